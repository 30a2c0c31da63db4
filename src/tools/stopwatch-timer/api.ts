import type { ToolApi } from '../api';

// Plain data, no import of the logic module: /docs/api and the manifest read every declaration. A
// unit test checks these limits and defaults against the logic's own.
export const API_MODES = ['stopwatch', 'timer', 'pomodoro'] as const;

/** The stopwatch and timer's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'mode', type: 'enum', values: API_MODES, default: 'stopwatch', description: 'Which clock shows: the stopwatch with laps, the countdown timer, or the Pomodoro cycle.' },
    { name: 'duration', type: 'number', default: 300, min: 1, max: 359999, integer: true, description: 'The countdown in seconds, 1 to 359,999 (99:59:59).' },
    { name: 'work', type: 'number', default: 25, min: 1, max: 180, integer: true, description: 'Minutes of each Pomodoro work session, 1 to 180.' },
    { name: 'short-break', type: 'number', default: 5, min: 1, max: 60, integer: true, description: 'Minutes of a short break, 1 to 60.' },
    { name: 'long-break', type: 'number', default: 15, min: 1, max: 120, integer: true, description: 'Minutes of the long break, 1 to 120.' },
    { name: 'rounds', type: 'number', default: 4, min: 1, max: 12, integer: true, description: 'Work sessions before the long break, 1 to 12.' },
    { name: 'sound', type: 'boolean', default: true, description: 'Play a short tone (made in the browser, no file) when the timer or a Pomodoro phase ends.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The settings and the state of the shown clock after every press, lap, alert and phase change (not on every tick).',
      detail:
        '{ mode: "stopwatch" | "timer" | "pomodoro"; status: "idle" | "running" | "paused" | "done"; duration: number; work: number; shortBreak: number; longBreak: number; rounds: number; sound: boolean; laps: number[]; splits: number[]; alerts: number; phase: "work" | "shortBreak" | "longBreak"; completedWork: number }',
    },
  ],
  linkNote: 'A link carries the settings (timer length, Pomodoro lengths, sound), never a running clock or laps.',
} as const satisfies ToolApi;
