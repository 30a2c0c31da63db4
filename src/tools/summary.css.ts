import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

/**
 * The first answer right under the field (a cron expression's description, a timestamp's ISO
 * form): visible while typing on a phone, with its copy button at the end of the line when it fits.
 */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const summaryText = style({ margin: 0, minWidth: 0, flex: '1 1 14rem' });

const summaryValueBase = {
  display: 'block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
} as const;

/** The answer in words. */
export const summaryValue = style(summaryValueBase);

/** The answer as code (a date in ISO 8601). */
export const summaryCode = style({ ...summaryValueBase, fontFamily: vars.font.mono });
