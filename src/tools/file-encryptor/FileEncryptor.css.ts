import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { gridArea, twoColumnAreas } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** The form first (on a phone its result follows the button at once), the format beside it from 52rem. */
export const layout = twoColumnAreas('"main format"');
export const mainArea = style([gridArea('main'), { minWidth: 0 }]);
export const formatArea = style([gridArea('format'), { minWidth: 0 }]);

const noteBase = { margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', selectors: { '&:empty': { display: 'none' } } } as const;

export const muted = style({ ...noteBase, color: vars.color.textMuted });
export const error = style({ ...noteBase, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const chosen = style({ ...noteBase, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const fileField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

// The result card's button row: a long "Download {name}" wraps inside its button on a phone.
export { actions } from '../result-card.css';

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted });

export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.control.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const disclosureBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  padding: vars.space.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** Offsets and sizes: monospace, kept on one line, left to right in every locale. */
export const number = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const stepsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
