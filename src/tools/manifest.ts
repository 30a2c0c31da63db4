import { propName, type ToolApi, type ToolInput } from './api';
import { formatCount } from '../ui/format';

/** One line per input type, as TypeScript source, for docs and the manifest. */
export function inputTypeText(input: ToolInput): string {
  switch (input.type) {
    case 'enum':
      return input.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'string';
  }
}

/** Range and length notes for the docs ("4–50, whole numbers"). */
export function inputConstraintText(input: ToolInput): string {
  if (input.type === 'number') {
    const range = input.min !== undefined && input.max !== undefined ? `${input.min}–${input.max}` : input.min !== undefined ? `≥ ${input.min}` : input.max !== undefined ? `≤ ${input.max}` : '';
    return [range, input.integer ? 'whole numbers' : ''].filter(Boolean).join(', ');
  }
  if (input.type === 'string' && input.maxLength !== undefined) return `up to ${formatCount(input.maxLength)} characters`;
  return '';
}

export const THEME_INPUT = {
  name: 'theme',
  type: 'enum',
  values: ['light', 'dark', 'auto'],
  default: 'auto',
  description: "Color scheme; auto follows the visitor's system setting.",
} as const satisfies ToolInput;

/** Every element speaks the page's language (issue #31): its own `lang`, or the nearest ancestor's. */
export const LANG_INPUT = {
  name: 'lang',
  type: 'string',
  default: '',
  description:
    "Language of the tool's text (en, de or ar; a regional tag such as de-AT counts as de). Without it the element follows the nearest ancestor's lang, up to <html lang>, else English. Arabic lays the tool out right to left. Changing it re-renders the tool in the new language.",
} as const satisfies ToolInput;

/** CSS custom properties a host may set on the element; they inherit through the shadow root. */
export const CSS_PROPERTIES = [
  { name: '--toolshed-accent', description: 'Accent color of buttons, links and focus rings (any CSS color).' },
  { name: '--toolshed-radius', description: 'Corner radius of controls and panels (a length).' },
  { name: '--toolshed-font', description: 'Font family of the tool (a font-family list).' },
] as const;

interface ManifestTool {
  id: string;
  name: string;
  description: string;
  api: ToolApi;
}

/**
 * custom-elements.json (schema 2.1.0 of the community manifest) for the embed: every element with
 * its attributes, the matching properties, events, the `root` part and the custom properties.
 */
export function customElementsManifest(tools: ManifestTool[], packageVersion: string) {
  return {
    schemaVersion: '2.1.0',
    readme: 'Toolshed embed: one <toolshed-{id}> custom element per tool. Load /embed/toolshed.js as a module script.',
    modules: [
      {
        kind: 'javascript-module',
        path: 'embed/toolshed.js',
        declarations: tools.map((tool) => {
          const inputs = [THEME_INPUT, LANG_INPUT, ...tool.api.inputs];
          return {
            kind: 'class',
            customElement: true,
            name: `Toolshed${tool.id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Element`,
            tagName: `toolshed-${tool.id}`,
            summary: tool.name,
            description: tool.description,
            attributes: inputs.map((input) => ({
              name: input.name,
              type: { text: inputTypeText(input) },
              default: JSON.stringify(input.default),
              description: input.description,
              fieldName: propName(input.name),
            })),
            members: [
              {
                kind: 'field',
                name: 'value',
                readonly: true,
                type: { text: `${tool.api.events[0]?.detail ?? 'unknown'} | null` },
                description: 'The detail of the latest toolshed-change event; null until the tool reports.',
              },
            ],
            events: tool.api.events.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detail}>` },
              description: `${event.description} Bubbles and is composed.`,
            })),
            cssParts: [{ name: 'root', description: 'The tool’s outer container inside the shadow root.' }],
            cssProperties: CSS_PROPERTIES.map((p) => ({ ...p })),
          };
        }),
        exports: tools.map((tool) => ({
          kind: 'custom-element-definition',
          name: `toolshed-${tool.id}`,
          declaration: { name: `Toolshed${tool.id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Element`, module: 'embed/toolshed.js' },
        })),
      },
    ],
    package: { name: 'toolshed', version: packageVersion },
  };
}
