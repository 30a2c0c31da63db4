import type { ToolApi } from '../api';

/** The hash verifier's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', maxLength: 100_000, description: 'Text to check at first (UTF-8).' },
    {
      name: 'expected',
      type: 'string',
      default: '',
      maxLength: 100_000,
      description: 'The expected hash (hex or Base64), or sha256sum / md5sum output with one or more lines.',
    },
    {
      name: 'algorithm',
      type: 'enum',
      values: ['auto', 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-512'],
      default: 'auto',
      description: 'The algorithm; auto detects it from the hash length (MD5, SHA-1, SHA-256, SHA-384, SHA-512).',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Whenever the verdict changes; expected and actual are lowercase hex.',
      detail:
        '{ status: "match" | "mismatch" | "pending" | "incomplete" | "invalid"; algorithm: "md5" | "sha1" | "sha256" | "sha384" | "sha512" | "sha3-256" | "sha3-512" | null; expected: string | null; actual: string | null; fileName: string | null; line: number | null }',
    },
  ],
  linkNote: 'Files are never put in a link.',
} as const satisfies ToolApi;
