import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Card } from '../../../ui/components/Card';
import { CodeOutput } from '../../../ui/components/CodeOutput';
import { CopyButton } from '../../../ui/components/CopyButton';
import { Link } from '../../../ui/components/Link';
import { RadioGroup } from '../../../ui/components/RadioGroup';
import { Select } from '../../../ui/components/Select';
import { Switch } from '../../../ui/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/components/Tabs';
import { TextField } from '../../../ui/components/TextField';
import { catalogue } from '../../../tools/catalogue';
import { useCatalogueText } from '../../../tools/catalogue-text';
import { declaredToolIds, loadToolApi, loadedToolApi } from '../../../tools/api-loaders';
import type { InputValue } from '../../../tools/api';
import {
  EMBED_STYLE_PROPERTIES,
  frameQuery,
  frameSnippet,
  reactSnippet,
  scriptSnippet,
  snippetInputs,
  type EmbedSettings,
  type EmbedStyleKey,
  type EmbedTheme,
} from '../../../embed/snippets';
import { embedIntegrity } from '../../../embed/integrity';
import { SITE_URL } from '../../site-config';
import { LOCALE_NAMES, SITE_LOCALES } from '../../../i18n/locales';
import { defaultSettings, readBuilderQuery, writeBuilderQuery, type BuilderState } from './builder-state';
import { EmbedPreview } from './EmbedPreview';
import { InputControl, loadControls } from './InputControl';
import { ToolPicker } from './ToolPicker';
import * as styles from './EmbedBuilder.css';

/** The tool the builder opens with: the one the home page and the docs show embedded. */
export const DEFAULT_TOOL = 'word-counter';
/** Quiet time after the last change before the address bar is updated (as on tool pages). */
const ADDRESS_DEBOUNCE_MS = 400;

const embeddable = catalogue.filter((tool) => declaredToolIds.has(tool.id));

/**
 * A tool's declaration and the code of its controls (a number field's is not in the page's own):
 * the builder shows a tool only once both are in, so its controls never wait.
 */
async function loadBuilderTool(id: string) {
  const api = await loadToolApi(id);
  if (api) await loadControls(api);
  return api;
}

/**
 * The default tool's declaration, loading as soon as this module runs: the page's loader waits
 * for it (routes.tsx), so the builder renders complete on the first render, prerendered or not.
 */
export const builderReady = loadBuilderTool(DEFAULT_TOOL);

const LANG_ITEMS = [{ id: 'page', label: "The page's language" }, ...SITE_LOCALES.map((locale) => ({ id: locale, label: `${LOCALE_NAMES[locale]} (${locale})` }))];

const STYLE_FIELDS: Record<EmbedStyleKey, { description: string; check: string; example: string; what: string }> = {
  accent: { description: 'Buttons, links and focus rings. Any CSS color; empty keeps the theme’s.', check: 'color', example: '#7c3aed', what: 'a CSS color' },
  radius: { description: 'Corners of controls and panels. A length; empty keeps the theme’s.', check: 'border-radius', example: '4px', what: 'a length' },
  font: { description: 'The tool’s font family; empty keeps the system UI font.', check: 'font-family', example: 'Georgia, serif', what: 'a font family list' },
};

/** Whether the browser accepts `value` for `property` (always true where CSS is absent: the prerender). */
const cssAccepts = (property: string, value: string) => typeof CSS === 'undefined' || CSS.supports(property, value);

export interface EmbedBuilderProps {
  /** The state to open with; otherwise the address's (read after hydration) or the defaults. */
  initial?: BuilderState;
}

/**
 * The embed builder (/embed, issue #35): pick a tool, set its declared inputs with controls
 * generated from its declaration, its theme, language and custom properties, see the real element
 * live, and copy a minimal snippet as a script tag, an iframe or a React component. Its state is
 * the page's address, so a builder link opens the same embed.
 */
