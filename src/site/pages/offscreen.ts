import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/**
 * For long parts of a page that start below the fold (the API reference's 29 elements, a tool's
 * guide and related tools): the browser skips their layout and paint until they come near the
 * viewport, so the first paint and the frames after it lay out what is on screen. They stay in
 * the accessibility tree and in find-in-page. `estimate` is the placeholder height; once laid
 * out, the real height is remembered, so the scrollbar settles instead of jumping.
 *
 * The containment clips painting at the padding box, so `reach` (a padding taken back by a
 * negative margin) must cover whatever the contents paint outside themselves: a focus ring
 * (2 px offset + 2 px width, the default) or a hovered card's shadow. `spaceAbove` is the part's
 * distance from what precedes it, kept as written whatever the reach.
 */
export function laidOutWhenNear(estimate: string, { reach = vars.space.xxs, spaceAbove }: { reach?: string; spaceAbove?: string } = {}): StyleRule {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimate}`,
    padding: reach,
    margin: `calc(${reach} * -1)`,
    ...(spaceAbove ? { marginTop: `calc(${spaceAbove} - ${reach})` } : {}),
  };
}
