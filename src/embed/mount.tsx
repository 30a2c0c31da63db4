import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_PortalProvider } from 'react-aria';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import monoUrl from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url';
import { themeClass } from '../ui/theme/theme.css';
import type { ToolModule } from '../tools/loaders';
import { parseInput, propName, type ToolApi } from '../tools/api';
import { embedRoot, hostOverrides, portalRoot } from './embed.css';
import { I18nProvider } from 'react-aria';
import { LocaleProvider, type Catalog } from '../i18n/catalog';
import { DEFAULT_LOCALE, INTL_LOCALE, localeDir, matchPreferredLocale, type SiteLocale } from '../i18n/locales';
import { uiMessages } from '../ui/i18n';

// Without this flag react-aria's press and focus handling ignore events inside shadow roots.
enableShadowDOM();

export interface MountedTool {
  setTheme(theme: string | null): void;
  unmount(): void;
}

/**
 * The element's language: its own `lang`, or the nearest ancestor's (up to `<html lang>`), matched
 * to a locale the tools speak (`de-AT` → de); anything else is English.
 */
export function embedLocale(host: HTMLElement): SiteLocale {
  const tag = host.closest('[lang]')?.getAttribute('lang') ?? '';
  return matchPreferredLocale(tag ? [tag] : []) ?? 'en';
}

/** The element's view of the mounted tool (embed.ts keeps the last change for `element.value`). */
export interface MountOptions {
  onChange?: (detail: unknown) => void;
  /**
   * URLs of the stylesheets to link in the shadow root: the embed's base and this tool's own
   * (embed.ts has the lists, built by vite.embed.config.ts). Links to files on the embed
   * origin, so a host's strict `style-src` CSP allows them; nothing goes into the host's head.
   */
  stylesheets?: readonly string[];
  /** Catalogs the tool's components use besides its own (the design system's), loaded with it. */
  messages?: ReadonlyArray<Catalog<string>>;
}

/** react-aria's strings in `locale` (aria-strings.ts): English is in the bundle, so an English element loads nothing. */
const loadAriaStrings = (locale: SiteLocale) => (locale === DEFAULT_LOCALE ? undefined : import('./aria-strings').then((module) => module.loadEmbedAriaStrings(locale)));

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

/** `theme` is light, dark or auto (the default: follow the visitor's colour scheme). */
function applyTheme(wrapper: HTMLElement, theme: string | null) {
  if (theme === 'light' || theme === 'dark') wrapper.setAttribute('data-theme', theme);
  else wrapper.removeAttribute('data-theme');
  if (theme !== null && theme !== 'auto' && theme !== 'light' && theme !== 'dark') {
    console.warn(`Toolshed: ignored theme="${theme}" (expected light, dark or auto); following the color scheme.`);
  }
}

const warned = new WeakMap<HTMLElement, Set<string>>();
/** Inputs an element has had as attributes: removing one later restores its declared default. */
const seenInputs = new WeakMap<HTMLElement, Set<string>>();

/**
 * The tool's declared inputs read from the element's attributes: a present, valid attribute
 * becomes its typed prop; an absent one is left out so the tool starts from its own default
 * (and remembered settings), unless it was set before and removed, which restores the declared
 * default; an invalid one is ignored (as if absent) with one console warning naming it.
 */
export function attributesToProps(host: HTMLElement, api: ToolApi): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const seen = seenInputs.get(host) ?? new Set<string>();
  seenInputs.set(host, seen);
  for (const input of api.inputs) {
    const raw = host.getAttribute(input.name);
    if (raw === null) {
      // Never set: the tool starts from its own default (and remembered settings). Set, then
      // removed: back to the declared default, as the docs promise.
      if (seen.has(input.name)) props[propName(input.name)] = input.default;
      continue;
    }
    seen.add(input.name);
    const parsed = parseInput(input, raw);
    if (parsed.ok) {
      props[propName(input.name)] = parsed.value;
      continue;
    }
    const warnedHere = warned.get(host) ?? new Set<string>();
    warned.set(host, warnedHere);
    const key = `${input.name}=${raw}`;
    if (!warnedHere.has(key)) {
      warnedHere.add(key);
      console.warn(`<${host.localName}>: ignored ${input.name}="${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}" (${parsed.reason}); using the default.`);
    }
  }
  return props;
}

