import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

import { inputsResultLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';
export { inputArea, resultArea, optionsArea, status, note, hint, actions } from '../result-card.css';

/** The inputs, the result beside them from 52rem (see layout.css.ts). */
export const layout = inputsResultLayout();

/**
 * A discount and its type side by side on every width: the select takes the width of its longest
 * option ("Percent", "Prozent"), never cut, and the field the rest, even on a 320 px phone.
 */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});
