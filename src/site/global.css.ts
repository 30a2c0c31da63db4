import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

// Site-only globals (the embed must not touch its host page).
globalStyle('html, body', { margin: 0, minHeight: '100%' });
globalStyle('body', { background: vars.color.background });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle('p', { margin: 0 });
