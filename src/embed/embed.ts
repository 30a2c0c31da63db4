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

function defineAll() {
  for (const [id, load] of Object.entries(toolLoaders)) {
    if (load) defineToolElement(id, load);
  }
}

// Iframe embeds: a host page with this script resizes every <iframe data-toolshed> showing one of
// our frame pages to the height the frame reports (src/embed/frame.ts). Only messages from this
// script's own origin, and only for the iframe that sent them.
const ORIGIN = new URL(import.meta.url).origin;
addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (event.origin !== ORIGIN || data?.type !== 'toolshed:resize' || typeof data.height !== 'number' || !(data.height >= 0)) return;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-toolshed]')) {
    if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(data.height)}px`;
  }
});

// On a frame page (/embed/frame/{id}/) the query sets the element's attributes before it starts.
const frameId = document.documentElement.dataset.toolshedFrame;
const frameLoad = frameId ? toolLoaders[frameId as keyof typeof toolLoaders] : undefined;
if (frameId && frameLoad) {
  Promise.all([import('./frame'), frameLoad()])
    .then(([{ startFrame }, tool]) => startFrame(frameId, tool.api ?? { inputs: [], events: [] }))
    .catch((error: unknown) => console.error('Toolshed frame failed to start', error))
    .finally(defineAll);
} else {
  defineAll();
}
