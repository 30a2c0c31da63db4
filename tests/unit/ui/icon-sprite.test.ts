import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/tools/catalogue';
import { spriteIconNames } from '../../../src/ui/icons/sprite-names';
// @ts-expect-error the generator is a plain .mjs script without type declarations
import { buildSprite, spriteNames } from '../../../scripts/icon-sprite.mjs';

describe('icon sprite', () => {
  it('is up to date with its name list (run `npm run icons` after adding a name)', () => {
    expect(spriteNames()).toEqual([...spriteIconNames]);
    expect(readFileSync('src/ui/icons/sprite.svg', 'utf8')).toBe(buildSprite());
  });

  it('draws every catalogue icon', () => {
    const sprite = readFileSync('src/ui/icons/sprite.svg', 'utf8');
    for (const tool of catalogue) expect(sprite).toContain(`<symbol id="${tool.icon}" viewBox="0 0 24 24">`);
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
