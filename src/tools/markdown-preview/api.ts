import type { ToolApi } from '../api';

/** The Markdown preview's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'Markdown to start with.' },
    { name: 'view', type: 'enum', values: ['preview', 'html'], default: 'preview', description: 'Which view shows first: the rendered preview or the HTML source.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the sanitized HTML and what was removed as unsafe.',
      detail: '{ status: "empty" | "working" | "ok"; html: string; removed: string[] }',
    },
  ],
} as const satisfies ToolApi;
