import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Pick Any Color', text: 'Use the color well, type a 6-digit hex code, roll a random color, start from 18 presets, or pick from the screen where your browser allows it.' },
    { title: 'Instant Palettes', text: 'Eight related colors: two darker and two lighter steps (kept between 10% and 90% lightness), plus complementary and analogous hues.' },
    { title: 'Every Format', text: 'HEX, RGB, RGBA, HSL, HSLA, HSV, CMYK and OKLCH, each one click from the clipboard. The Any Color field reads every CSS color: #fff, rgb(255 0 0 / 50%), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() and names like rebeccapurple; alpha shows in HEX, RGBA and HSLA, and colors outside sRGB are clipped and flagged.' },
    { title: 'Contrast Check', text: 'WCAG 2 contrast against white and black with AA and AAA marks for normal and large text.' },
  ],
  steps: [
    { title: 'Choose a color', text: 'On Color Picker, click the color well, type a hex code such as #3b82f6 (3-digit shorthand is not accepted), or press a preset.' },
    { title: 'Explore the palette', text: 'Color Palette shows eight variations; click one to make it the current color and build a new palette from it.' },
    { title: 'Convert', text: 'Format Converter lists the color in every format and checks its contrast as text on white and on black. Paste any CSS color into Any Color to convert from it.' },
    { title: 'Copy', text: 'Every value has a Copy button. Your last color is remembered in this browser for next time.' },
  ],
};
