import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Colors first, the contrast next to them from 52rem; on a phone the contrast follows the fields. */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

/** The ratio and the two AA verdicts under the fields, only while the Contrast card is below them. */
export const quick = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  '@container': { '(min-width: 52rem)': { display: 'none' } },
});

export const quickRatio = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const summaryLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const ratio = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** The sample: 16 px and 24 px text and a button outline, drawn at their real size. */
export const preview = style({
  display: 'block',
  width: '100%',
  height: '9rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const checkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const checkGroup = style({ flex: '1 0 100%', fontWeight: vars.fontWeight.medium });

export const checkItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontVariantNumeric: 'tabular-nums' });

export const apca = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm, rowGap: vars.space.xxs });
