import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Note list beside the editor once the tool is wide enough. */
export const workspace = splitLayout('46rem', 'minmax(14rem, 2fr) minmax(0, 5fr)');

/**
 * While the vault check runs (and on the prerendered page) the tool holds about the height of the
 * first screen it will show, so the page below does not jump when that screen arrives.
 */
export const opening = style({
  minHeight: '43rem',
  '@container': { '(min-width: 36rem)': { minHeight: '41rem' } },
});

/** The create/unlock forms stay at a readable width. */
export const gate = style({ maxWidth: '36rem', width: '100%' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const noteList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '28rem',
  overflowY: 'auto',
});

/**
 * Rows out of the list's view skip layout and paint until scrolled to (they stay in the
 * accessibility tree and in find-in-page): laying out 1,000 rows at unlock was 150–300 ms.
 */
export const noteItem = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 4rem' });

export const noteButton = style({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    width: '100%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    border: `1px solid transparent`,
    cursor: 'pointer',
    color: vars.color.text,
    selectors: {
      '&:hover': { background: vars.color.surfaceAlt },
      '&[aria-current="true"]': { background: vars.color.accentSubtle, borderColor: vars.color.accent },
      '&:focus-visible': focusRing,
    },
});

export const noteTitle = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const noteDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const saveState = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
