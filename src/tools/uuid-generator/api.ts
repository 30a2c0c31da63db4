import type { ToolApi } from '../api';

// Plain data, no import of the generator (it brings the uuid and ulid packages): /docs/api and the
// manifest read every declaration. A unit test checks these lists against the generator's own.
export const API_KINDS = ['v4', 'v7', 'v1', 'v5', 'ulid'] as const;

/** The UUID generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'version', type: 'enum', values: API_KINDS, default: 'v4', description: 'What to generate: UUID v4 (random), v7 (time-ordered), v1 (time and node), v5 (from a name) or a ULID.' },
    { name: 'count', type: 'number', default: 5, min: 1, max: 1000, integer: true, description: 'How many values, 1 to 1,000 (v5 makes one per name instead).' },
    { name: 'uppercase', type: 'boolean', default: false, description: 'Write the hex digits (or a ULID) in upper case.' },
    { name: 'hyphens', type: 'boolean', default: true, description: 'Write UUIDs 8-4-4-4-12 with hyphens (false: 32 hex digits). ULIDs have none.' },
    { name: 'namespace', type: 'string', default: 'dns', maxLength: 45, description: 'v5 namespace: dns, url, oid, x500, or a UUID of your own.' },
    { name: 'names', type: 'string', default: 'example.com', maxLength: 2000, description: 'v5 names, one a line; each gives its own UUID.' },
    { name: 'check', type: 'string', default: '', maxLength: 100, description: 'A UUID or ULID for the validator to read (version, variant, time).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The generated values and the settings that made them, and the validator’s reading, after every change.',
      detail:
        '{ version: "v4" | "v7" | "v1" | "v5" | "ulid"; count: number; uppercase: boolean; hyphens: boolean; namespace: string; values: string[]; error: string | null; check: { valid: boolean; type: "uuid" | "ulid" | null; version: number | null; variant: "rfc" | "ncs" | "microsoft" | "future" | null; time: string | null; error: string | null } | null }',
    },
  ],
  linkNote: 'A link carries the settings, never the generated values: it opens with new random ones.',
} as const satisfies ToolApi;
