import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Pipette, Shuffle } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextField } from '../../ui/components/TextField';
import {
  DEFAULT_HEX,
  PRESETS,
  STORAGE_KEY,
  formatColor,
  generatePalette,
  parseHex,
  parseStored,
  randomHex,
  serializeStored,
  type ColorFormats,
} from './color-picker';
import { loadCssColorParser, loadedCssColorParser, preloadCssColorParser, useCssColorParser, type ParseCssColor } from './any-color';
import { ConverterPanel } from './ConverterPanel';
import { PalettePanel } from './PalettePanel';
import { SwatchButton } from './Swatch';
import { useShareState } from '../share-state';
import * as styles from './ColorPicker.css';
import { hexWords, presetName, useColorPickerMessages } from './i18n';

/** The tabs; their names are the messages `tab.<id>`. */
export const COLOR_TABS = [{ id: 'picker' }, { id: 'palette' }, { id: 'converter' }] as const;
export type ColorTab = (typeof COLOR_TABS)[number]['id'];

/** What `onChange` (the embed's `toolshed-change` event) reports. */
export interface ColorChange {
  hex: string;
  /** 0–1: below 1 only while a translucent color from the Any Color field is shown. */
  alpha: number;
  formats: ColorFormats;
  palette: string[];
}

export interface ColorPickerProps {
  /** Starting colour, 6 hex digits with or without # (the embed's `initial-color`). */
  initialColor?: string;
  /** Tab to open on (the embed's `initial-tab`): picker, palette or converter. */
  initialTab?: string;
  onChange?: (detail: ColorChange) => void;
}

interface EyeDropperInstance {
  open(): Promise<{ sRGBHex: string }>;
}
type EyeDropperConstructor = new () => EyeDropperInstance;

const getEyeDropper = () => (window as Window & { EyeDropper?: EyeDropperConstructor }).EyeDropper;
const noSubscription = () => () => {};

/** The remembered colour as an external store: read after hydration, so prerendered HTML matches. */
function readStoredRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (sandboxed frame, privacy mode): start from the default
  }
}

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function remember(hex: string) {
  try {
    localStorage.setItem(STORAGE_KEY, serializeStored(hex));
  } catch {
    // Nothing to remember with; the tool works the same.
  }
}

