import type { ToolApi } from '../api';

/** The UTM builder's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'url', type: 'string', default: '', maxLength: 2000, description: 'Website URL to tag (absolute http or https).' },
    { name: 'source', type: 'string', default: '', maxLength: 2000, description: 'utm_source: where the traffic comes from, e.g. newsletter.' },
    { name: 'medium', type: 'string', default: '', maxLength: 2000, description: 'utm_medium: the channel, e.g. email or cpc.' },
    { name: 'campaign', type: 'string', default: '', maxLength: 2000, description: 'utm_campaign: the campaign name.' },
    { name: 'term', type: 'string', default: '', maxLength: 2000, description: 'utm_term: paid-search keywords.' },
    { name: 'content', type: 'string', default: '', maxLength: 2000, description: 'utm_content: tells apart links to the same URL.' },
    { name: 'campaign-id', type: 'string', default: '', maxLength: 2000, description: 'utm_id: the campaign ID.' },
    { name: 'lowercase', type: 'boolean', default: false, description: 'Lower-case every value.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The campaign URL after every change; url is null while the website URL is invalid or utm_source or utm_medium is missing.',
      detail: '{ url: string | null; source: string; medium: string; campaign: string; term: string; content: string; id: string }',
    },
  ],
} as const satisfies ToolApi;