export function EmbedBuilder({ initial }: EmbedBuilderProps) {
  const [state, setState] = useState<BuilderState>(initial ?? { tool: DEFAULT_TOOL, settings: defaultSettings() });
  // What is typed in the custom-property fields, valid or not; only valid values reach the snippet.
  const [styleText, setStyleText] = useState<Partial<Record<EmbedStyleKey, string>>>(initial?.settings.style ?? {});
  const changed = useRef(false);
  // A tool chosen whose declaration is still loading.
  const [picking, setPicking] = useState<string | null>(null);

  // The address's state, after hydration (the prerendered page knows no query): a value read once
  // from outside React, and only when there is one.
  useEffect(() => {
    if (initial || !window.location.search) return;
    const search = window.location.search;
    const asked = new URLSearchParams(search).get('tool') ?? '';
    const id = declaredToolIds.has(asked) ? asked : DEFAULT_TOOL;
    let live = true;
    void loadBuilderTool(id).then((api) => {
      if (!live || !api) return;
      const read = readBuilderQuery(search, new Map([[id, api]]), DEFAULT_TOOL);
      setState(read);
      setStyleText(read.settings.style);
    });
    return () => {
      live = false;
    };
  }, [initial]);

  // Names only: the picker loads descriptions and tags (for its search) when the visitor reaches it.
  const names = useCatalogueText();
  const pickable = useMemo(() => names.tools.filter((entry) => declaredToolIds.has(entry.id)), [names]);
  // The state only ever names a tool whose declaration has loaded (selectTool waits for it).
  const api = loadedToolApi(state.tool);
  const tool = embeddable.find((entry) => entry.id === state.tool);

  // The address follows the settings once the visitor changes one (no history entries).
  useEffect(() => {
    if (!changed.current || !api) return;
    const timer = window.setTimeout(() => {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${writeBuilderQuery(state, api)}${hash}`);
    }, ADDRESS_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [state, api]);

  const update = (next: (settings: EmbedSettings) => EmbedSettings) => {
    changed.current = true;
    setState((old) => ({ ...old, settings: next(old.settings) }));
  };
  const setValue = (name: string, value: InputValue) => update((settings) => ({ ...settings, values: { ...settings.values, [name]: value } }));
  const setStyle = (key: EmbedStyleKey, text: string) => {
    setStyleText((old) => ({ ...old, [key]: text }));
    const value = text.trim();
    const valid = value === '' || cssAccepts(STYLE_FIELDS[key].check, value);
    update((settings) => ({ ...settings, style: { ...settings.style, [key]: valid ? value : '' } }));
  };
  const selectTool = (id: string) => {
    changed.current = true;
    // Another tool has other inputs; the look (theme, language, custom properties) stays. Its
    // declaration loads first (a small chunk), so the builder never shows a tool without controls.
    // The picker shows the choice at once.
    setPicking(id);
    void loadBuilderTool(id).then((loadedApi) => {
      if (loadedApi) setState((old) => ({ tool: id, settings: { ...old.settings, values: {} } }));
      setPicking((current) => (current === id ? null : current));
    });
  };

  // Typing in a field restarts the live element: let the typing win.
  const shown = useDeferredValue(state);
  const shownApi = loadedToolApi(shown.tool);
  // The loader's hash exists in a built site only (not the dev server or Storybook).
  const integrity = embedIntegrity();
  const [pinned, setPinned] = useState(false);
  const snippets = useMemo(() => {
    if (!shownApi) return null;
    const entry = { id: shown.tool, name: embeddable.find((candidate) => candidate.id === shown.tool)?.name ?? shown.tool };
    return {
      script: scriptSnippet(SITE_URL, entry, shownApi, shown.settings, pinned ? integrity : null),
      iframe: frameSnippet(SITE_URL, entry, frameQuery(shownApi, shown.settings)),
      react: reactSnippet(entry, shownApi, shown.settings),
    };
  }, [shown, shownApi, pinned, integrity]);

  if (!api || !tool || !snippets || !shownApi) return null;
  const inputs = snippetInputs(api);
  const secrets = api.inputs.filter((input) => input.secret).map((input) => input.name);
  const hasStyle = Object.values(state.settings.style).some(Boolean);
  const packageLeavesOut = state.settings.lang !== '' || hasStyle;

  return (
    <div className={styles.builder}>
      <div className={styles.column}>
        <Card title="Tool" headingLevel={2}>
          <ToolPicker tools={pickable} selected={picking ?? state.tool} onSelect={selectTool} />
        </Card>

        <Card title="Settings" headingLevel={2} description={`${tool.name}’s attributes. A value left at its default is left out of the snippet.`}>
          <div className={styles.fields}>
            {inputs.map((input) => (
              <InputControl key={`${state.tool}:${input.name}`} input={input} value={state.settings.values[input.name] ?? input.default} onChange={(value) => setValue(input.name, value)} />
            ))}
            {inputs.length === 0 ? <p className={styles.note}>This tool has no settings of its own: it starts empty, ready for your visitors.</p> : null}
            {secrets.length > 0 ? (
              <p className={styles.note}>
                Not offered here: {secrets.join(', ')}. A secret does not belong in a page’s HTML, which anyone can read; set it from
                your own script if you must.
              </p>
            ) : null}
          </div>
        </Card>

        <Card title="Appearance" headingLevel={2}>
          <div className={styles.fields}>
            <RadioGroup
              label="theme"
              orientation="horizontal"
              options={[
                { value: 'auto', label: 'Auto' },
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
              ]}
              description="Auto follows each visitor’s system setting."
              value={state.settings.theme}
              onChange={(value) => update((settings) => ({ ...settings, theme: value as EmbedTheme }))}
            />
            <Select
              label="lang"
              description="Without it, the tool speaks your page’s language (its lang attribute), or English."
              items={LANG_ITEMS}
              selectedKey={state.settings.lang || 'page'}
              onSelectionChange={(key) => update((settings) => ({ ...settings, lang: key === 'page' ? '' : key }))}
            />
            {EMBED_STYLE_PROPERTIES.map(({ key, property }) => {
              const field = STYLE_FIELDS[key];
              const text = styleText[key] ?? '';
              const invalid = text.trim() !== '' && !cssAccepts(field.check, text.trim());
              return (
                <TextField
                  key={key}
                  label={property}
                  description={field.description}
                  placeholder={field.example}
                  value={text}
                  onChange={(value) => setStyle(key, value)}
                  isInvalid={invalid}
                  errorMessage={`“${text.trim()}” is not ${field.what} this browser accepts, so the snippet leaves it out. Try ${field.example}.`}
                  mono
                />
              );
            })}
          </div>
        </Card>
      </div>

      <div className={styles.column}>
        <Card title="Snippet" headingLevel={2} actions={<CopyButton size="sm" variant="secondary" label="Copy Link" text={() => window.location.href} />}>
          <Tabs defaultSelectedKey="script">
            <TabList aria-label="Snippet flavor">
              <Tab id="script">Script</Tab>
              <Tab id="iframe">Iframe</Tab>
              <Tab id="react">React</Tab>
            </TabList>
            <TabPanel id="script">
              <div className={styles.fields}>
                {integrity ? (
                  <Switch
                    isSelected={pinned}
                    onChange={setPinned}
                    description="Adds the loader’s Subresource Integrity hash, so browsers run only this release of it. A new release changes the hash: the pinned tag then loads no tools until you copy it again."
                  >
                    Pin This Release
                  </Switch>
                ) : null}
                <CodeOutput label="Script snippet" language="HTML" value={snippets.script} copyLabel="Copy Snippet" wrap />
                <p className={styles.note}>
                  Paste it where the tool should appear; with several tools on a page, the script tag is needed once. Works on any page
                  that may run a script from this site.
                  {hasStyle
                    ? ' The style attribute sets the custom properties; where your page’s Content Security Policy refuses inline styles, set them on the element in your stylesheet.'
                    : ''}
                </p>
              </div>
            </TabPanel>
            <TabPanel id="iframe">
              <div className={styles.fields}>
                <CodeOutput label="Iframe snippet" language="HTML" value={snippets.iframe} copyLabel="Copy Snippet" wrap />
                <p className={styles.note}>
                  For editors that accept an iframe but no script (hosted blogs, site builders). Add the script tag as well and the iframe
                  takes the tool’s height as it changes; without it, it keeps the height above.
                </p>
              </div>
            </TabPanel>
            <TabPanel id="react">
              <div className={styles.fields}>
                <CodeOutput label="React snippet" language="TSX" value={snippets.react} copyLabel="Copy Snippet" wrap />
                <p className={styles.note}>
                  For React 19 apps using the Toolshed package (see <Link href="/docs/api#react">Use It in React</Link>).
                  {packageLeavesOut ? ' The package speaks English and takes its look from ThemeProvider, so the language and custom properties set here apply to the script and the iframe only.' : ''}
                </p>
              </div>
            </TabPanel>
          </Tabs>
        </Card>
        <Card title="Preview" headingLevel={2}>
          <EmbedPreview tool={shown.tool} name={embeddable.find((entry) => entry.id === shown.tool)?.name ?? shown.tool} api={shownApi} settings={shown.settings} />
        </Card>

      </div>
    </div>
  );
}
