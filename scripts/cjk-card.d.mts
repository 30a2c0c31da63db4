/** The card font of each locale whose cards are drawn in Chinese or Japanese: its family and files per weight. */
export const CJK_CARD_FONTS: Record<'ja' | 'zh-Hans', { family: string; files: Record<400 | 700, string> }>;
/** Line widths in pixels as resvg draws them with the locale's card font. */
export function cjkMeasure(locale: 'ja' | 'zh-Hans'): (text: string, fontSize: number, fontWeight: 400 | 700) => number;
/** The characters of the text the locale's card font has no glyph for. */
export function missingGlyphs(locale: 'ja' | 'zh-Hans', text: string): string[];
/** The card's SVG as a PNG, drawn with the locale's card font. */
export function renderCjkCard(locale: 'ja' | 'zh-Hans', svg: string): Promise<Buffer>;
