import { describe, expect, it } from 'vitest';
import * as tools from '../../../src/lib/tools';
import * as ui from '../../../src/lib/ui';
import { toolIds } from '../../../src/tools/ids';
import { toolLoaders } from '../../../src/tools/loaders';

const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
const camel = (id: string) => pascal(id).replace(/^./, (c) => c.toLowerCase());

describe('toolshed/tools', () => {
  it.each(toolIds)('exports %s as the same component and declaration the site and embed load', async (id) => {
    const loaded = await toolLoaders[id]!();
    const exported = tools as unknown as Record<string, unknown>;
    expect(exported[pascal(id)]).toBe(loaded.default);
    expect(exported[`${camel(id)}Api`]).toBe(loaded.api);
  });

  it('exports nothing but the tools, their declarations and the id list', () => {
    const expected = [...toolIds.flatMap((id) => [pascal(id), `${camel(id)}Api`]), 'toolIds', 'toolIdsByCategory'].sort();
    expect(Object.keys(tools).sort()).toEqual(expected);
  });
});

describe('toolshed/ui', () => {
  it('exports the theme, the ThemeProvider and the components tools are built from', () => {
    for (const name of ['ThemeProvider', 'themeClass', 'vars', 'lightColors', 'darkColors', 'Button', 'Card', 'TextField', 'TextArea', 'Select', 'Dialog', 'Tabs', 'Stack', 'Inline', 'Grid']) {
      expect(ui, name).toHaveProperty(name);
    }
    expect(typeof ui.themeClass).toBe('string');
    expect(ui.themeClass).not.toBe('');
    expect(ui.lightColors.background).toBe('#f8fafc');
  });
});
