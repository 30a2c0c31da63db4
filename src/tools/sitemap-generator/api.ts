import type { ToolApi } from '../api';

/** The sitemap generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'urls', type: 'string', default: '', maxLength: 1_000_000, description: 'URLs one per line, or CSV rows url,lastmod,changefreq,priority.' },
    { name: 'changefreq', type: 'enum', values: ['', 'always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'], default: '', description: 'Default change frequency for URLs that give none ("" = leave out).' },
    { name: 'priority', type: 'enum', values: ['', '0.0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9', '1.0'], default: '', description: 'Default priority for URLs that give none ("" = leave out).' },
    { name: 'lastmod', type: 'string', default: '', maxLength: 40, description: 'Default last-modified date (YYYY-MM-DD or a W3C datetime) for URLs that give none.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'After every change: the counts, the rejected line numbers and the XML (sitemap.xml, or the index when split).',
      detail: '{ urls: number; duplicates: number[]; relative: number[]; errors: { line: number; message: string }[]; files: number; xml: string }',
    },
  ],
} as const satisfies ToolApi;
