/**
 * The element API's major version (CHANGELOG.md). `/embed/v{N}/` is its stable line: a breaking
 * change to an attribute or event starts `/embed/v{N+1}/` and keeps the old one. `/embed/toolshed.js`
 * is the latest. The snippets name the stable line. A module without imports, so a page that only
 * shows the script tag (the home page) does not pull the snippet writers' dependencies into its chunks.
 */
export const EMBED_API_MAJOR = 1;
export const EMBED_LOADER_PATH = `/embed/v${EMBED_API_MAJOR}/toolshed.js`;

/**
 * The script tag that loads every element, from a site's origin (with its base path). With the
 * loader's integrity hash the browser runs only that exact release of it (crossorigin is what a
 * module script fetched from another origin uses anyway; said, so no one wonders).
 */
export const scriptTag = (origin: string, integrity: string | null = null) =>
  integrity
    ? `<script type="module" src="${origin}${EMBED_LOADER_PATH}" integrity="${integrity}" crossorigin="anonymous"></script>`
    : `<script type="module" src="${origin}${EMBED_LOADER_PATH}"></script>`;
