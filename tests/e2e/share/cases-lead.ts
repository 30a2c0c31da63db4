import { expect } from '@playwright/test';
import type { ShareCase } from './types';

export const leadCases: ShareCase[] = [
  {
    id: 'unit-converter',
    query: 'value=0.7',
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('0.7');
      await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('1.778');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('combobox', { name: 'To unit' }).selectOption('mm');
      },
      params: { value: '0.7', to: 'mm' },
    },
  },
];
