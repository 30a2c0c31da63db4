import type { ToolApi } from '../api';

/** The CSV/JSON converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'CSV or JSON to start with, matching the direction.' },
    { name: 'direction', type: 'enum', values: ['csv-to-json', 'json-to-csv'], default: 'csv-to-json', description: 'Which way to convert.' },
    { name: 'delimiter', type: 'enum', values: ['auto', 'comma', 'semicolon', 'tab', 'pipe'], default: 'auto', description: 'The CSV delimiter: detected from the text when "auto"; JSON → CSV writes commas for "auto".' },
    { name: 'header', type: 'boolean', default: true, description: 'The first CSV row names the columns (JSON → CSV: objects get a header row).' },
    { name: 'infer-types', type: 'boolean', default: true, description: 'CSV → JSON: numbers, true/false and empty fields become numbers, booleans and null.' },
    { name: 'shape', type: 'enum', values: ['objects', 'arrays'], default: 'objects', description: 'CSV → JSON: an array of objects (needs the header row) or of arrays.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the converted text, its size and the problem, if any.',
      detail: '{ status: "empty" | "working" | "ok" | "error"; output: string; rows: number; columns: number; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
