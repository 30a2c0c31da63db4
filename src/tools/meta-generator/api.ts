import type { ToolApi } from '../api';

/** The meta tag generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    // Not `title`: that is a global HTML attribute and would show as a tooltip over the whole element.
    { name: 'page-title', type: 'string', default: '', description: 'The page title (50–60 characters read best).', maxLength: 1000 },
    { name: 'description', type: 'string', default: '', description: 'The meta description (150–160 characters read best).', maxLength: 5000 },
    { name: 'keywords', type: 'string', default: '', description: 'Comma-separated keywords.', maxLength: 5000 },
    { name: 'author', type: 'string', default: '', description: 'The author meta tag.', maxLength: 1000 },
    { name: 'url', type: 'string', default: '', description: 'The canonical address: an absolute http:// or https:// URL.', maxLength: 2048 },
    { name: 'theme-color', type: 'string', default: '', description: 'Hex color for the theme-color tag, e.g. #2563eb.', maxLength: 9 },
    { name: 'index', type: 'boolean', default: true, description: 'Let search engines index the page (false writes noindex).' },
    { name: 'follow', type: 'boolean', default: true, description: "Let search engines follow the page's links (false writes nofollow)." },
    {
      name: 'viewport',
      type: 'enum',
      values: ['responsive', 'edge-to-edge', 'none'],
      default: 'responsive',
      description: 'The viewport tag: responsive, edge-to-edge (viewport-fit=cover, for notched phones) or none.',
    },
    { name: 'charset', type: 'enum', values: ['utf-8', 'none'], default: 'utf-8', description: 'The charset tag: utf-8, or none to leave it out.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The generated tag block after every change.',
      detail: '{ html: string; robots: string; invalidFields: Array<"url" | "theme-color"> }',
    },
  ],
} as const satisfies ToolApi;
