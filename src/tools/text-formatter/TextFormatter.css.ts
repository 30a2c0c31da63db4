import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on narrow widths, the result right after the input and the steps after it (on a
 * phone the result is on screen while typing); once the tool is wide enough the steps sit beside
 * the input and result, and any extra height goes below the result.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"input" "output" "steps"',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"input steps" "output steps"',
    },
  },
});

export const inputArea = style({ gridArea: 'input', minWidth: 0 });
export const stepsArea = style({ gridArea: 'steps', minWidth: 0 });
export const outputArea = style({ gridArea: 'output', minWidth: 0 });

/** The result's code block inside its card: framed like a field. */
export const output = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const stepInvalid = style({ borderColor: vars.color.danger });

export const stepHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const stepNumber = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const stepTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const stepActions = style({
  flex: 'none',
  display: 'flex',
  gap: vars.space.xxs,
});

export const stepDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stepFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'start',
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const addPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const addTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const addGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const addGroupLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const addButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});
// Long step names (German's "Zeilenenden vereinheitlichen") wrap inside their button on a phone.
globalStyle(`${addButtons} > button`, { whiteSpace: 'normal', maxWidth: '100%' });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
