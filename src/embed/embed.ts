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

let mountModule: Promise<typeof import('./mount')> | undefined;
const loadMount = () => (mountModule ??= import('./mount'));

function defineToolElement(id: string, load: NonNullable<(typeof toolLoaders)[keyof typeof toolLoaders]>) {
  const name = ELEMENT_PREFIX + id;
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
            this.mounted = mountTool(this, tool, { onChange: (detail) => (this.last = detail) });
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
