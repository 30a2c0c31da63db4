import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Three kinds of gradient', text: 'Linear with an angle, radial with a shape and centre, and conic with a start angle and centre; any of them can repeat.' },
    { title: 'Up to eight colour stops', text: 'Add, remove, move and reverse stops with buttons that work from the keyboard; each has a hex colour and a position.' },
    { title: 'Smoother blends', text: 'Mix colours in OKLab or OKLCH (in oklch) instead of sRGB to avoid the grey middle of complementary colours.' },
    { title: 'Ready-to-paste CSS', text: 'A background or background-image declaration that updates as you edit, with one-click copy.' },
  ],
  steps: [
    { title: 'Start from a preset or Random', text: 'Pick a preset, or press Random for fresh colours from your browser’s secure random generator.' },
    { title: 'Choose the type', text: 'Switch between linear, radial and conic, then set the angle, shape or centre.' },
    { title: 'Tune the stops', text: 'Type hex colours or use the colour picker, set positions in percent, and reorder with the arrow buttons.' },
    { title: 'Copy the CSS', text: 'Copy CSS puts the declaration on the clipboard; paste it into your stylesheet.' },
  ],
};
