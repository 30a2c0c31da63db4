import type { ToolApi } from '../api';

/** The hash generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', maxLength: 100_000, description: 'Text hashed at first (UTF-8).' },
    {
      name: 'algorithms',
      type: 'string',
      default: 'md5,sha1,sha256,sha384,sha512',
      maxLength: 200,
      description: 'Comma-separated algorithms to compute: md5, sha1, sha256, sha384, sha512, sha3-256, sha3-512.',
    },
    { name: 'format', type: 'enum', values: ['hex', 'hex-upper', 'base64'], default: 'hex', description: 'How digests are written.' },
    { name: 'hmac-key', type: 'string', default: '', maxLength: 10_000, secret: true, description: 'HMAC key; when present, HMACs are computed instead of plain hashes.' },
    { name: 'key-format', type: 'enum', values: ['text', 'hex', 'base64'], default: 'text', description: 'How the HMAC key is written.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Whenever the digests change; digests is empty while there is nothing to hash or a file is still being read.',
      detail:
        '{ source: "text" | "file"; fileName: string | null; bytes: number; format: "hex" | "hex-upper" | "base64"; hmac: boolean; digests: { md5?: string; sha1?: string; sha256?: string; sha384?: string; sha512?: string; "sha3-256"?: string; "sha3-512"?: string } }',
    },
  ],
  linkNote: 'Your HMAC key and files are never put in a link.',
} as const satisfies ToolApi;
