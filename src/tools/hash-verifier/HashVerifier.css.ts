import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';
// The verdict's details look like the generator's digests: one label, value and hash style for both.
export {
  muted,
  digestList as details,
  digestLabel as detailLabel,
  digestValueRow as hashRow,
  digestValue as hash,
} from '../hash-generator/HashGenerator.css';

/** Inputs beside the verdict once the tool is wide enough (site or embed). */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const detailRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const detailValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
