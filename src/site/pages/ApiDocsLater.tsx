import { Suspense } from 'react';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Link } from '../../ui/components/Link';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { catalogue, categories, toolsInCategory, type ToolEntry } from '../../tools/catalogue';
import { loadToolApi } from '../../tools/api-loaders';
import type { CategoryId } from '../../tools/ids';
import { retryWhenOnline } from '../../ui/when-online';
import { track } from '../../ui/tracked';
import { CSS_PROPERTIES, inputConstraintText, inputTypeText } from '../../tools/manifest';
import type { ToolApi } from '../../tools/api';
import { SITE_ORIGIN, SITE_URL } from '../site-config';
import { frameSnippet } from '../../embed/snippets';
import { scriptTag } from '../../embed/loader-path';
import { embedIntegrity } from '../../embed/integrity';
import { Code, SCRIPT_TAG, Section, elementName } from './ApiDocsSection';
import * as styles from './ApiDocsPage.css';

// The sections of /docs/api other than its top, and the element reference's tables: a chunk of its
// own, loaded after the page has hydrated (ApiDocsPage.tsx keeps their prerendered HTML until then).

/** The iframe snippet, as /oembed/{id}.json hands it out (one function writes both; the e2e compares them). */
const IFRAME_SNIPPET = frameSnippet(SITE_URL, { id: 'json-formatter', name: 'JSON Formatter' });

const IFRAME_EXAMPLE = `${IFRAME_SNIPPET}

<!-- Optional: sizes every <iframe data-toolshed> to its tool's height -->
${SCRIPT_TAG}`;

const IFRAME_MESSAGES = `addEventListener('message', (event) => {
  if (event.origin !== '${SITE_ORIGIN}') return;
  if (event.data.type === 'toolshed:change') console.log(event.data.id, event.data.detail);
});`;

const THEME_EXAMPLE = `<!-- Follows the visitor's system setting -->
<toolshed-color-picker></toolshed-color-picker>

<!-- Always light, or always dark -->
<toolshed-color-picker theme="light"></toolshed-color-picker>
<toolshed-color-picker theme="dark"></toolshed-color-picker>`;

const LANG_EXAMPLE = `<!-- German, whatever the page's language -->
<toolshed-word-counter lang="de"></toolshed-word-counter>

<!-- Follows the page: <html lang="ar"> gives Arabic, right to left -->
<toolshed-json-formatter></toolshed-json-formatter>`;

const INITIAL_EXAMPLE = `<toolshed-word-counter initial-text="Paste your draft here to count its words."></toolshed-word-counter>`;

const EVENT_EXAMPLE = `document.addEventListener('toolshed-change', (event) => {
  // event.target is the element, e.g. <toolshed-word-counter>
  console.log(event.target.localName, event.detail);
});`;
const SIZE_EXAMPLE = `toolshed-word-counter {
  display: block;
  max-width: 48rem;
  margin-block: 2rem;
  /* Theming: these inherit into the tool's shadow root. */
  --toolshed-accent: #7c3aed;
  --toolshed-radius: 4px;
  --toolshed-font: Georgia, serif;
}

/* The tool's outer container inside the shadow root. */
toolshed-word-counter::part(root) {
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.15);
}`;

const PROPERTY_EXAMPLE = `const counter = document.querySelector('toolshed-word-counter');
counter.addEventListener('toolshed-change', () => {
  console.log(counter.value.words); // the latest detail, also readable at any time
});
counter.setAttribute('initial-text', 'Start again from this text.');`;

const REACT_INSTALL = `npm install ./toolshed-0.1.0.tgz   # made by npm pack; react and react-dom 19 are peers`;

const REACT_EXAMPLE = `import { WordCounter, JsonFormatter } from 'toolshed/tools';
import { Button, ThemeProvider } from 'toolshed/ui';
import 'toolshed/styles.css'; // every component's styles (required)
import 'toolshed/fonts.css';  // the site's fonts (optional)

export function Page() {
  return (
    <ThemeProvider theme="auto">
      <WordCounter initialText="Count me." onChange={(detail) => console.log(detail.words)} />
      <JsonFormatter initialText='{"a":1}' indent="4" />
      <Button variant="primary">A Design-System Button</Button>
    </ThemeProvider>
  );
}`;

