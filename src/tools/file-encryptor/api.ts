import type { ToolApi } from '../api';

/**
 * The file encryptor's public inputs and its change event (see src/tools/api.ts). The file and
 * the passphrase are no inputs at all: they never reach an attribute, a link, storage or the event.
 */
export const api = {
  inputs: [{ name: 'mode', type: 'enum', values: ['encrypt', 'decrypt'], default: 'encrypt', description: 'Encrypt a file, or decrypt a .enc file.' }],
  events: [
    {
      name: 'toolshed-change',
      description: 'The state of the current job; never the file, its name or the passphrase.',
      detail:
        '{ mode: "encrypt" | "decrypt"; status: "idle" | "working" | "done" | "failed" | "canceled"; outputBytes: number | null; error: "not-encrypted" | "version" | "bad-header" | "wrong-passphrase" | "tampered" | "truncated" | "unreadable" | "error" | null }',
    },
  ],
  share: false,
} as const satisfies ToolApi;
