import type { ToolApi } from '../api';

/** The SQL formatter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'SQL to start with.' },
    { name: 'mode', type: 'enum', values: ['format', 'minify'], default: 'format', description: 'Format or minify.' },
    { name: 'dialect', type: 'enum', values: ['sql', 'postgresql', 'mysql', 'sqlite', 'transactsql', 'bigquery'], default: 'sql', description: 'The SQL dialect.' },
    { name: 'keyword-case', type: 'enum', values: ['upper', 'lower', 'preserve'], default: 'upper', description: 'Keyword case when formatting.' },
    { name: 'indent', type: 'enum', values: ['2', '4', 'tab'], default: '2', description: 'Indent per level when formatting.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the SQL, the statement count and the problem, if any.',
      detail: '{ status: "empty" | "working" | "ok" | "error"; output: string; statements: number; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
