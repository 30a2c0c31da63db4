import type { ToolApi } from '../api';

// Plain data (no logic imports) so /docs/api can read every declaration; checked against og-generator.ts in its unit test.

/** The Open Graph generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'type', type: 'enum', values: ['website', 'article', 'product', 'profile'], default: 'website', description: 'The og:type: website, article, product or profile.' },
    // Not `title`: that is a global HTML attribute and would show as a tooltip over the whole element.
    { name: 'page-title', type: 'string', default: '', description: 'The title shown on the card (40–60 characters read best).', maxLength: 1000 },
    { name: 'description', type: 'string', default: '', description: 'The card description (110–160 characters read best).', maxLength: 5000 },
    { name: 'url', type: 'string', default: '', description: "The page's canonical address: an absolute http:// or https:// URL.", maxLength: 2048 },
    { name: 'image', type: 'string', default: '', description: 'Absolute URL of the share image (1200 × 630 px works best). Never fetched by the tool.', maxLength: 2048 },
    { name: 'image-alt', type: 'string', default: '', description: 'Text alternative for the image.', maxLength: 1000 },
    { name: 'site-name', type: 'string', default: '', description: 'The og:site_name.', maxLength: 1000 },
    { name: 'locale', type: 'string', default: 'en_US', description: 'The og:locale, language_TERRITORY (e.g. en_GB).', maxLength: 10 },
    { name: 'card', type: 'enum', values: ['summary_large_image', 'summary'], default: 'summary_large_image', description: 'The X (Twitter) card type.' },
    { name: 'twitter-site', type: 'string', default: '', description: "The site's X username, e.g. @example.", maxLength: 16 },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The generated tags after every change.',
      detail:
        '{ html: string; type: "website" | "article" | "product" | "profile"; card: "summary" | "summary_large_image"; invalidFields: Array<"url" | "image" | "locale" | "twitter-site"> }',
    },
  ],
} as const satisfies ToolApi;
