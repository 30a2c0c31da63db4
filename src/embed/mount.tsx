import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_PortalProvider } from 'react-aria';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import monoUrl from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url';
import { themeClass } from '../ui/theme/theme.css';
import type { ToolProps } from '../tools/loaders';
import { embedRoot, portalRoot } from './embed.css';

// Without this flag react-aria's press and focus handling ignore events inside shadow roots.
enableShadowDOM();

/**
 * The embed's one stylesheet, beside toolshed.js; this module is emitted into chunks/
 * (vite.embed.config.ts). The path sits in a variable so the bundler leaves it alone.
 */
const STYLESHEET = '../toolshed.css';

export interface MountedTool {
  setTheme(theme: string | null): void;
  unmount(): void;
}

let fontsAdded = false;
/**
 * @font-face rules inside a shadow root are ignored by browsers, so the fonts are registered
 * on the document through the FontFace API (also allowed under a strict host style-src CSP).
 */
function addFonts() {
  if (fontsAdded || typeof FontFace === 'undefined') return;
  fontsAdded = true;
  const faces = [
    new FontFace('Inter Variable', `url(${new URL(interUrl, import.meta.url).href}) format("woff2")`, { weight: '100 900', display: 'swap' }),
    new FontFace('JetBrains Mono Variable', `url(${new URL(monoUrl, import.meta.url).href}) format("woff2")`, { weight: '100 800', display: 'swap' }),
  ];
  for (const face of faces) document.fonts.add(face);
}

function applyTheme(wrapper: HTMLElement, theme: string | null) {
  if (theme === 'light' || theme === 'dark') wrapper.setAttribute('data-theme', theme);
  else wrapper.removeAttribute('data-theme');
}

const IGNORED_ATTRIBUTES = new Set(['theme', 'class', 'style', 'id', 'slot', 'hidden', 'tabindex']);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Element attributes (except presentation ones) become the tool's initial props. */
function attributesToProps(host: HTMLElement): Record<string, string> {
  const props: Record<string, string> = {};
  for (const { name, value } of Array.from(host.attributes)) {
    if (!IGNORED_ATTRIBUTES.has(name) && !name.startsWith('aria-') && !name.startsWith('data-')) props[camel(name)] = value;
  }
  return props;
}

export function mountTool(host: HTMLElement, Tool: ComponentType<ToolProps>): MountedTool {
  addFonts();
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(STYLESHEET, import.meta.url).href;

  // One themed wrapper holds both the React tree and react-aria's portals (popovers, dialogs),
  // so overlays get the theme too; `all: initial` stops the host's inherited styles.
  const wrapper = document.createElement('div');
  wrapper.className = `${themeClass} ${embedRoot}`;
  applyTheme(wrapper, host.getAttribute('theme'));
  const app = document.createElement('div');
  const portals = document.createElement('div');
  portals.className = portalRoot;
  wrapper.append(app, portals);

  // Render only once the stylesheet is in, so the tool never flashes unstyled.
  wrapper.hidden = true;
  link.addEventListener('load', () => (wrapper.hidden = false), { once: true });
  link.addEventListener('error', () => (wrapper.hidden = false), { once: true });
  shadow.append(link, wrapper);

  const onChange = (detail: unknown) => {
    host.dispatchEvent(new CustomEvent('toolshed-change', { detail, bubbles: true, composed: true }));
  };

  const root = createRoot(app);
  root.render(
    <StrictMode>
      <UNSAFE_PortalProvider getContainer={() => portals}>
        <Tool {...attributesToProps(host)} onChange={onChange} />
      </UNSAFE_PortalProvider>
    </StrictMode>,
  );

  return {
    setTheme: (theme) => applyTheme(wrapper, theme),
    unmount: () => {
      root.unmount();
      shadow.replaceChildren();
    },
  };
}
