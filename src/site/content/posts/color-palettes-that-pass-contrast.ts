import type { PostBlock } from '../blog';
import { bullets, heading, link, para } from '../post-blocks';

export const body: PostBlock[] = [
  para(
    'A palette that looks good on a mood board can still fail the people who have to read it. About one in twelve men has some form of color vision deficiency, phones are read in bright sunlight, and everyone’s contrast sensitivity declines with age. The fix is not a duller palette. It is checking contrast while you choose the colors, not after the screens are built.',
  ),
  heading('Know the Three Numbers'),
  para(
    'The Web Content Accessibility Guidelines (WCAG) measure contrast as a ratio from 1:1, no difference at all, to 21:1, black on white. Level AA asks for:',
  ),
  bullets(
    '4.5:1 for normal body text (success criterion 1.4.3).',
    '3:1 for large text: at least 24 px, or about 18.7 px when bold.',
    '3:1 for the parts of controls and graphics people need to see, such as input borders, focus rings and chart lines (success criterion 1.4.11).',
  ),
  heading('Start From One Color'),
  para(
    'Pick your brand color in the ',
    link('/tools/color-picker', 'Color Palette Generator'),
    '. The palette it builds has eight swatches: your color, two darker and two lighter steps of the same hue, its complement (the hue turned 180°) and two analogous colors (30° either side). Click any swatch to make it the new base, and copy any color as HEX, RGB, HSL, HSV, CMYK or OKLCH.',
  ),
  para(
    'Then test the pairs you will actually use. The bright blue #3b82f6 is a popular default for buttons, but white text on it reaches only 3.68:1: enough for large text, not for a 14 px button label. One step darker, #2563eb, gives 5.17:1 and passes. Darker again, #1d4ed8 reaches 6.70:1 on white, which makes it a comfortable color for links in body text.',
  ),
  heading('Make the Steps Even With OKLCH'),
  para(
    'Lightening a color in HSL does not lighten it evenly: a yellow and a blue with the same HSL lightness look nothing alike in brightness. The lightness channel of OKLCH is designed to follow perception, so equal steps in L look like equal steps on screen, and contrast becomes more predictable across hues. When you build a scale of tints and shades, move L in even steps and reduce chroma towards the extremes, where very light and very dark colors cannot hold much saturation.',
  ),
  heading('Rules That Save Rework'),
  bullets(
    'Never let color alone carry meaning. Pair red and green states with an icon or a word.',
    'Name colors by role (text, muted text, border, accent, danger) and check each role against every background it will sit on.',
    'Design dark mode as its own set of pairs. Inverting a light palette produces glaring accents; lighter, less saturated accents on a near-black background read better.',
    [
      'Check text over a ',
      link('/tools/gradient-generator', 'gradient'),
      ' against both its lightest and its darkest point: it has to pass at both ends.',
    ],
    'Re-test after every tweak. A slightly brighter brand color can silently drop a button label below 4.5:1.',
  ),
  para(
    'Toolshed’s own interface is built this way. Every text and background pair in both the light and the dark theme is checked against these ratios by an automated test, so a color change that breaks contrast fails the build before anyone sees it.',
  ),
];
