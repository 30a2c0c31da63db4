import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { textBesideResult } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** The Markdown beside the result once the tool is wide enough (site or embed); stacked below. */
// The input: a paragraph's height when stacked; a page's when beside the result.
export const { layout, input } = textBesideResult('56rem', 12, 24);

export { emptyResult as empty } from '../layout.css';

/** Copy and Download above both views; they wrap under each other on a narrow phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** The rendered Markdown: the page's type scale and tokens, scrolling inside its own frame. */
export const preview = style({
  minWidth: 0,
  maxHeight: `calc(${vars.space.xxxl} * 10)`,
  overflow: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

const inPreview = (selector: string) => selector.split(',').map((part) => `${preview} ${part.trim()}`).join(', ');

globalStyle(inPreview('> :first-child'), { marginBlockStart: 0 });
globalStyle(inPreview('> :last-child'), { marginBlockEnd: 0 });
globalStyle(inPreview('h1, h2, h3, h4, h5, h6'), {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(inPreview('h1'), {
  fontSize: vars.fontSize.xxl,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(inPreview('h2'), {
  fontSize: vars.fontSize.xl,
  paddingBlockEnd: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(inPreview('h3'), { fontSize: vars.fontSize.lg });
globalStyle(inPreview('h4, h5, h6'), { fontSize: vars.fontSize.md });
globalStyle(inPreview('p, ul, ol, dl, blockquote, pre, table, details, figure, hr'), { marginBlock: `0 ${vars.space.md}` });
globalStyle(inPreview('ul, ol'), { paddingInlineStart: vars.space.xl });
globalStyle(inPreview('li + li, li > ul, li > ol'), { marginBlockStart: vars.space.xxs });
globalStyle(inPreview('li > p'), { marginBlock: `0 ${vars.space.xs}` });
// Task lists: no bullet, the (disabled) checkbox in its place.
globalStyle(inPreview('li:has(> input[type="checkbox"]), li:has(> p > input[type="checkbox"])'), { listStyle: 'none' });
globalStyle(inPreview('ul:has(> li > input[type="checkbox"])'), { paddingInlineStart: vars.space.lg });
globalStyle(inPreview('input[type="checkbox"]'), {
  marginBlock: 0,
  marginInline: `0 ${vars.space.xs}`,
  verticalAlign: 'middle',
  accentColor: vars.color.accentSolid,
  width: vars.fontSize.md,
  height: vars.fontSize.md,
});
globalStyle(inPreview('a'), { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '0.15em' });
globalStyle(inPreview('a:focus-visible'), { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm });
globalStyle(inPreview('code, kbd, samp, pre'), { fontFamily: vars.font.mono, fontSize: '0.9em' });
globalStyle(inPreview(':not(pre) > code, kbd'), {
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});
globalStyle(inPreview('kbd'), { border: `1px solid ${vars.color.border}` });
// Code wraps in the preview: a sideways scroll inside the preview would be a second scroll area.
globalStyle(inPreview('pre'), {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'pre-wrap',
  // Code reads left to right in every locale.
  direction: 'ltr',
  textAlign: 'start',
});
globalStyle(inPreview('blockquote'), {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.space.xxs} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});
// A table wider than the preview scrolls with the preview (a focusable, named region), never the page.
globalStyle(inPreview('table'), { borderCollapse: 'collapse', overflowWrap: 'normal' });
globalStyle(inPreview('th, td'), {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
});
globalStyle(inPreview('th'), { background: vars.color.surfaceAlt, fontWeight: vars.fontWeight.semibold });
globalStyle(inPreview('th[align="center"], td[align="center"]'), { textAlign: 'center' });
globalStyle(inPreview('th[align="right"], td[align="right"]'), { textAlign: 'right' });
globalStyle(inPreview('th[align="left"], td[align="left"]'), { textAlign: 'left' });
globalStyle(inPreview('hr'), { border: 0, borderBlockStart: `1px solid ${vars.color.border}` });
globalStyle(inPreview('del, s'), { color: vars.color.textMuted });
globalStyle(inPreview('mark'), { background: vars.color.warningSubtle, color: vars.color.text });
globalStyle(inPreview('.footnotes'), { fontSize: vars.fontSize.sm, color: vars.color.textMuted, borderBlockStart: `1px solid ${vars.color.border}` });
// GFM's footnote label is for screen readers (micromark marks it `sr-only`).
globalStyle(inPreview('.sr-only'), {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Where an image would be: its alt text in a dashed frame (the preview fetches nothing). */
export const imagePlaceholder = style({
  display: 'inline-block',
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const removedList = style({ margin: 0, overflowWrap: 'anywhere' });
