import type { ToolApi } from '../api';

/** The regex tester's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'pattern', type: 'string', default: '', description: 'The regular expression to start with, without slashes, e.g. (?<year>\\d{4})-(?<month>\\d\\d).', maxLength: 10_000 },
    { name: 'flags', type: 'string', default: 'g', description: 'Flags, any of d g i m s u y (unknown letters are dropped).', maxLength: 16 },
    { name: 'text', type: 'string', default: '', description: 'The test text to start with.', maxLength: 1_000_000 },
    { name: 'replacement', type: 'string', default: '', description: 'A replacement to preview: $1 for a group, $<name> for a named group, $& for the whole match.', maxLength: 10_000 },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'After every finished run: the match count, the first 100 matches with their groups (by name or number) and the replaced text.',
      detail:
        '{ pattern: string; flags: string; status: "empty" | "ok" | "invalid" | "timeout" | "unsafe"; error: string | null; count: number; matches: { index: number; text: string; groups: Record<string, string | null> }[]; replaced: string | null }',
    },
  ],
} as const satisfies ToolApi;
