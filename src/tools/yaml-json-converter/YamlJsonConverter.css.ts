import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** The notes under a result (a tag the schema does not know, a number JSON cannot hold): long messages wrap. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});
