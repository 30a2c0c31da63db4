import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Smooth Downscaling', text: 'Large reductions halve the image step by step with high-quality smoothing, so edges stay clean instead of jagged.' },
    { title: 'Exact Sizes', text: 'Type a width or height with the aspect ratio locked, pick a preset from 25 % to 400 %, or set both and choose contain, cover or stretch.' },
    { title: 'PNG, JPEG or WebP', text: 'Choose the output format and, for JPEG and WebP, the quality; see the new file size next to the original.' },
    { title: 'Private by Design', text: 'Images are decoded and resized in your browser; nothing is uploaded.' },
  ],
  steps: [
    { title: 'Choose an image', text: 'Pick or drop a PNG, JPEG, WebP, GIF or SVG file.' },
    { title: 'Set the size', text: 'Use a percentage preset or type the width or height; unlock the ratio to fill a box of your own.' },
    { title: 'Pick the format', text: 'PNG keeps transparency; JPEG and WebP are smaller, with a quality slider.' },
    { title: 'Save it', text: 'Download saves resized-<name> with the right extension; Copy Image puts a PNG on the clipboard.' },
  ],
};
