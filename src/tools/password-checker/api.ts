import type { ToolApi } from '../api';

/** The password checker's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'initial-password',
      type: 'string',
      default: '',
      secret: true,
      maxLength: 1024,
      description: 'Password to check first. A secret: never stored, never put in a link.',
    },
    {
      name: 'usage',
      type: 'enum',
      values: ['single-factor', 'multi-factor'],
      default: 'single-factor',
      description: 'How the password is used: on its own (NIST asks for 15+ characters) or with a second factor (8+).',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'After each check settles (never the password itself): score, estimated guesses, crack times, feedback and the NIST checks.',
      detail:
        '{ state: "empty" | "loading" | "ready" | "error"; length: number; score: 0 | 1 | 2 | 3 | 4 | null; label: "Very weak" | "Weak" | "Fair" | "Strong" | "Very strong" | null; guessesLog10: number | null; crackTimes: { onlineThrottled: string; onlineUnthrottled: string; offlineSlowHash: string; offlineFastHash: string } | null; warning: string | null; suggestions: string[]; checks: { id: "min-length" | "recommended-length" | "max-length" | "common" | "patterns" | "composition"; status: "pass" | "fail" | "info" | "pending" }[] }',
    },
  ],
  share: false,
} as const satisfies ToolApi;
