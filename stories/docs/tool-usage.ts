import { propName, type InputValue, type ToolApi } from '../../src/tools/api';
import { EMBED_SCRIPT_URL, elementName } from '../../src/site/pages/ApiDocsSection';
import { catalogue } from '../../src/tools/catalogue';

/*
 * The two ways to use a tool, as code, generated from its declaration (src/tools/<id>/api.ts) so a
 * tool's Storybook docs page can never disagree with its element or its props.
 */

/** `json-formatter` → `JsonFormatter`: the component's export name in `toolshed/tools`. */
export const componentName = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());

function jsxProp(name: string, value: InputValue): string {
  if (typeof value === 'string' && !/["\n{}<>&]/.test(value)) return `${name}="${value}"`;
  return `${name}={${JSON.stringify(value)}}`;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** React: import the component; each declared input is a prop (its starting value), the event is onChange. */
export function reactSnippet(id: string, api: ToolApi): string {
  const name = componentName(id);
  const props = api.inputs.map((input) => `  ${jsxProp(propName(input.name), input.default)}`);
  const event = api.events[0];
  if (event) props.push('  onChange={(detail) => console.log(detail)}');
  const element = props.length === 0 ? `<${name} />` : `<${name}\n${props.join('\n')}\n/>`;
  return `import { ${name} } from 'toolshed/tools';\nimport 'toolshed/styles.css'; // once per app: every component's styles\n\nexport function Example() {\n  return (\n${element.replace(/^/gm, '    ')}\n  );\n}`;
}

/** HTML: the loader script, the element with every declared attribute at its default, and a listener. */
export function elementSnippet(id: string, api: ToolApi): string {
  const tag = elementName(id);
  const attributes = ['theme="auto"', ...api.inputs.map((input) => `${input.name}="${escapeAttribute(String(input.default))}"`)];
  const open = attributes.length > 2 ? `<${tag}\n${attributes.map((a) => `  ${a}`).join('\n')}\n>` : `<${tag} ${attributes.join(' ')}>`;
  const lines = [`<script type="module" src="${EMBED_SCRIPT_URL}"></script>`, '', `${open}</${tag}>`];
  for (const event of api.events) {
    lines.push(
      '',
      '<script type="module">',
      `  document.querySelector('${tag}').addEventListener('${event.name}', (event) => {`,
      '    console.log(event.detail);',
      '  });',
      '</script>',
    );
  }
  return lines.join('\n');
}

/** The stories file of a tool is `stories/tools/<ComponentName>.stories.tsx`: find the tool it shows. */
export function toolIdForStoriesFile(fileName: string | undefined): string | undefined {
  const match = /(?:^|\/)tools\/([A-Za-z0-9]+)\.stories\.tsx?$/.exec(fileName ?? '');
  return match ? catalogue.find((tool) => componentName(tool.id) === match[1])?.id : undefined;
}
