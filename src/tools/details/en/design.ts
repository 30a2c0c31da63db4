import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in English; tags are comma-separated.
export default {
  'color-picker.description': 'Pick a color, build an 8-color palette and convert between HEX, RGB, HSL, HSV, CMYK and OKLCH.',
  'color-picker.tags': 'color, palette, hex, contrast',
  'gradient-generator.description': 'Design linear, radial and conic CSS gradients with up to eight color stops and copy the CSS.',
  'gradient-generator.tags': 'css, gradient, background, color',
  'qr-generator.description': 'Create QR codes for links, text, Wi-Fi, e-mail, SMS, phone, location and contact cards, offline.',
  'qr-generator.tags': 'qr, wifi, vcard, png, svg',
  'image-resizer.description': 'Resize and convert PNG, JPEG, WebP and GIF images with high-quality downscaling, in your browser.',
  'image-resizer.tags': 'image, resize, compress, webp',
  'favicon-generator.description': 'Turn an image, letter or emoji into favicon.ico, PNG icons, a web manifest and the HTML tags.',
  'favicon-generator.tags': 'favicon, icon, manifest, ico',
  'contrast-checker.description': 'Check text and background colors against WCAG 2.2 AA and AAA, see the APCA Lc value and get a passing color.',
  'contrast-checker.tags': 'contrast, wcag, accessibility, apca',
  'box-shadow-generator.description': 'Build layered CSS box-shadows with offset, blur, spread, color and inset, see them on a card and copy the CSS.',
  'box-shadow-generator.tags': 'box-shadow, css, shadow, design',
  'svg-optimizer.description': 'Optimize SVG files with SVGO in your browser: remove editor metadata, round numbers, see the size saved and both images side by side.',
  'svg-optimizer.tags': 'svg, svgo, minify, icons',
} satisfies DetailMessages<'design'>;
