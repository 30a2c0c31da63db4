import type { ToolApi } from '../api';

// Plain data, no import of the logic module: /docs/api and the manifest read every declaration. A
// unit test checks these limits and defaults against the logic's own.
export const API_MODES = ['stopwatch', 'timer', 'pomodoro'] as const;

/** The stopwatch and timer's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'mode', type: 'enum', values: API_MODES, default: 'stopwatch', description: 'The clock shown: stopwatch, countdown timer or Pomodoro.' },
    { name: 'duration', type: 'number', default: 300, min: 1, max: 359999, integer: true, description: 'The countdown in seconds (up to 99:59:59).' },
    { name: 'work', type: 'number', default: 25, min: 1, max: 180, integer: true, description: 'Minutes of a Pomodoro work session.' },
    { name: 'short-break', type: 'number', default: 5, min: 1, max: 60, integer: true, description: 'Minutes of a short break.' },
    { name: 'long-break', type: 'number', default: 15, min: 1, max: 120, integer: true, description: 'Minutes of the long break.' },
    { name: 'rounds', type: 'number', default: 4, min: 1, max: 12, integer: true, description: 'Work sessions before the long break.' },
    { name: 'sound', type: 'boolean', default: true, description: 'A tone when time is up.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Settings and the shown clock’s state after each press, lap and alert (not each tick).',
      detail:
        '{ mode: string; status: "idle" | "running" | "paused" | "done"; duration: number; work: number; shortBreak: number; longBreak: number; rounds: number; sound: boolean; laps: number[]; splits: number[]; alerts: number; phase: string; completedWork: number }',
    },
  ],
  linkNote: 'A link carries the settings, never a running clock or laps.',
} as const satisfies ToolApi;
