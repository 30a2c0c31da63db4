import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/tools/catalogue';
import { spriteIconNames, spriteSymbolId } from '../../../src/ui/icons/sprite-names';
import { SYMBOL_STORE_ID } from '../../../src/ui/icons/sprite-symbols';
import { pageSymbols } from '../../../src/site/page-symbols';
// @ts-expect-error the generator is a plain .mjs script without type declarations
import { buildSprite, spriteNames, symbolId } from '../../../scripts/icon-sprite.mjs';

describe('icon sprite', () => {
  it('is up to date with its name list (run `npm run icons` after adding a name)', () => {
    expect(spriteNames()).toEqual([...spriteIconNames]);
    expect(readFileSync('src/ui/icons/sprite.svg', 'utf8')).toBe(buildSprite());
  });

  it('draws every catalogue icon', () => {
    const sprite = readFileSync('src/ui/icons/sprite.svg', 'utf8');
    for (const tool of catalogue) expect(sprite).toContain(`<symbol id="${spriteSymbolId(tool.icon)}" viewBox="0 0 24 24">`);
  });

  it('names its symbols as SpriteIcon points at them', () => {
    for (const name of spriteIconNames) expect(symbolId(name)).toBe(spriteSymbolId(name));
  });
});

describe('a prerendered page\'s symbols', () => {
  const sprite = readFileSync('src/ui/icons/sprite.svg', 'utf8');
  const symbolOf = (name: (typeof spriteIconNames)[number]) => new RegExp(`<symbol id="${spriteSymbolId(name)}"[\\s\\S]*?</symbol>`).exec(sprite)![0];
  const use = (name: (typeof spriteIconNames)[number]) => `<svg class="i"><use href="#${spriteSymbolId(name)}"></use></svg>`;

  it('are exactly the symbols its icons use, once each, in a store that is not displayed', () => {
    const html = `<main>${use('Palette')}<p>x</p>${use('Hash')}${use('Palette')}</main>`;
    expect(pageSymbols(html)).toBe(`<svg id="${SYMBOL_STORE_ID}" display="none" aria-hidden="true">${symbolOf('Palette')}${symbolOf('Hash')}</svg>`);
  });

  it('are nothing on a page without sprite icons', () => {
    expect(pageSymbols('<main><h1>About</h1><svg><path d="M0 0"></path></svg></main>')).toBe('');
  });

  it('fail the build for an icon the sprite lacks', () => {
    expect(() => pageSymbols('<svg><use href="#icon-NoSuchIcon"></use></svg>')).toThrow('the sprite has no symbol icon-NoSuchIcon');
  });

  it('keeps icons out of the catalogue module: adding a tool adds no icon code to any page', () => {
    // The catalogue is in every page's entry; a lucide import there would ship one React
    // component per tool to every page (issue #9).
    const source = readFileSync('src/tools/catalogue.ts', 'utf8');
    expect(source).not.toMatch(/from 'lucide-react'/);
    for (const file of ['src/site/sections/ToolCard.tsx', 'src/site/layout/CommandPalette.tsx', 'src/site/sections/home/CategoryCards.tsx']) {
      expect(readFileSync(file, 'utf8')).toMatch(/<SpriteIcon name=/);
    }
  });
});
