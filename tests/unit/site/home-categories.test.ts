import { describe, expect, it } from 'vitest';
import { categoryParam, shownCategories } from '../../../src/site/sections/home/CategoryCards';
import { catalogue } from '../../../src/tools/catalogue';

describe('home category cards', () => {
  it('count the catalogue: the spec promised 12, 8, 15, 7 and 6, and all 53 tools now exist', () => {
    const counts = Object.fromEntries(shownCategories().map((category) => [categoryParam(category.name), category.count]));
    expect(counts).toEqual({ productivity: 12, design: 8, developer: 15, seo: 7, security: 6 });
    expect(catalogue).toHaveLength(53);
  });

  it('a card counts exactly the catalogue entries of its category', () => {
    for (const category of shownCategories()) {
      expect(category.count).toBe(catalogue.filter((tool) => tool.category === categoryParam(category.name)).length);
    }
  });
});
