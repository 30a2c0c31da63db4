import type { ToolApi } from '../api';

/** The schema generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'type',
      type: 'enum',
      // The same list as SCHEMA_TYPES (a unit test compares them): api.ts imports no tool code.
      values: ['Article', 'FAQPage', 'Product', 'Organization', 'LocalBusiness', 'BreadcrumbList', 'Event', 'HowTo'],
      default: 'Article',
      description: 'The schema.org type.',
    },
    {
      name: 'values',
      type: 'string',
      default: '',
      description: 'Field values as JSON; rows under "groups".',
      maxLength: 20_000,
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The script block after every change.',
      detail: '{ type: string; html: string; data: object; missing: string[]; invalid: string[] }',
    },
  ],
} as const satisfies ToolApi;