export function mountTool(host: HTMLElement, tool: ToolModule, options: MountOptions = {}): MountedTool {
  const Tool: ComponentType<Record<string, unknown>> = tool.default;
  const api: ToolApi = tool.api ?? { inputs: [], events: [] };
  addFonts();
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();

  const links = (options.stylesheets ?? []).map((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    return link;
  });

  // One themed wrapper holds both the React tree and react-aria's portals (popovers, dialogs),
  // so overlays get the theme too; `all: initial` stops the host's inherited styles.
  const wrapper = document.createElement('div');
  wrapper.className = `${themeClass} ${embedRoot}`;
  // Hosts style the container from outside with toolshed-x::part(root).
  wrapper.setAttribute('part', 'root');
  applyTheme(wrapper, host.getAttribute('theme'));
  const app = document.createElement('div');
  app.className = hostOverrides;
  const portals = document.createElement('div');
  portals.className = `${portalRoot} ${hostOverrides}`;
  wrapper.append(app, portals);

  // Show the tool only once every stylesheet is in (or failed), so it never flashes unstyled.
  let pending = links.length;
  wrapper.hidden = pending > 0;
  const settled = () => {
    pending -= 1;
    if (pending === 0) wrapper.hidden = false;
  };
  for (const link of links) {
    link.addEventListener('load', settled, { once: true });
    link.addEventListener('error', settled, { once: true });
  }
  shadow.append(...links, wrapper);

  const onChange = (detail: unknown) => {
    options.onChange?.(detail);
    host.dispatchEvent(new CustomEvent('toolshed-change', { detail, bubbles: true, composed: true }));
  };

  const root = createRoot(app);
  // Attributes are the tool's starting values: when one changes (or is removed), the tool starts
  // again from the new set, so the element always shows what its attributes say.
  let generation = 0;
  let current = JSON.stringify(attributesToProps(host, api));
  let locale = embedLocale(host);
  let unmounted = false;
  const render = () => {
    wrapper.lang = locale;
    wrapper.dir = localeDir(locale);
    root.render(
      <StrictMode>
        <LocaleProvider locale={locale}>
          <I18nProvider locale={INTL_LOCALE[locale]}>
            <UNSAFE_PortalProvider getContainer={() => portals}>
              <Tool key={generation} {...attributesToProps(host, api)} onChange={onChange} />
            </UNSAFE_PortalProvider>
          </I18nProvider>
        </LocaleProvider>
      </StrictMode>,
    );
  };
  // The locale's messages, and react-aria's own strings in it (aria-strings.ts), load before the
  // tool renders in it (once per page and locale, shared by every element): the tool never shows
  // one language and then another.
  const renderIn = (next: SiteLocale) => {
    locale = next;
    const catalogs = [uiMessages.load(next), tool.messages?.load(next), ...(options.messages ?? []).map((catalog) => catalog.load(next))];
    void Promise.all([...catalogs, loadAriaStrings(next)]).then(
      () => !unmounted && locale === next && render(),
      (error: unknown) => console.error('Toolshed: messages failed to load', error),
    );
  };
  renderIn(locale);
  const declared = api.inputs.map((input) => input.name);
  const observer = new MutationObserver(() => {
    const next = JSON.stringify(attributesToProps(host, api));
    if (next === current) return;
    current = next;
    generation += 1;
    render();
  });
  if (declared.length > 0) observer.observe(host, { attributes: true, attributeFilter: declared });
  // A changed `lang` (the element's, or an ancestor's up to <html>) re-renders in that language,
  // keeping what the visitor entered.
  const languageObserver = new MutationObserver(() => {
    const next = embedLocale(host);
    if (next !== locale) renderIn(next);
  });
  languageObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });

  return {
    setTheme: (theme) => applyTheme(wrapper, theme),
    unmount: () => {
      unmounted = true;
      observer.disconnect();
      languageObserver.disconnect();
      root.unmount();
      shadow.replaceChildren();
    },
  };
}