export default function ColorPicker({ initialColor, initialTab, onChange }: ColorPickerProps) {
  const t = useColorPickerMessages();
  // The colour the user (or the embedding page) chose; until then the remembered one, then the default.
  const [chosen, setChosen] = useState<string | null>(() => {
    if (initialColor === undefined) return null;
    const parsed = parseHex(initialColor);
    return parsed.ok ? parsed.hex : DEFAULT_HEX;
  });
  const stored = useSyncExternalStore(subscribeStorage, readStoredRaw, () => null);
  const hex = chosen ?? parseStored(stored) ?? DEFAULT_HEX;
  // What the hex field shows while the user types; null mirrors the colour.
  const [draft, setDraft] = useState<string | null>(initialColor ?? null);
  const text = draft ?? hex;
  // Errors for unfinished input ("#3b8…") wait for blur; a wrong character shows at once.
  const [committed, setCommitted] = useState(initialColor !== undefined);
  const [message, announce] = useAnnouncer();
  const wellId = useId();
  const presetsId = useId();
  // Server render has no window: the button appears after hydration where the browser has it.
  const hasEyeDropper = useSyncExternalStore(noSubscription, () => Boolean(getEyeDropper()), () => false);

  // Alpha comes only from the Any Color field; every other way of choosing a color is opaque.
  const [alpha, setAlpha] = useState(1);
  // What the Any Color field shows while the user types; null mirrors the color.
  const [anyDraft, setAnyDraft] = useState<string | null>(null);
  // Its parser loads after hydration (any-color.ts); text typed before it arrives waits in here.
  const parseCss = useCssColorParser();
  const awaitingParser = useRef<string | null>(null);
  const formats = useMemo(() => formatColor(hex, alpha), [hex, alpha]);
  const palette = useMemo(() => generatePalette(hex), [hex]);
  const parsed = parseHex(text, hexWords(t));
  const showError = !parsed.ok && (committed || /[^#0-9a-f\s]/i.test(text) || text.replace(/[#\s]/g, '').length > 6);

  const [tab, setTab] = useState(() => COLOR_TABS.find((c) => c.id === initialTab)?.id ?? 'picker');
  useShareState({ initialColor: hex, initialTab: tab });

  const report = useEffectEvent((detail: ColorChange) => onChange?.(detail));
  useEffect(() => report({ hex, alpha, formats, palette }), [hex, alpha, formats, palette]);

  /** Every way of choosing a colour except typing ends here. */
  const choose = (next: string, announcement?: string) => {
    awaitingParser.current = null;
    setChosen(next);
    setDraft(null);
    setCommitted(false);
    setAlpha(1);
    setAnyDraft(null);
    remember(next);
    if (announcement) announce(announcement);
  };

  const typeHex = (value: string) => {
    awaitingParser.current = null;
    setDraft(value);
    setCommitted(false);
    const result = parseHex(value);
    // §5: invalid input derives nothing and keeps the previous colour.
    if (result.ok) {
      setChosen(result.hex);
      setAlpha(1);
      setAnyDraft(null);
      remember(result.hex);
    }
  };

  /** The Any Color field: every CSS color; invalid text keeps the last color. */
  const applyAny = (value: string, parse: ParseCssColor) => {
    const result = parse(value);
    if (result.ok) {
      setChosen(result.hex);
      setDraft(null);
      setAlpha(result.alpha);
      remember(result.hex);
    }
  };
  const typeAny = (value: string) => {
    setAnyDraft(value);
    const parse = loadedCssColorParser();
    if (parse) {
      awaitingParser.current = null;
      applyAny(value, parse);
      return;
    }
    // Typed before the parser arrived: applied when it does, unless newer text or a color chosen
    // another way has replaced it by then.
    awaitingParser.current = value;
    loadCssColorParser().then(
      (loaded) => {
        if (awaitingParser.current !== value) return;
        awaitingParser.current = null;
        applyAny(value, loaded);
      },
      () => {}, // not loaded: the next keystroke tries again
    );
  };
  const anyText = anyDraft ?? formats.HEX;

  const pickFromScreen = async () => {
    const EyeDropper = getEyeDropper();
    if (!EyeDropper) return;
    try {
      const result = parseHex((await new EyeDropper().open()).sRGBHex);
      if (result.ok) choose(result.hex, t('picked', { hex: result.hex }));
    } catch (error) {
      // Escape cancels the eyedropper with an AbortError: that is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Eyedropper failed: ', error);
    }
  };

  return (
    <div className={styles.root}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(COLOR_TABS.find((c) => c.id === key)?.id ?? 'picker')}>
        <TabList aria-label={t('tools')} className={styles.tabList}>
          {COLOR_TABS.map(({ id }) => (
            <Tab key={id} id={id}>
              {t(`tab.${id}`)}
            </Tab>
          ))}
        </TabList>

        <TabPanel id="picker">
          <Card title={t('color')} headingLevel={2}>
            <div className={styles.pickerLayout}>
              <div>
                <label htmlFor={wellId} className={styles.wellLabel}>
                  {t('pickColor')}
                </label>
                <input id={wellId} type="color" className={styles.nativeInput} value={hex} onChange={(e) => choose(e.target.value.toLowerCase())} />
                <p className={styles.wellCaption}>
                  <span dir="ltr">{formats.RGB}</span>
                  <span dir="ltr">{formats.HSL}</span>
                </p>
              </div>
              <Stack gap="lg">
                <TextField
                  label={t('hexColor')}
                  value={text}
                  onChange={typeHex}
                  onBlur={() => setCommitted(true)}
                  isInvalid={showError}
                  errorMessage={parsed.ok ? undefined : parsed.error}
                  description={t('hexDescription')}
                  autoComplete="off"
                  mono
                />
                <div className={styles.actions}>
                  <Button icon={Shuffle} onPress={() => {
                    const next = randomHex();
                    choose(next, t('randomPicked', { hex: next }));
                  }}>
                    {t('randomColor')}
                  </Button>
                  {hasEyeDropper ? (
                    <Button icon={Pipette} onPress={pickFromScreen}>
                      {t('pickFromScreen')}
                    </Button>
                  ) : null}
                </div>
                <Stack gap="xs" role="group" aria-labelledby={presetsId}>
                  <span id={presetsId} className={styles.groupLabel}>
                    {t('presets')}
                  </span>
                  <div className={styles.presetGrid}>
                    {PRESETS.map((preset) => (
                      <SwatchButton
                        key={preset.hex}
                        hex={preset.hex}
                        label={t('presetLabel', { name: presetName(t, preset.name), hex: preset.hex })}
                        isSelected={preset.hex === hex}
                        onPress={() => choose(preset.hex, t('presetSelected', { name: presetName(t, preset.name), hex: preset.hex }))}
                      />
                    ))}
                  </div>
                </Stack>
              </Stack>
            </div>
          </Card>
        </TabPanel>

        <TabPanel id="palette">
          <PalettePanel hex={hex} palette={palette} onSelect={(next) => choose(next, t('selected', { hex: next }))} />
        </TabPanel>

        <TabPanel id="converter">
          <ConverterPanel
            hex={hex}
            alpha={alpha}
            formats={formats}
            anyText={anyText}
            onAnyChange={typeAny}
            parseCss={parseCss}
            onAnyFocus={preloadCssColorParser}
          />
        </TabPanel>
      </Tabs>
      <LiveRegion message={message} />
    </div>
  );
}
