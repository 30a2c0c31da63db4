import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../ui/theme/theme.css';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 },
  variants: {
    variant: {
      card: {
        padding: vars.space.lg,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.sm,
      },
      footer: {},
    },
  },
  defaultVariants: { variant: 'card' },
});

export type NewsletterVariants = NonNullable<RecipeVariants<typeof root>>;

export const heading = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.semibold, color: vars.color.text },
  variants: {
    variant: {
      card: { display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.lg },
      footer: { fontSize: vars.fontSize.sm },
    },
  },
});

export const headingIcon = style({ color: vars.color.accent, flexShrink: 0 });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });

export const form = recipe({
  base: { display: 'flex', gap: vars.space.xs, minWidth: 0 },
  variants: {
    variant: {
      card: { flexDirection: 'column', alignItems: 'stretch' },
      // Field and button on one row; the button lines up with the input, not the label.
      footer: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-start' },
    },
  },
});

// Only the footer's row layout lets the field grow; in the card's column, flex-basis would set its height.
export const footerField = style({ flex: '1 1 12rem' });

export const footerButton = style({
  // Label height + the gap above the input, so the button sits level with the input.
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxs})`,
});

// Always mounted (a live region must exist before its text changes); empty takes no space.
export const status = style({ selectors: { '&:empty': { position: 'absolute' } } });

export const confirmation = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const confirmationIcon = style({ color: vars.color.success, flexShrink: 0, marginBlockStart: `calc((1lh - ${vars.fontSize.md}) / 2)` });

export const feedRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const email = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
