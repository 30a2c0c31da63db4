import { Wrench } from 'lucide-react';

/**
 * The brand mark: this glyph in `onAccent` on an `accentSolid` tile. The header draws it, and the
 * favicon, app icons and social cards are generated from it (src/site/brand-assets.ts).
 */
export const LogoGlyph = Wrench;
