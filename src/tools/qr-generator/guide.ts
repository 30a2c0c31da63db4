import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    {
      title: 'Multiple Types',
      text: 'Website URLs, plain text, WiFi networks, e-mail, SMS, phone numbers, locations and contact cards (vCard 3.0).',
    },
    {
      title: 'Customizable',
      text: 'Four sizes from 128 to 1024 pixels, your own colors, margin and error correction from L (7%) to H (30%).',
    },
    {
      title: 'High Quality',
      text: 'Crisp PNG with whole pixels per module, or a vector SVG that stays sharp at any print size.',
    },
    {
      title: 'Private by Design',
      text: 'Codes are encoded in your browser. Nothing you type, not even a WiFi password, is sent anywhere or stored.',
    },
  ],
  steps: [
    { title: 'Choose a type', text: 'Pick what the code should do: open a link, join a WiFi network, start an e-mail or SMS, call, show a place or save a contact.' },
    { title: 'Fill in the details', text: 'The preview updates as you type and shows the exact data the code holds.' },
    { title: 'Adjust the look', text: 'Choose a size and colors. Keep a dark code on a light background so every scanner can read it; raise error correction for printed codes.' },
    { title: 'Save or share', text: 'Download a PNG (qr-code-{timestamp}.png) or SVG, copy the image, or copy the encoded data.' },
  ],
};