const CSP_EXAMPLE = `Content-Security-Policy:
  script-src 'self' ${SITE_ORIGIN};
  style-src 'self' ${SITE_ORIGIN};
  font-src 'self' ${SITE_ORIGIN};
  img-src 'self' data: blob:`;

/** The strictest host policy the e2e suite proves every element under (tests/e2e/embed-all.spec.ts). */
const STRICT_POLICY = `default-src 'none'; script-src ${SITE_ORIGIN}; style-src ${SITE_ORIGIN}; img-src data: blob:; connect-src ${SITE_ORIGIN}; worker-src 'none'`;

/** One element's attributes and event, from its tool's declaration (src/tools/<id>/api.ts). */
export function ElementReference({ id, name, api }: { id: string; name: string; api: ToolApi | undefined }) {
  const headingId = `element-${id}`;
  return (
    <section aria-labelledby={headingId} className={styles.reference}>
      <h3 id={headingId} className={styles.subheading}>
        <Code>{`<${elementName(id)}>`}</Code> <span className={styles.referenceName}>{name}</span>
      </h3>
      {api ? (
        <>
          {api.inputs.length > 0 ? (
            <div className={styles.tableWrap}>
              <div tabIndex={0} role="region" aria-label={`${name} attributes, scrollable`} className={styles.scroller}>
                <table className={`${styles.table} ${styles.referenceTable}`}>
                  <caption className={styles.caption}>Attributes</caption>
                  <thead>
                    <tr>
                      <th scope="col">Attribute</th>
                      <th scope="col">Type</th>
                      <th scope="col">Default</th>
                      <th scope="col">Description</th>
                    </tr>
                  </thead>
                  <tbody>
                    {api.inputs.map((input) => {
                      const constraint = inputConstraintText(input);
                      return (
                        <tr key={input.name}>
                          <th scope="row" className={styles.nowrap}>
                            <Code>{input.name}</Code>
                          </th>
                          <td>
                            <Code>{inputTypeText(input)}</Code>
                            {constraint ? <span className={styles.constraint}>{constraint}</span> : null}
                          </td>
                          <td>
                            <Code>{input.default === '' ? '""' : String(input.default)}</Code>
                          </td>
                          <td>{input.description}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          ) : (
            <p className={styles.text}>No attributes besides theme.</p>
          )}
          {api.events.map((event) => (
            <p key={event.name} className={styles.text}>
              <Code>{event.name}</Code> — {event.description} <code className={styles.detail}>{`detail: ${event.detail}`}</code>
            </p>
          ))}
        </>
      ) : (
        <p className={styles.text}>This tool is on its way; its element is defined once the tool is built.</p>
      )}
    </section>
  );
}

/**
 * One category's element references, from their declarations (`apis`, in the same order as `tools`,
 * loaded by src/tools/api-loaders.ts). One Suspense boundary per element: React hydrates each
 * server-rendered boundary on its own, in a short task, instead of a category's tables (up to
 * 1,000 elements) in one commit.
 */
export function ElementReferences({ tools, apis }: { tools: ToolEntry[]; apis: ReadonlyArray<ToolApi | undefined> }) {
  return tools.map((tool, index) => (
    <Suspense key={tool.id} fallback={null}>
      <ElementReference id={tool.id} name={tool.name} api={apis[index]} />
    </Suspense>
  ));
}

const categoryApiLoads = new Map<CategoryId, Promise<Array<ToolApi | undefined>>>();

/** A category's declarations, in catalogue order (api-loaders.ts, as the embed builder loads them: one chunk per category). */
export function categoryApis(category: CategoryId): Promise<Array<ToolApi | undefined>> {
  let loads = categoryApiLoads.get(category);
  if (!loads) categoryApiLoads.set(category, (loads = track(retryWhenOnline(() => Promise.all(toolsInCategory(category).map((tool) => loadToolApi(tool.id)))))));
  return loads;
}

/** How to put a tool on a page: script, iframe, oEmbed. */
export function WaysSection() {
  return (
    <Section id="ways">
      <p className={styles.text}>
        Three ways put a tool on a page. Use the <strong>script</strong> wherever your page may load one: the tool is part
        of your page, styled by your custom properties, and reports its output as an event. Where a page editor accepts only
        an <strong>iframe</strong> (many hosted blogs and site builders), use the frame page. Where it accepts only a link,
        paste the tool’s address: editors that read <strong>oEmbed</strong> turn it into that iframe.
      </p>
      <h3 className={styles.subheading}>Iframe</h3>
      <p className={styles.text}>
        <Code>{'/embed/frame/{id}/'}</Code> shows just the tool and a small “Toolshed” link to its page. Its query takes the
        element’s attribute names, the same as the tool page’s share links (<Code>?theme=dark&amp;indent=4</Code>). Any site
        may frame it; search engines do not index it. With the script on the same page, the iframe takes the height of its
        tool; without it, it keeps the height you give it.
      </p>
      <CodeOutput label="Iframe embed" language="HTML" value={IFRAME_EXAMPLE} wrap />
      <p className={styles.text}>
        The frame posts <Code>{"{ type: 'toolshed:change', id, detail }"}</Code> to your page with every change (fields a
        tool marks secret, such as a generated password, are left out) and{' '}
        <Code>{"{ type: 'toolshed:resize', id, height }"}</Code> when its height changes.
      </p>
      <CodeOutput label="Listen to an iframe embed" language="JavaScript" value={IFRAME_MESSAGES} wrap />
      <h3 className={styles.subheading}>oEmbed</h3>
      <p className={styles.text}>
        Every tool page links its oEmbed response (<Code>{'/oembed/{id}.json'}</Code>, type <Code>rich</Code>), whose HTML
        is the iframe above, so a tool’s address such as <Code>{`${SITE_URL}/tools/json-formatter`}</Code> becomes the
        working tool in any editor that reads oEmbed.
      </p>
    </Section>
  );
}

/** Element names, attributes and events: between the live example and the reference. */
export function MiddleSections() {
  const categoryLabel = (id: string) => categories.find((c) => c.id === id)?.label ?? id;
  return (
    <>
      <Section id="elements">
        <p className={styles.text}>
          Every tool’s element is <Code>{'toolshed-{id}'}</Code>, where the id is the last part of the tool’s address on this
          site (<Code>/tools/json-formatter</Code> → <Code>{'<toolshed-json-formatter>'}</Code>). Custom elements need a
          closing tag.
        </p>
        <div className={styles.tableWrap}>
          {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
          <div tabIndex={0} role="region" aria-label="Element names, scrollable" className={styles.scroller}>
            <table className={styles.table}>
              <caption className={styles.caption}>All {catalogue.length} tool elements</caption>
              <thead>
                <tr>
                  <th scope="col">Element</th>
                  <th scope="col">Tool</th>
                  <th scope="col">Category</th>
                </tr>
              </thead>
              <tbody>
                {catalogue.map((tool) => (
                  <tr key={tool.id}>
                    <td className={styles.nowrap}>
                      <Code>{`<${elementName(tool.id)}>`}</Code>
                    </td>
                    <th scope="row">
                      <Link href={`/tools/${tool.id}`}>{tool.name}</Link>
                    </th>
                    <td>{categoryLabel(tool.category)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </Section>

      <Section id="attributes">
        <h3 className={styles.subheading}>
          <Code>theme</Code>
        </h3>
        <p className={styles.text}>
          Without it, a tool follows the visitor’s light or dark system setting (<Code>prefers-color-scheme</Code>). Set{' '}
          <Code>theme="light"</Code> or <Code>theme="dark"</Code> to pin it. Changing the attribute later restyles the tool
          at once; removing it returns to the system setting.
        </p>
        <CodeOutput label="Theme examples" language="HTML" value={THEME_EXAMPLE} wrap />
        <h3 className={styles.subheading}>
          <Code>lang</Code>
        </h3>
        <p className={styles.text}>
          A tool speaks the language of the page it is on: its own <Code>lang</Code> attribute, or else the nearest
          ancestor’s, up to <Code>{'<html lang>'}</Code>. English, German (<Code>de</Code>) and Arabic (<Code>ar</Code>) are
          available; a regional tag such as <Code>de-AT</Code> counts as its language, and any other language gets English.
          Arabic lays the tool out right to left. Only that language’s text is downloaded, once for all the page’s tools,
          and changing <Code>lang</Code> later re-renders the tool in the new language without losing what the visitor
          entered.
        </p>
        <CodeOutput label="Language example" language="HTML" value={LANG_EXAMPLE} wrap />
        <h3 className={styles.subheading}>Starting Values</h3>
        <p className={styles.text}>
          Each tool declares its own attributes, listed in the <a href="#reference">reference</a> below with their type and
          default. They set the tool’s starting values; after that the visitor is in control. The word counter, for example,
          can start with text in place:
        </p>
        <CodeOutput label="Initial value example" language="HTML" value={INITIAL_EXAMPLE} wrap />
        <ul className={styles.list}>
          <li>Changing an attribute later starts the tool again from the new values; removing it restores the default.</li>
          <li>An invalid value (a word where a number belongs, an unknown option) is ignored, with one console warning naming the attribute.</li>
          <li>
            Other attributes (<Code>class</Code>, <Code>id</Code>, <Code>style</Code>, <Code>aria-*</Code>, <Code>data-*</Code>…)
            are left to you and never passed to the tool.
          </li>
        </ul>
      </Section>

      <Section id="events">
        <p className={styles.text}>
          When a tool’s result changes, its element dispatches a <Code>toolshed-change</Code> event (a{' '}
          <Code>CustomEvent</Code>). It <strong>bubbles</strong> and is <strong>composed</strong>, so it crosses the shadow
          root and you can listen on the element, on a container or on the document. Its <Code>detail</Code> is the tool’s
          output: for the word counter, the statistics object (<Code>words</Code>, <Code>characters</Code>,{' '}
          <Code>sentences</Code>, <Code>readingTime</Code> and more).
        </p>
        <CodeOutput label="Listening for toolshed-change" language="JavaScript" value={EVENT_EXAMPLE} wrap />
        <p className={styles.text}>
          Each element also has a read-only <Code>value</Code> property: the detail of its latest <Code>toolshed-change</Code>{' '}
          (<Code>null</Code> until the tool reports).
        </p>
        <CodeOutput label="Reading value and changing an attribute" language="JavaScript" value={PROPERTY_EXAMPLE} wrap />
      </Section>
    </>
  );
}

/** Styling, security, loading and React: after the reference. */
export function EndSections() {
  // This build's loader hash (src/embed/integrity.ts); none on the dev server or in Storybook.
  const integrity = embedIntegrity();
  return (
    <>
      <Section id="styling">
        <p className={styles.text}>
          Each tool renders inside an open Shadow DOM with its own stylesheet. Your page’s CSS cannot restyle the tool, and the
          tool’s CSS does not leak into your page. Sizes inside the tool are fixed to a 16 px base, so a large root font size on
          your page does not scale it.
        </p>
        <p className={styles.text}>
          From the outside, the element is yours to place and size. Tools adapt their layout to the width you give them and
          are comfortable from about 20rem wide.
        </p>
        <CodeOutput label="Sizing and theming the element" language="CSS" value={SIZE_EXAMPLE} wrap />
        <ul className={styles.list}>
          {CSS_PROPERTIES.map((property) => (
            <li key={property.name}>
              <Code>{property.name}</Code>: {property.description}
            </li>
          ))}
          <li>
            <Code>::part(root)</Code>: the tool’s outer container, for borders, shadows and padding.
          </li>
        </ul>
      </Section>

      <Section id="security">
        <h3 className={styles.subheading}>Content Security Policy</h3>
        <p className={styles.text}>
          If your page sends a <Code>Content-Security-Policy</Code>, allow Toolshed’s origin for scripts (the loader and the
          tool code), styles (each tool links two stylesheets inside its shadow root: the shared one and its own) and fonts (registered with the FontFace
          API). Tools that show generated images (QR codes, resized images, favicons) may use <Code>data:</Code> and{' '}
          <Code>blob:</Code> URLs for them, so allow those in <Code>img-src</Code>.
          Nothing needs <Code>unsafe-inline</Code> or <Code>unsafe-eval</Code>. The hash generator and hash verifier hash
          files with WebAssembly (several times faster) when your <Code>script-src</Code> also allows{' '}
          <Code>'wasm-unsafe-eval'</Code>; without it they use JavaScript, with the same results and no console message.
        </p>
        <CodeOutput label="Content-Security-Policy header" language="plain text" value={CSP_EXAMPLE} wrap />
        <StatusBanner tone="info" title="Console messages under a stricter policy">
          The accessibility library the tools use adds one small inline style rule to your page for touch handling. A strict{' '}
          <Code>style-src</Code> blocks it and the browser logs a CSP report; the tools work the same without it. If your{' '}
          <Code>font-src</Code> (or <Code>default-src</Code>) does not allow Toolshed’s origin, the browser also reports the
          two blocked font files and the tools use your visitor’s system fonts. Tools that move large input off the page’s
          thread (the JSON formatter, word counter, text diff, hashing, Base64 files, the password checker) start a Web Worker
          from a <Code>blob:</Code> URL; where <Code>worker-src</Code> (or the <Code>script-src</Code> or{' '}
          <Code>default-src</Code> it falls back to) refuses it, the browser reports it once per page and the tools do the work
          on the page in short slices instead, with the same results. Tested policy:{' '}
          <Code>{STRICT_POLICY}</Code>
        </StatusBanner>
        <h3 className={styles.subheading}>Cross-Origin Loading (CORS)</h3>
        <p className={styles.text}>
          Module scripts loaded from another origin need CORS. Toolshed serves every file under <Code>/embed/</Code> with{' '}
          <Code>Access-Control-Allow-Origin: *</Code>, so the embed works from any site. If you host the embed files yourself
          on a different origin from your pages, send the same header and serve <Code>.js</Code> files as{' '}
          <Code>text/javascript</Code>.
        </p>
        <h3 className={styles.subheading}>Subresource Integrity</h3>
        <p className={styles.text}>
          To have browsers run only the exact loader you reviewed, add its <Code>integrity</Code> hash to the script tag. The
          loader then fetches each tool’s files under names made from their content. Every release of the loader has a new
          hash: where the hash no longer matches, the browser refuses the script and your page shows no tools until you copy
          the new tag, so pin a release only if you will follow them. The <Link href="/embed">Embed Builder</Link> adds the
          hash to its snippet when you ask it to.
        </p>
        {integrity ? (
          <CodeOutput label="Script tag with integrity" language="HTML" value={scriptTag(SITE_URL, integrity)} wrap />
        ) : (
          <p className={styles.text}>The built site shows the current release’s tag here.</p>
        )}
      </Section>

      <Section id="loading">
        <ul className={styles.list}>
          <li>
            The loader is small and defines an element for every tool. A tool’s code and styles download only when its element
            first appears on the page, and are shared by every copy of that tool.
          </li>
          <li>Elements added later, for example by your framework, start working as soon as they are connected.</li>
          <li>Loading the script twice, or two versions of it, does not throw: an element already defined is left alone.</li>
          <li>Removing an element unmounts its tool; moving it within the page keeps its state.</li>
          <li>
            The embed uses custom elements, Shadow DOM and ES modules, supported by current versions of Chrome, Edge, Firefox
            and Safari.
          </li>
        </ul>
      </Section>

      <Section id="react">
        <p className={styles.text}>
          In a React 19 app you can skip the custom elements and render the tools and the design system directly. The
          package has three entry points: <Code>toolshed/tools</Code> (every tool as a component, named after its id, and its
          declaration as <Code>{'<camelCaseId>Api'}</Code>), <Code>toolshed/ui</Code> (the components and theme) and{' '}
          <Code>toolshed/embed</Code> (the loader above, as files to serve). A tool’s props are the camelCase of its
          attributes, and <Code>onChange</Code> receives the same detail as the <Code>toolshed-change</Code> event. If you
          keep the elements instead, <Code>{"import type {} from 'toolshed/embed/react'"}</Code> types them in JSX: each
          attribute from its declaration, and <Code>ontoolshed-change</Code> with the tool’s detail.
        </p>
        <CodeOutput label="Install" language="shell" value={REACT_INSTALL} wrap />
        <CodeOutput label="Render a tool in React" language="TSX" value={REACT_EXAMPLE} wrap />
      </Section>
    </>
  );
}
