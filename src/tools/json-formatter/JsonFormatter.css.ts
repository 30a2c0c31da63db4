import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { textBesideResult } from '../layout.css';

export { toolRoot as root } from '../layout.css';

// The input: a paragraph's height when stacked; a page's when beside the output.
export const { layout, input } = textBesideResult('60rem', 14, 28);

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const indentSelect = style({ width: `calc(${vars.space.xxxl} * 2.5)` });

/** The switch sits on the select's baseline row. */
export const sortSwitch = style({ minHeight: vars.control.md, justifyContent: 'center' });

/** Narrow tools: tighter tabs, so all three fit at 320px. */
export const outputTabs = style({});
globalStyle(`${outputTabs} [role="tab"]`, {
  '@container': { '(max-width: 24rem)': { paddingInline: vars.space.xs } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export { emptyResult as empty } from '../layout.css';

// ---- Error details -------------------------------------------------------------------------

export { panel as errorDetails, panelHeader as errorHeader, panelTitle as errorWhere } from './panel.css';

export const frame = style({
  overflowX: 'auto',
  padding: `${vars.space.xs} 0`,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const frameLine = style({
  display: 'flex',
  minWidth: 'max-content',
  paddingInlineEnd: vars.space.md,
  whiteSpace: 'pre',
  color: vars.color.textMuted,
});

export const frameLineError = style({ background: vars.color.dangerSubtle, color: vars.color.text });

export const frameNumber = style({ paddingBlock: 0, paddingInline: `${vars.space.md} ${vars.space.xs}`, userSelect: 'none' });

export const frameMarker = style({
  width: vars.space.md,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
});

export const frameCode = style({});

export const frameMark = style({
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSolid,
  color: vars.color.onDanger,
  fontWeight: vars.fontWeight.bold,
});

export const frameClip = style({ color: vars.color.textMuted });
