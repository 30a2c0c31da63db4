import type { ToolApi } from '../api';

/** The BMI calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'units', type: 'enum', values: ['metric', 'us'], default: 'metric', description: 'Unit system: "metric" (cm, kg) or "us" (ft and in, lb).' },
    {
      name: 'height',
      type: 'number',
      default: 0,
      min: 0,
      max: 280,
      description: 'Initial height: centimeters for metric, total inches for US (70 = 5 ft 10 in). 0 leaves the field empty.',
    },
    { name: 'weight', type: 'number', default: 0, min: 0, max: 1433, description: 'Initial weight: kilograms for metric, pounds for US. 0 leaves the field empty.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change to the measurements or the units.',
      detail:
        '{ units: "metric" | "us"; bmi: number | null; category: "underweight" | "normal" | "overweight" | "obese-1" | "obese-2" | "obese-3" | null; healthyMin: number | null; healthyMax: number | null; unit: "kg" | "lb"; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
