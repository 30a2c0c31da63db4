import { style } from '@vanilla-extract/css';

/** The provider's own box: a block that holds the themed subtree and its overlay container. */
export const provider = style({ display: 'block' });

/** Overlays (popovers, dialogs, tooltips) position themselves; this only keeps them on top. */
export const portalContainer = style({ position: 'relative', zIndex: 1 });
