import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { FileDrop } from '../../ui/components/FileDrop';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion } from '../../ui/components/LiveRegion';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextField } from '../../ui/components/TextField';
import { downloadBlob } from '../../ui/download';
import type { AcceptedFiles } from '../../ui/files';
import { useFirstInput, useNearViewport } from '../../ui/deferred-work';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { themeClass } from '../../ui/theme/theme.css';
import {
  DEFAULT_NAME,
  DEFAULT_SETTINGS,
  DEFAULT_TEXT,
  MAX_NAME,
  SHAPES,
  buildFiles,
  buildSnippet,
  buildZip,
  loadZip,
  manifestJson,
  parseSettings,
  pngFileName,
  validateGlyph,
  type FaviconSettings,
} from './favicon-generator';
import { ColorField } from '../../ui/components/ColorField';
import { RenderError, loadImage, renderIcons, type LoadedImage, type RenderedIcon, type Source } from './render';
import { glyphWords, useFaviconMessages } from './i18n';
import * as styles from './FaviconGenerator.css';

export interface FaviconGeneratorProps {
  /** Initial letter(s) or emoji (embed: `text`). */
  text?: string;
  /** Initial background colour, #rrggbb (embed: `background`). */
  background?: string;
  /** Initial letter colour, #rrggbb (embed: `color`). */
  color?: string;
  /** square, rounded or circle (embed: `shape`). */
  shape?: string;
  /** Site name for the manifest (embed: `name`). */
  name?: string;
  /** Called whenever a new icon set is ready. */
  onChange?: (detail: FaviconGeneratorChange) => void;
}

export interface FaviconGeneratorChange extends FaviconSettings {
  source: 'text' | 'image';
  /** The glyph drawn; null for an image. */
  text: string | null;
  name: string;
  /** Every file in favicons.zip. */
  files: string[];
}

const IMAGE_FILES: Omit<AcceptedFiles, 'label'> = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg'],
};

type Mode = 'text' | 'image';

interface IconSet {
  icons: RenderedIcon[];
  files: Record<string, Uint8Array>;
  zip: Uint8Array;
}

/** Shows an already drawn canvas (no data: or blob: URL, so strict embed CSPs are fine). */
function CanvasImage({ source, label, className, size }: { source: HTMLCanvasElement; label: string; className?: string; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
  }, [source]);
  const pixels = size ?? source.width;
  return <canvas ref={ref} role="img" aria-label={label} width={pixels} height={pixels} className={className} />;
}

const bytesBlob = (bytes: Uint8Array, type: string) => new Blob([bytes.slice().buffer], { type });

