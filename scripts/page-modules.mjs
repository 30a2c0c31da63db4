// The list of modules a prerendered page starts (the entry, its shared chunks and the page's own
// lazy page or tool), as scripts/prerender.mjs writes it into the page's head and as the budgets,
// page-weights and the browser tests read it back.

/** @param {string[]} urls root-relative module URLs, the entry first */
export const modulesMeta = (urls) => `<meta name="toolshed-modules" content="${urls.join(' ')}" />`;

/** @param {string} html a built page @returns {string[]} its module URLs, in order ([] if none) */
export const pageModules = (html) => /<meta name="toolshed-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
