/** The font family the right-to-left social cards are drawn with. */
export const RTL_CARD_FONT: string;
/** A line's width in pixels as resvg draws it with the card's font. */
export function measureText(text: string, fontSize: number, fontWeight: 400 | 700): number;
/** The card's SVG as a PNG. */
export function renderRtlCard(svg: string): Promise<Buffer>;
