import { describe, expect, it } from 'vitest';
import { elementTypes } from '../../../src/embed/element-types';
import { toolApis } from '../../../src/tools/apis';
import { getTool } from '../../../src/tools/catalogue';

const files = elementTypes(toolApis.map(({ id, api }) => ({ id, name: getTool(id)?.name ?? id, api })));

describe('the elements\' generated types (toolshed/embed, toolshed/embed/react)', () => {
  it('map every built tool\'s tag to its typed element, in the tag map and in JSX', () => {
    expect(toolApis.length).toBeGreaterThan(20);
    for (const { id } of toolApis) {
      expect(files.index).toMatch(new RegExp(`^    'toolshed-${id}': Toolshed\\w+Element;$`, 'm'));
      expect(files.react).toMatch(new RegExp(`^      'toolshed-${id}': ToolshedElementProps<Toolshed\\w+Element, \\w+Attributes, \\w+ChangeDetail>;$`, 'm'));
    }
  });

  it('type each attribute from its declaration, and the detail as declared', () => {
    expect(files.index).toContain("export type JsonFormatterChangeDetail = { valid: boolean | null; error: string | null; formatted: string; minified: string };");
    expect(files.index).toContain("  indent?: '2' | '4' | 'tab';");
    expect(files.index).toContain("  'sort-keys'?: boolean | 'true' | 'false';");
    expect(files.index).toContain("  'initial-text'?: string;");
    // Defaults to true: React 19 would remove the attribute for false, which means true again.
    expect(files.index).toContain("  uppercase?: true | 'true' | 'false';");
    expect(files.index).toContain("  'initial-length'?: number | `${number}`;");
  });
});
