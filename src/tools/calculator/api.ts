import type { ToolApi } from '../api';

export const api = {
  inputs: [
    { name: 'initial-value', type: 'number', default: 0, description: 'The number shown when the calculator opens (basic mode).' },
    { name: 'mode', type: 'enum', values: ['basic', 'scientific'], default: 'basic', description: 'basic: the keypad calculator; scientific: typed expressions with functions, powers and roots.' },
    { name: 'angle', type: 'enum', values: ['deg', 'rad'], default: 'deg', description: 'The angle unit of sin, cos, tan and their inverses in scientific mode.' },
    { name: 'expression', type: 'string', default: '', maxLength: 500, description: 'The expression the scientific mode starts with, e.g. sin(30)*2.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description:
        'After every key: the display, the pending expression (scientific mode: the typed expression), any error and the memory (null in scientific mode).',
      detail: '{ display: string; value: number | null; expression: string; error: string | null; memory: number | null }',
    },
  ],
} as const satisfies ToolApi;