export default function FaviconGenerator({ text, name: initialName, onChange, ...settingProps }: FaviconGeneratorProps) {
  const t = useFaviconMessages();
  const given = parseSettings(settingProps);
  const [settings, setSettings] = useRememberedSettings<FaviconSettings>('favicon-generator', DEFAULT_SETTINGS, parseSettings, given);
  const { background, color, shape } = settings;
  const set = (patch: Partial<FaviconSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const [mode, setMode] = useState<Mode>('text');
  const [glyphText, setGlyphText] = useState(() => (typeof text === 'string' && text.length <= 32 ? text : DEFAULT_TEXT));
  const [siteName, setSiteName] = useState(() => (typeof initialName === 'string' && initialName.trim() !== '' ? initialName.slice(0, MAX_NAME) : DEFAULT_NAME));
  const [image, setImage] = useState<(LoadedImage & { fileName: string }) | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [set_, setIconSet] = useState<IconSet | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const shapeItems = SHAPES.map((id) => ({ id, label: t(`shape.${id}`) }));

  // A share link carries the text icon's settings and the name; a chosen image stays on this device.
  useShareState({ text: glyphText, background, color, shape, name: siteName });

  const glyph = validateGlyph(glyphText, glyphWords(t));
  const nameError = siteName.trim() === '' ? t('siteNameEmpty') : null;
  const manifestName = siteName.trim() || DEFAULT_NAME;
  const source: Source | null =
    mode === 'image'
      ? image
        ? { kind: 'image', image: image.image, width: image.width, height: image.height, background, shape }
        : null
      : glyph.ok
        ? { kind: 'text', glyph: glyph.glyph, background, color, shape }
        : null;

  const report = useEffectEvent((files: string[]) =>
    onChange?.({ source: mode, text: mode === 'text' && glyph.ok ? glyph.glyph : null, background, color, shape, name: manifestName, files }),
  );

  const sourceKey = source ? (source.kind === 'text' ? `t:${source.glyph}` : `i:${image?.fileName}:${image?.width}`) : null;
  // Drawing and encoding the set is the tool's heaviest work: on a phone the preview starts below
  // the fold, so the first set is drawn when the preview comes near the screen or the visitor
  // first focuses or presses something in the tool, not while the page starts.
  const preview = useRef<HTMLDivElement>(null);
  const previewNear = useNearViewport(preview);
  const [touched, startProps] = useFirstInput();
  const draw = previewNear || touched;
  useEffect(() => {
    // Without a source nothing is shown (iconSet below is derived as null).
    if (!source || !draw) return;
    let cancelled = false;
    // Colour wells fire on every drag step: draw once the value settles.
    const timer = window.setTimeout(() => {
      // The ZIP library loads while the icons are drawn (it is not in the page's start-up code).
      Promise.all([renderIcons(source), loadZip()])
        .then(([icons, zip]) => {
          if (cancelled) return;
          const pngs = new Map(icons.map((icon) => [icon.size, icon.png]));
          const files = buildFiles(pngs, { name: manifestName, themeColor: background, backgroundColor: background });
          setIconSet({ icons, files, zip: buildZip(files, zip) });
          setRenderError(null);
          setStatus(t('ready', { count: Object.keys(files).length }));
          report(Object.keys(files));
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          setIconSet(null);
          setRenderError(error instanceof RenderError ? t(error.reason) : t('drawFailed'));
        });
    }, 60);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // source is rebuilt every render; sourceKey and the settings say when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey, background, color, shape, manifestName, draw, t]);

  const takeFile = async (file: File) => {
    try {
      const loaded = await loadImage(file);
      setImage({ ...loaded, fileName: file.name });
      setImageError(null);
    } catch {
      setImage(null);
      setImageError(t('imageUnreadable', { name: file.name }));
    }
  };

  const iconSet = source ? set_ : null;
  const icon = (size: number) => iconSet?.icons.find((entry) => entry.size === size) ?? null;
  const tab32 = icon(32);
  const snippet = buildSnippet(background);
  const manifest = manifestJson({ name: manifestName, themeColor: background, backgroundColor: background });

  let placeholder = t('drawing');
  if (mode === 'image' && !image) placeholder = t('needImage');
  else if (mode === 'text' && !glyph.ok) placeholder = t('needLetter');
  else if (renderError) placeholder = t('noIcons');
  const hexError = t('hexError');

  return (
    <div className={styles.root} {...startProps}>
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title={t('sourceCard')} headingLevel={2}>
            <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key === 'image' ? 'image' : 'text')}>
              <TabList aria-label={t('iconSource')}>
                <Tab id="text">{t('letterTab')}</Tab>
                <Tab id="image">{t('imageTab')}</Tab>
              </TabList>
              <TabPanel id="text">
                <TextField
                  label={t('letter')}
                  value={glyphText}
                  onChange={setGlyphText}
                  isInvalid={!glyph.ok}
                  errorMessage={glyph.ok ? undefined : glyph.message}
                  description={t('letterHelp')}
                  autoComplete="off"
                  spellCheck="false"
                />
              </TabPanel>
              <TabPanel id="image">
                <Stack gap="sm">
                  <FileDrop
                    label={t('uploadImage')}
                    accept={{ ...IMAGE_FILES, label: t('imageKind') }}
                    onFile={(file) => void takeFile(file)}
                    description={t('imageHelp')}
                  />
                  {imageError ? <StatusBanner tone="error">{imageError}</StatusBanner> : null}
                  {image ? (
                    <Stack gap="xs" align="start">
                      <p className={styles.imageName}>
                        {t('usingImage', { name: image.fileName, width: image.width, height: image.height })}
                      </p>
                      <Button size="sm" icon={Trash2} onPress={() => setImage(null)}>
                        {t('removeImage')}
                      </Button>
                    </Stack>
                  ) : null}
                </Stack>
              </TabPanel>
            </Tabs>
          </Card>
          <Card title={t('styleCard')} headingLevel={2}>
            <Stack gap="md">
              <div className={styles.pair}>
                <ColorField label={t('background')} value={background} onChange={(hex) => set({ background: hex })} description={t('backgroundHelp')} errorMessage={hexError} />
                {mode === 'text' ? <ColorField label={t('textColor')} value={color} onChange={(hex) => set({ color: hex })} errorMessage={hexError} /> : null}
              </div>
              <Select label={t('shape')} items={shapeItems} selectedKey={shape} onSelectionChange={(key) => set(parseSettings({ shape: key }))} />
              <TextField
                label={t('siteName')}
                value={siteName}
                onChange={(value) => setSiteName(value.slice(0, MAX_NAME))}
                isInvalid={nameError !== null}
                errorMessage={nameError ?? undefined}
                description={t('siteNameHelp')}
              />
            </Stack>
          </Card>
        </Stack>

        <Stack gap="lg">
          <Card title={t('previewCard')} headingLevel={2}>
            <div ref={preview}>
              <Stack gap="md">
                {renderError ? <StatusBanner tone="error">{renderError}</StatusBanner> : null}
                {iconSet && tab32 ? (
                  <>
                    <div className={styles.tabs}>
                      {(['light', 'dark'] as const).map((theme) => (
                        <div key={theme} className={`${themeClass} ${styles.tabStrip}`} data-theme={theme}>
                          <div className={styles.tab}>
                            <CanvasImage source={tab32.canvas} size={32} label={t('tabPreview', { theme })} className={styles.tabIcon} />
                            <span className={styles.tabTitle}>{manifestName}</span>
                          </div>
                        </div>
                      ))}
                    </div>
                    <ul className={styles.gallery} aria-label={t('iconFiles')}>
                      {iconSet.icons.map((entry) => (
                        <li key={entry.size} className={styles.tile}>
                          <div className={styles.tileStage}>
                            <CanvasImage source={entry.canvas} label={t('iconSize', { size: entry.size })} className={styles.tileImage} />
                          </div>
                          <p className={styles.tileLabel}>
                            {t('pixels', { size: entry.size })}
                            <br />
                            {pngFileName(entry.size)}
                          </p>
                          <Button size="sm" icon={Download} aria-label={t('downloadFile', { file: pngFileName(entry.size) })} onPress={() => downloadBlob(pngFileName(entry.size), bytesBlob(entry.png, 'image/png'))}>
                            PNG
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className={styles.placeholder}>{placeholder}</p>
                )}
                <div className={styles.actions}>
                  <Button variant="primary" icon={Download} isDisabled={!iconSet} className={styles.actionButton} onPress={() => iconSet && downloadBlob('favicons.zip', bytesBlob(iconSet.zip, 'application/zip'))}>
                    {t('downloadZip')}
                  </Button>
                  <Button icon={Download} isDisabled={!iconSet} className={styles.actionButton} onPress={() => iconSet && downloadBlob('favicon.ico', bytesBlob(iconSet.files['favicon.ico']!, 'image/x-icon'))}>
                    {t('downloadIco')}
                  </Button>
                </div>
                <LiveRegion message={status} />
              </Stack>
            </div>
          </Card>
          <Card title={t('codeCard')} headingLevel={2}>
            <Stack gap="md">
              <CodeOutput label={t('htmlTags')} language="HTML" value={snippet} copyLabel={t('copyHtml')} wrap />
              <CodeOutput label="site.webmanifest" language="JSON" value={manifest} copyLabel={t('copyManifest')} filename="site.webmanifest" mimeType="application/manifest+json" />
            </Stack>
          </Card>
        </Stack>
      </div>
    </div>
  );
}
