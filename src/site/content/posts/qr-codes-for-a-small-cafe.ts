import type { PostBlock } from '../blog';
import { bullets, heading, link, mono, para, snippet } from '../post-blocks';

export const body: PostBlock[] = [
  para(
    'QR codes work best when each one does a single job and the person scanning knows what will happen. This case study follows a typical small café, with twelve tables, a counter and a front window, through the three codes worth printing, made with the ',
    link('/tools/qr-generator', 'QR Code Generator'),
    ' and the ',
    link('/tools/utm-builder', 'UTM Builder'),
    '. Both run in the browser, so the Wi-Fi password never leaves the laptop it was typed on.',
  ),
  heading('1. The Menu'),
  para(
    'The menu code should point to a page the café controls, such as ',
    mono('example-cafe.com/menu'),
    ', not to a PDF on a file-sharing service. When prices change, the page changes and the printed codes keep working. To see which placements get used, the link carries campaign parameters:',
  ),
  snippet('Menu link', 'text', 'https://example-cafe.com/menu?utm_source=table-card&utm_medium=qr&utm_campaign=menu'),
  para(
    'A second version with ',
    mono('utm_source=window'),
    ' goes on the poster in the front window. After a month, the site’s analytics show how many menu visits came from each placement, with no scanner app or paid QR service involved. A longer address makes a denser code, which is fine at table-card size. For very small prints, shorten the path on your own site rather than relying on a third-party link shortener that could disappear.',
  ),
  heading('2. Guest Wi-Fi'),
  para(
    'Choose WiFi Network as the type, enter the network name and password, and pick the security type (WPA for almost every modern router). The generator encodes the standard Wi-Fi format:',
  ),
  snippet('Wi-Fi QR content', 'text', 'WIFI:T:WPA;S:CafeGuest;P:flat-white-2024;;'),
  para(
    'The camera apps on current iPhones and Android phones recognize this format and offer to join the network, so nobody has to copy a password off a chalkboard. Special characters such as ',
    mono(';'),
    ' or ',
    mono(':'),
    ' in the name or password are escaped for you. If the password changes every season, the code has to be reprinted too, so put it on a small card in a stand rather than on laminated menus.',
  ),
  heading('3. Reviews'),
  para(
    'A code by the till can open the café’s review page directly. This is the code where a short prompt matters most: “Enjoyed your coffee? Scan to leave us a review” tells people what they are agreeing to before they lift their phone.',
  ),
  heading('Printing So Every Code Scans'),
  bullets(
    'Size: at least 2 cm (0.8 in) across on table cards. As a rule of thumb a code scans from about ten times its width, so a window poster read from 2 m away needs a code about 20 cm wide.',
    'Quiet zone: keep a blank margin of at least four modules around the code. Cropping it tight is the most common reason a printed code fails.',
    'Contrast: dark modules on a light background. Inverted or pale color schemes defeat many scanners.',
    'Error correction: level M is a good default. Choose Q or H only when a logo will cover part of the code or the print is likely to get scuffed.',
    'Format: download SVG for print, so the code stays sharp at any size, and PNG for screens and social posts.',
    'Test: scan the printed proof with at least two different phones before ordering a hundred cards.',
  ),
  para(
    'The result is three codes, each with one clear purpose and a label that says what it does, and after a month, real numbers on which ones customers use.',
  ),
];
