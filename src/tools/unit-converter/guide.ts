import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Ten Categories', text: 'Length, mass, temperature, area, volume, speed, time, digital storage, energy and pressure.' },
    { title: 'Exact Decimals', text: 'Decimal arithmetic, not floating point: 0.7 in is exactly 1.778 cm. Results show up to 15 significant digits, or the number of decimals you pick (0–10) under Decimals.' },
    { title: 'kB and KiB', text: 'Digital storage keeps SI (1 kB = 1000 B) and binary IEC units (1 KiB = 1024 B) apart, plus bits.' },
    { title: 'Every Unit at Once', text: 'The All units table shows the amount in each unit of the category; copy a row or the whole table.' },
  ],
  steps: [
    { title: 'Pick a category', text: 'Choose what you are measuring; the units switch to that category.' },
    { title: 'Type an amount', text: 'Type in either field: the other one follows. Grouped digits like 1,000 or 1 000, a leading + and exponents like 1.5e6 work too; use a point for decimals.' },
    { title: 'Choose the units', text: 'Pick the From and To units, or press Swap units to turn the conversion around.' },
    { title: 'Copy', text: 'Copy the result, one row of the All units table, or the whole table as plain text.' },
  ],
};
