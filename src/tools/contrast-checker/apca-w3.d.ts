// The two functions of apca-w3 (no types of its own) this tool calls.
declare module 'apca-w3' {
  /** APCA Lc from the text's and the background's screen luminance Y (0–1); polarity matters. */
  export function APCAcontrast(txtY: number, bgY: number, places?: number): number | string;
  /** Screen luminance Y from 8-bit sRGB channels. */
  export function sRGBtoY(rgb: readonly number[]): number;
}
