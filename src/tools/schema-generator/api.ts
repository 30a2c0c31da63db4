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
      description: 'The schema.org type of the form: Article, FAQPage, Product, Organization, LocalBusiness, BreadcrumbList, Event or HowTo.',
    },
    {
      name: 'values',
      type: 'string',
      default: '',
      description:
        'The form values as JSON, keyed by field id, with rows for FAQ questions, breadcrumb items and HowTo steps, e.g. {"fields":{"headline":"Hello"}} or {"groups":{"questions":[{"question":"Why?","answer":"Because."}]}}. Unknown fields are ignored.',
      maxLength: 20_000,
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The generated script block after every change to the type or a field.',
      detail: '{ type: string; html: string; data: object; missing: string[]; invalid: string[] }',
    },
  ],
} as const satisfies ToolApi;
