import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as Foundations from '../../../stories/docs/Foundations';
import { componentName, elementSnippet, reactSnippet, toolIdForStoriesFile } from '../../../stories/docs/tool-usage';

import { toolApis } from '../../../src/tools/apis';
import { catalogue } from '../../../src/tools/catalogue';
import { vars } from '../../../src/ui/theme/theme.css';
import { contrastPairs, darkTheme, lightTheme } from '../../../src/ui/theme/tokens';
import { contrastRatio, formatRatio } from '../../../src/ui/theme/contrast';
import { media } from '../../../src/site/layout/breakpoints';

/*
 * Keeps the Storybook docs whole (issue #14): every design-system component documents itself in
 * its source (what the autodocs page shows), has a stories file (its docs page), the Foundations
 * pages render every token of the theme contract, and the Introduction comes first.
 */

const COMPONENTS_DIR = 'src/ui/components';
const componentFiles = fs
  .readdirSync(COMPONENTS_DIR)
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => path.join(COMPONENTS_DIR, f));
const uiStories = fs
  .readdirSync('stories/ui')
  .filter((f) => f.endsWith('.stories.tsx'))
  .map((f) => fs.readFileSync(path.join('stories/ui', f), 'utf8'));

const jsDocText = (node: ts.Node): string =>
  ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();

interface ComponentDoc {
  file: string;
  name: string;
  description: string;
}
interface PropDoc {
  file: string;
  owner: string;
  name: string;
  description: string;
}

/**
 * Reads the components' sources without type-checking (fast): exported PascalCase functions are
 * components; members of interfaces declared beside them are their own props (inherited
 * react-aria props are documented by react-aria and hidden from the props table, as Storybook's
 * react-docgen-typescript filter hides everything from node_modules).
 */
function readComponents(files: string[]): { components: ComponentDoc[]; props: PropDoc[] } {
  const components: ComponentDoc[] = [];
  const props: PropDoc[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    for (const statement of source.statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) {
        components.push({ file, name: statement.name.text, description: jsDocText(statement) });
      }
      const addMembers = (owner: string, members: ts.NodeArray<ts.TypeElement>) => {
        for (const member of members) {
          if (!member.name) continue;
          const name = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(source);
          props.push({ file, owner, name, description: jsDocText(member) });
        }
      };
      // Inline prop types (`type XProps = Omit<…> & { … }`, `({ a }: { a: string })`) count too.
      const addLiterals = (owner: string, node: ts.Node) => {
        if (ts.isTypeLiteralNode(node)) addMembers(owner, node.members);
        else ts.forEachChild(node, (child) => addLiterals(owner, child));
      };
      // Prop types are named …Props by convention (internal state types are not props).
      if (ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Props')) addMembers(statement.name.text, statement.members);
      if (ts.isTypeAliasDeclaration(statement) && statement.name.text.endsWith('Props')) addLiterals(statement.name.text, statement.type);
      if (exported && ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) {
        const propsType = statement.parameters[0]?.type;
        if (propsType) addLiterals(`${statement.name.text} props`, propsType);
      }
    }
  }
  return { components, props };
}

const { components, props } = readComponents(componentFiles);

describe('every src/ui component is documented in its source', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThanOrEqual(35);
    expect(components.map((c) => c.name)).toEqual(expect.arrayContaining(['Button', 'Dialog', 'ConfirmDialog', 'Tabs', 'Tab', 'Stack']));
  });

  it.each(components.map((c) => [c.name, c] as const))('%s has a description (JSDoc) saying what it is for', (_, component) => {
    expect(component.description, `${component.file}: add a JSDoc comment above ${component.name}`).not.toBe('');
  });

  it('every own prop has a description (JSDoc)', () => {
    const missing = props.filter((p) => p.description === '').map((p) => `${p.file}: ${p.owner}.${p.name}`);
    expect(missing).toEqual([]);
  });

  it.each(components.map((c) => [c.name] as const))('%s has a docs page: a stories file names it as component or subcomponent', (name) => {
    const pattern = new RegExp(`component:\\s*${name}\\b|subcomponents:\\s*\\{[^}]*\\b${name}\\b`);
    expect(uiStories.some((text) => pattern.test(text)), `no stories/ui/*.stories.tsx has component: ${name} or subcomponents: { ${name} }`).toBe(true);
  });

  it('fails on a component without a description (the check itself)', () => {
    const file = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'docs-')), 'Bare.tsx');
    fs.writeFileSync(file, 'interface BareProps { label: string }\nexport function Bare({ label }: BareProps) { return <b>{label}</b>; }\n');
    const bare = readComponents([file]);
    expect(bare.components).toEqual([{ file, name: 'Bare', description: '' }]);
    expect(bare.props).toEqual([{ file, owner: 'BareProps', name: 'label', description: '' }]);
  });
});

/** React escapes text and attribute values: compare with the escaped form. */
const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

