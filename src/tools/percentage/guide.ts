import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Three Calculators', text: 'X% of Y, X is what percent of Y, and the percentage change from X to Y, each keeping its own values.' },
    { title: 'Exact Decimals', text: 'Arithmetic in decimal, not binary floating point: 0.1% of 0.2 is 0.0002, never 0.00020000000000000001.' },
    { title: 'Honest Rounding', text: 'Results round half up to 0–10 decimal places; a rounded result is marked with ≈.' },
    { title: 'Increase or Decrease', text: 'Changes are labelled as an increase or a decrease and show the difference Y − X.' },
  ],
  steps: [
    { title: 'Pick a calculator', text: 'Choose X% of Y, X is what % of Y, or % change.' },
    { title: 'Enter X and Y', text: 'Type numbers such as 12.5, -3 or 1,250; the result updates as you type.' },
    { title: 'Read the sentence', text: 'Each result is spelled out, e.g. “From 80 to 100 is a 25% increase.”' },
    { title: 'Copy the result', text: 'Copy result puts the plain figure on the clipboard, ready to paste into a spreadsheet.' },
  ],
};
