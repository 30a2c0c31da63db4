/**
 * Toolshed embed loader (dist/embed/toolshed.js). Defines <toolshed-{id}> for every built
 * tool. Kept tiny: React, the theme and the tool itself load only when an element connects.
 *
 *   <script type="module" src="https://toolshed.example/embed/toolshed.js"></script>
 *   <toolshed-word-counter theme="dark"></toolshed-word-counter>
 */
import { toolLoaders } from '../tools/loaders';
import type { MountedTool } from './mount';

const ELEMENT_PREFIX = 'toolshed-';

/**
 * The stylesheets an element links into its shadow root, as paths relative to this file: `base`
 * (theme, embed root) for every tool, plus the tool's own (its code's CSS, its ui components').
 * vite.embed.config.ts writes the real lists in at build time, where this name stands.
 */
declare const __TOOLSHED_STYLESHEETS__: { base: string[]; tools: Partial<Record<string, string[]>> };
const STYLESHEETS = __TOOLSHED_STYLESHEETS__;
const stylesheetsOf = (id: string) => [...STYLESHEETS.base, ...(STYLESHEETS.tools[id] ?? [])].map((file) => new URL(file, import.meta.url).href);

let mountModule: Promise<typeof import('./mount')> | undefined;
const loadMount = () => (mountModule ??= import('./mount'));

function defineToolElement(id: string, load: NonNullable<(typeof toolLoaders)[keyof typeof toolLoaders]>) {
  const name = ELEMENT_PREFIX + id;
  const stylesheets = stylesheetsOf(id);
  // A second copy (or another version) of this script must never throw.
  if (customElements.get(name)) return;

  customElements.define(
    name,
    class ToolshedElement extends HTMLElement {
      static observedAttributes = ['theme'];
      private mounted: MountedTool | undefined;
      private starting = false;
      private last: unknown = null;

      /** The detail of the latest toolshed-change event (null until the tool reports). Read-only. */
      get value(): unknown {
        return this.last;
      }

      connectedCallback() {
        if (this.mounted || this.starting) return;
        this.starting = true;
        Promise.all([loadMount(), load()]).then(
          ([{ mountTool }, tool]) => {
            this.starting = false;
            if (!this.isConnected || this.mounted) return;
            this.mounted = mountTool(this, tool, { stylesheets, onChange: (detail) => (this.last = detail) });
          },
          (error: unknown) => {
            this.starting = false;
            console.error(`<${name}> failed to load`, error);
          },
        );
      }

      disconnectedCallback() {
        // Moving an element in the DOM disconnects and reconnects it synchronously: keep it.
        queueMicrotask(() => {
          if (!this.isConnected && this.mounted) {
            this.mounted.unmount();
            this.mounted = undefined;
          }
        });
      }

      attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
        if (attribute === 'theme') this.mounted?.setTheme(value);
      }
    },
  );
}

for (const [id, load] of Object.entries(toolLoaders)) {
  if (load) defineToolElement(id, load);
}
