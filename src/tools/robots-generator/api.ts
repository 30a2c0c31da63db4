import type { ToolApi } from '../api';

/** The robots.txt generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'default-policy', type: 'enum', values: ['allow', 'disallow'], default: 'allow', description: 'What every crawler may fetch by default: allow or disallow everything.' },
    { name: 'disallow', type: 'string', default: '', maxLength: 4000, description: 'Paths blocked for all crawlers, separated by spaces (e.g. "/admin/ /tmp/").' },
    { name: 'allow', type: 'string', default: '', maxLength: 4000, description: 'Exceptions to the blocked paths for all crawlers, separated by spaces (e.g. "/admin/help/").' },
    { name: 'crawl-delay', type: 'number', min: 0, max: 3600, default: 0, description: 'Seconds between requests for all crawlers; 0 for none.' },
    { name: 'sitemap', type: 'string', default: '', maxLength: 4000, description: 'Absolute sitemap URL(s), separated by spaces.' },
    { name: 'block-ai', type: 'boolean', default: false, description: 'Start with groups that block AI-training crawlers (GPTBot, ClaudeBot, CCBot, Google-Extended and others).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The generated file after every change.',
      detail: '{ robotsTxt: string; crawlerGroups: number; sitemaps: string[]; valid: boolean }',
    },
  ],
} as const satisfies ToolApi;
