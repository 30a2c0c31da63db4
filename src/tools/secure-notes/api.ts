import type { ToolApi } from '../api';

/**
 * Secure notes' public inputs and its change event. Notes and passphrases are never inputs:
 * an attribute is visible to every script on the host page.
 */
export const api = {
  inputs: [
    {
      name: 'auto-lock-minutes',
      type: 'number',
      default: 5,
      min: 1,
      max: 60,
      integer: true,
      description: 'Minutes without activity before the vault locks itself (1–60).',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The vault was created, unlocked, locked or deleted, or its number of notes changed. Never carries note content.',
      detail: '{ state: "no-vault" | "locked" | "unlocked"; notes: number }',
    },
  ],
  share: false,
} as const satisfies ToolApi;
