import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Every Size a Site Needs', text: 'PNG icons at 16, 32, 48, 180 (Apple touch), 192 and 512 pixels, scaled down in steps for crisp small sizes.' },
    { title: 'A Real favicon.ico', text: 'One .ico file holding 16, 32 and 48 pixel images, read by every browser.' },
    { title: 'Manifest and HTML Tags', text: 'A site.webmanifest with your name and colors, and the <link> tags to paste into your page head.' },
    { title: 'Private by Design', text: 'Your image is drawn in your browser; nothing is uploaded.' },
  ],
  steps: [
    { title: 'Choose a source', text: 'Type a letter or emoji, or upload or drop an image (PNG, JPEG, WebP, GIF or SVG).' },
    { title: 'Style it', text: 'Pick the background and letter colors and a square, rounded or circle shape.' },
    { title: 'Check the previews', text: 'See the icon in light and dark browser tabs and at every size.' },
    { title: 'Download', text: 'Download favicons.zip with everything, or single files, then paste the HTML tags into your <head>.' },
  ],
};
