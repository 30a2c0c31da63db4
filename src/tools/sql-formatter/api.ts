import type { ToolApi } from '../api';

/** The SQL formatter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'SQL to start with.' },
    { name: 'mode', type: 'enum', values: ['format', 'minify'], default: 'format', description: 'Format (one clause per line, indented) or minify.' },
    {
      name: 'dialect',
      type: 'enum',
      values: ['sql', 'postgresql', 'mysql', 'sqlite', 'transactsql', 'bigquery'],
      default: 'sql',
      description: 'The SQL dialect: standard SQL, PostgreSQL, MySQL, SQLite, T-SQL or BigQuery.',
    },
    { name: 'keyword-case', type: 'enum', values: ['upper', 'lower', 'preserve'], default: 'upper', description: 'Keywords in upper or lower case, or as written (format only).' },
    { name: 'indent', type: 'enum', values: ['2', '4', 'tab'], default: '2', description: 'Two or four spaces or a tab per level (format only).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the formatted or minified SQL, the number of statements and the problem, if any.',
      detail: '{ status: "empty" | "working" | "ok" | "error"; output: string; statements: number; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
