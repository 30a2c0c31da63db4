import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { fieldInput, typedText } from '../../ui/styles.css';
import { monoText } from '../../ui/components/TextField.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** One column on a phone (Convert, then Two's Complement); side by side from 52rem. */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');

/** The label at the start, the field's copy button at the end, above the field. */
export const fieldHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: vars.control.sm,
});

/**
 * A textarea one line high that grows with its number and wraps at digit groups (any place
 * when it has none), so nothing scrolls sideways or clips at 320 px.
 */
export const numberInput = style([
  fieldInput,
  typedText,
  monoText,
  {
    display: 'block',
    resize: 'none',
    fieldSizing: 'content',
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** The base chooser above the Other Base field, set apart from the four named bases. */
export const otherBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const baseSelect = style({ maxWidth: '20rem' });

/** Which field was read and its size: the answer's one-line summary, announced. */
export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Digit Grouping beside Uppercase Letters where there is room; stacked on a phone. */
export const settingsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const settingField = style({ flex: '1 1 14rem', minWidth: 0 });

export const widthList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const widthItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingBlockStart: 0 } },
});

export const widthTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** Label over value, the copy button at the end of the row. */
export const bitsRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const bitsText = style({ minWidth: 0 });

export const bitsLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const bitsValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
});

export const readings = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
