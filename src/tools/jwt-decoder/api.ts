import type { ToolApi } from '../api';

/** The JWT decoder's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'token',
      type: 'string',
      default: '',
      description: 'The JSON Web Token to decode (a credential: never put it in a share link). A "Bearer " prefix and line breaks are ignored.',
      maxLength: 100_000,
      secret: true,
    },
    {
      name: 'secret',
      type: 'string',
      default: '',
      description: 'HMAC secret that verifies HS256/384/512 signatures.',
      maxLength: 10_000,
      secret: true,
    },
    {
      name: 'secret-encoding',
      type: 'enum',
      values: ['text', 'base64'],
      default: 'text',
      description: 'How the secret is written: plain text (UTF-8) or Base64/Base64URL bytes.',
    },
    {
      name: 'public-key',
      type: 'string',
      default: '',
      description: 'Public key that verifies RS, PS, ES and EdDSA signatures: a PEM public key, an X.509 certificate, a JWK or a JWK set.',
      maxLength: 100_000,
      secret: true,
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The decoded token, its time window and the signature check, after every change (sent once the time and the signature check are known).',
      detail:
        '{ status: "empty" | "decoded" | "error"; error: string | null; header: Record<string, unknown> | null; payload: Record<string, unknown> | null; alg: string | null; time: "expired" | "not-yet-valid" | "valid" | "no-time-limit" | null; signature: "verified" | "invalid" | "unsigned" | "needs-key" | "key-error" | "unsupported" | null }',
    },
  ],
  share: false,
} as const satisfies ToolApi;
