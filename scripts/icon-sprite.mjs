// Writes src/ui/icons/sprite.svg: one <symbol> per name in src/ui/icons/sprite-names.ts, drawn
// by lucide-react itself (so aliases and updates follow the package). `npm run icons` after
// adding a name; a unit test fails while the committed sprite is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

export const SPRITE_FILE = 'src/ui/icons/sprite.svg';

/** A symbol's id in the sprite and in a page (as spriteSymbolId in src/ui/icons/sprite-names.ts; a unit test checks both). */
export const symbolId = (name) => `icon-${name}`;

export function spriteNames(source = readFileSync('src/ui/icons/sprite-names.ts', 'utf8')) {
  const list = /spriteIconNames = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([A-Za-z0-9]+)'/g)].map((m) => m[1]);
}

export function buildSprite(names = spriteNames()) {
  const symbols = names.map((name) => {
    const icon = lucide[name];
    if (!icon) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(icon));
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_FILE, buildSprite());
  console.log(`${SPRITE_FILE}: ${spriteNames().length} icons`);
}