describe('the Foundations pages render every token of the contract', () => {
  const html = [
    Foundations.ColorTokens,
    Foundations.ContrastPairs,
    Foundations.Typography,
    Foundations.Spacing,
    Foundations.Radii,
    Foundations.Shadows,
    Foundations.Motion,
    Foundations.FocusRing,
    Foundations.Breakpoints,
  ]
    .map((block) => renderToString(createElement(block)))
    .join('\n');

  const groups = Object.keys(vars) as Array<keyof typeof vars>;
  it('covers every group of the contract', () => {
    expect(groups.sort()).toEqual(Object.keys(lightTheme).sort());
  });

  for (const group of groups) {
    it(`shows every ${group} token with its light and dark value`, () => {
      for (const name of Object.keys(vars[group])) {
        expect(html, `${group}.${name}`).toContain(`>${escapeHtml(name)}<`);
        for (const theme of [lightTheme, darkTheme]) {
          const value = (theme[group] as Record<string, string>)[name];
          expect(value, `${group}.${name}`).toBeDefined();
          expect(html, `${group}.${name} = ${value}`).toContain(escapeHtml(value!));
        }
      }
    });
  }

  it('shows each contrast pair with the ratio computed from the token values, in both themes', () => {
    for (const { fg, bg } of contrastPairs) {
      for (const theme of [lightTheme, darkTheme]) {
        expect(html).toContain(formatRatio(contrastRatio(theme.color[fg], theme.color[bg])));
      }
    }
    // 23 pairs × 2 themes, each with a level mark.
    expect(html.match(/>(AAA|AA|Fail)</g)).toHaveLength(contrastPairs.length * 2);
  });

  it('shows every breakpoint', () => {
    for (const [name, query] of Object.entries(media)) {
      expect(html).toContain(`>${name}<`);
      expect(html).toContain(escapeHtml(query));
    }
  });

  it('follows a token change: the rendered value is the token object, not a copy', () => {
    const spacing = renderToString(createElement(Foundations.Spacing));
    expect(spacing).toContain(`${lightTheme.space.lg}</code> <span`);
    expect(Foundations.remToPx(lightTheme.space.lg)).toBe('24px');
  });
});

describe('Storybook entry points', () => {
  const sort = getStorySortParameter(fs.readFileSync('.storybook/preview.tsx', 'utf8')) as { order: Array<string | string[]> };
  const mdxTitles = fs
    .readdirSync('stories/docs')
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => /<Meta title="([^"]+)"/.exec(fs.readFileSync(path.join('stories/docs', f), 'utf8'))?.[1]);

  it('the Introduction exists and is first in the sidebar', () => {
    expect(mdxTitles).toContain('Introduction');
    expect(sort.order[0]).toBe('Introduction');
    expect(sort.order[1]).toBe('Foundations');
  });

  it('every Foundations page is in the sidebar order, and every listed page exists', () => {
    const pages = mdxTitles.filter((t) => t?.startsWith('Foundations/')).map((t) => t!.slice('Foundations/'.length));
    expect([...pages].sort()).toEqual([...(sort.order[2] as string[])].sort());
  });

  it('every tool has a stories file, so its docs page shows how to use it', () => {
    for (const tool of catalogue) {
      const file = `./stories/tools/${componentName(tool.id)}.stories.tsx`;
      expect(fs.existsSync(file), file).toBe(true);
      expect(toolIdForStoriesFile(file)).toBe(tool.id);
    }
    expect(toolIdForStoriesFile('./stories/ui/Button.stories.tsx')).toBeUndefined();
  });
});

describe('a tool docs page shows both uses, generated from its api.ts', () => {
  const api = toolApis.find((entry) => entry.id === 'word-counter')!.api;

  it('React: the named import, one prop per input at its default, and onChange', () => {
    expect(reactSnippet('word-counter', api)).toBe(
      [
        "import { WordCounter } from 'toolshed/tools';",
        "import 'toolshed/styles.css'; // once per app: every component's styles",
        '',
        'export function Example() {',
        '  return (',
        '    <WordCounter',
        '      initialText=""',
        '      onChange={(detail) => console.log(detail)}',
        '    />',
        '  );',
        '}',
      ].join('\n'),
    );
  });

  it('HTML: the loader, the element with theme and every attribute, and the event listener', () => {
    expect(elementSnippet('word-counter', api)).toBe(
      [
        '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script>',
        '',
        '<toolshed-word-counter theme="auto" initial-text=""></toolshed-word-counter>',
        '',
        '<script type="module">',
        "  document.querySelector('toolshed-word-counter').addEventListener('toolshed-change', (event) => {",
        '    console.log(event.detail);',
        '  });',
        '</script>',
      ].join('\n'),
    );
  });

  it('every built tool: each input appears as a prop and as an attribute', () => {
    for (const { id, api: toolApi } of toolApis) {
      const react = reactSnippet(id, toolApi);
      const element = elementSnippet(id, toolApi);
      expect(react).toContain(`import { ${componentName(id)} } from 'toolshed/tools';`);
      expect(element).toContain(`<toolshed-${id}`);
      for (const input of toolApi.inputs) {
        expect(element).toContain(` ${input.name}="`);
        expect(react).toMatch(new RegExp(`\\b${input.name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}=`));
      }
    }
  });
});
