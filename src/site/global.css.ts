import { globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

// Site-only globals (the embed must not touch its host page).
globalStyle('html, body', { margin: 0, minHeight: '100%' });
globalStyle('body', { background: vars.color.background });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle('p', { margin: 0 });

// react-aria's press handling wants this rule and injects it as an inline <style> unless an
// element with id "react-aria-pressable-style" exists. The prerender gives the site stylesheet's
// <link> that id, so the strict CSP (style-src 'self') never meets an inline style.
const ariaLayer = globalLayer('react-aria');
globalStyle('[data-react-aria-pressable]', { '@layer': { [ariaLayer]: { touchAction: 'pan-x pan-y pinch-zoom' } } });
