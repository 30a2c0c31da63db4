import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid',
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    minWidth: 0,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSubtle, color: vars.color.success, borderColor: vars.color.success },
      error: { background: vars.color.dangerSubtle, color: vars.color.danger, borderColor: vars.color.danger },
      info: { background: vars.color.accentSubtle, color: vars.color.accent, borderColor: vars.color.accent },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning, borderColor: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type StatusBannerVariants = NonNullable<RecipeVariants<typeof banner>>;
export const statusTones = ['success', 'error', 'info', 'warning'] as const;

/** One line tall, so the icon centres on the first line of text however long the message is. */
export const iconSlot = style({
  display: 'flex',
  alignItems: 'center',
  height: '1lh',
});

export const message = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** Pulls the dismiss button into the padding so its hit area doesn't make the banner taller. */
export const dismiss = style({
  marginBlock: `calc(${vars.space.xxs} * -1)`,
  marginInlineEnd: `calc(${vars.space.xxs} * -1)`,
  // Doubled: the Button's ghost variant sets color and hover background with the same selectors,
  // so which of the two won depended on the order their style sheets arrived in.
  selectors: {
    '&&': { color: 'inherit' },
    '&&[data-hovered]:not([data-disabled]), &&[data-pressed]': {
      // Tinted from the tone colour so hover reads on every tone's background.
      background: 'color-mix(in srgb, currentColor 14%, transparent)',
    },
  },
});
