import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Three Kinds of Gradient', text: 'Linear with an angle, radial with a shape and center, and conic with a start angle and center; any of them can repeat.' },
    { title: 'Up to Eight Color Stops', text: 'Add, remove, move and reverse stops with buttons that work from the keyboard; each has a hex color and a position.' },
    { title: 'Smoother Blends', text: 'Mix colors in OKLab or OKLCH (in oklch) instead of sRGB to avoid the gray middle of complementary colors.' },
    { title: 'Ready-to-Paste CSS', text: 'A background or background-image declaration that updates as you edit, with one-click copy.' },
  ],
  steps: [
    { title: 'Start from a preset or Random', text: 'Pick a preset, or press Random for fresh colors from your browser’s secure random generator.' },
    { title: 'Choose the type', text: 'Switch between linear, radial and conic, then set the angle, shape or center.' },
    { title: 'Tune the stops', text: 'Type hex colors or use the color picker, set positions in percent, and reorder with the arrow buttons.' },
    { title: 'Copy the CSS', text: 'Copy CSS puts the declaration on the clipboard; paste it into your stylesheet.' },
  ],
};
