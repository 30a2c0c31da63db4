/**
 * Icons drawn from the site's SVG sprite (sprite.svg, generated from lucide-react by
 * `npm run icons`). The catalogue's 29 tool icons and the home sections' icons are here so
 * that no page ships them as React components: adding a tool adds one <symbol> to a cached
 * file, not JavaScript to every page. Names are lucide-react export names.
 */
export const spriteIconNames = [
  'Activity',
  'Binary',
  'Blend',
  'Bot',
  'Braces',
  'Cake',
  'Calculator',
  'CaseSensitive',
  'CodeXml',
  'FileCode2',
  'FileDiff',
  'FileSearch',
  'Fingerprint',
  'Gift',
  'Hash',
  'Image',
  'KeyRound',
  'Link2',
  'ListTree',
  'Lock',
  'Megaphone',
  'MonitorSmartphone',
  'Palette',
  'Percent',
  'QrCode',
  'Ruler',
  'Share2',
  'ShieldCheck',
  'Sparkles',
  'Tags',
  'Text',
  'TextQuote',
  'TrendingUp',
  'Zap',
] as const;

export type SpriteIconName = (typeof spriteIconNames)[number];

/** A sprite symbol's id, in the sprite file and in a page (scripts/icon-sprite.mjs writes the same). */
export const spriteSymbolId = (name: SpriteIconName) => `icon-${name}`;
