import { Suspense, lazy, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyImageButton } from '../../ui/components/CopyImageButton';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { Select } from '../../ui/components/Select';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { TextField } from '../../ui/components/TextField';
import { downloadBlob } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  ACCEPTED_IMAGES,
  DEFAULT_SETTINGS,
  FITS,
  FORMAT_LABEL,
  FORMATS,
  PRESETS,
  formatBytes as bytesText,
  formatChange,
  heightForWidth,
  isFit,
  isFormat,
  isLossy,
  limitProblem,
  matchingPreset,
  outputFileName,
  parseSettings,
  scaleByPercent,
  startSize,
  toSide,
  toBoolean,
  toPixels as pixelsOf,
  toQuality,
  wantedSize,
  widthForHeight,
  type Fit,
  type OutputFormat,
  type ResizerSettings,
} from './image-resizer';
import { ImageError, decodeImage, drawResized, encode, type Decoded } from './render';
import { englishNumberText } from '../../i18n/numbers';
import { resizerWords, useImageResizerMessages } from './i18n';
import * as styles from './ImageResizer.css';

// The quality slider only shows for JPEG and WebP: load it then, keeping the page's first load light.
const QualitySlider = lazy(() => import('./QualitySlider'));

export interface ImageResizeDetail {
  fileName: string;
  originalWidth: number;
  originalHeight: number;
  originalBytes: number;
  width: number;
  height: number;
  bytes: number;
  format: OutputFormat;
  quality: number;
  fit: Fit;
}

export interface ImageResizerProps {
  /** Width a chosen image starts at, px; 0 or absent keeps the image's own (`width`). */
  width?: number | string;
  /** Height a chosen image starts at, px; 0 or absent keeps the image's own (`height`). */
  height?: number | string;
  /** Output format (the embed's `format` attribute). */
  format?: OutputFormat | string;
  /** JPEG/WebP quality 0–100 (`quality`). */
  quality?: number | string;
  /** How the image fills a width × height box when the aspect ratio is unlocked (`fit`). */
  fit?: Fit | string;
  /** Keep the original aspect ratio while editing width or height (`lock-aspect`). */
  lockAspect?: boolean | string;
  /** Called with the new image's size each time a resized image is ready. */
  onChange?: (detail: ImageResizeDetail) => void;
}

interface Source {
  name: string;
  bytes: number;
  decoded: Decoded;
}

interface Result {
  blob: Blob;
  url: string;
  width: number;
  height: number;
  canvas: HTMLCanvasElement;
  format: OutputFormat;
}

const FORMAT_ITEMS = FORMATS.map((id) => ({ id, label: FORMAT_LABEL[id] }));

function givenSettings(props: ImageResizerProps): Partial<ResizerSettings> {
  const given: Partial<ResizerSettings> = {};
  if (isFormat(props.format)) given.format = props.format;
  const quality = props.quality === undefined ? null : toQuality(props.quality);
  if (quality !== null) given.quality = quality;
  if (isFit(props.fit)) given.fit = props.fit;
  const lock = props.lockAspect === undefined ? null : toBoolean(props.lockAspect);
  if (lock !== null) given.lockAspect = lock;
  return given;
}

export default function ImageResizer(props: ImageResizerProps) {
  const { onChange } = props;
  const t = useImageResizerMessages();
  const words = resizerWords(t);
  const formatSize = words.size;
  const formatBytes = (bytes: number) => bytesText(bytes, words.bytes);
  // Digits typed the locale's way (Arabic-Indic digits) read as plain ones.
  const toPixels = (text: string) => pixelsOf(englishNumberText(t.locale, text));
  // "−94 %" never breaks before its % sign (German and Arabic words are longer; English keeps today's text).
  const changeText = (before: number, after: number) => {
    const change = formatChange(before, after);
    return t.locale === 'en' ? change : change.replace(' ', '\u00a0');
  };
  const fitItems = FITS.map((id) => ({ id, label: t(`fit.${id}`) }));
  const [given] = useState(() => givenSettings(props));
  const [givenSize] = useState(() => ({ width: toSide(props.width), height: toSide(props.height) }));
  const [settings, setSettings] = useRememberedSettings('image-resizer', DEFAULT_SETTINGS, parseSettings, given);
  const [source, setSource] = useState<Source | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // A size from a link or the element shows (disabled) until an image is chosen, then applies to it.
  const [width, setWidth] = useState(() => (givenSize.width ? String(givenSize.width) : ''));
  const [height, setHeight] = useState(() => (givenSize.height ? String(givenSize.height) : ''));
  const [result, setResult] = useState<Result | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, announce] = useAnnouncer();
  const presetsLabel = useId();
  const loadToken = useRef(0);

  const update = (patch: Partial<ResizerSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const { format, quality, fit, lockAspect } = settings;

  // Release the decoded image and the preview URL when they are replaced or the tool unmounts.
  useEffect(() => (source ? () => source.decoded.release() : undefined), [source]);
  useEffect(() => (result ? () => URL.revokeObjectURL(result.url) : undefined), [result]);

  /** An ImageError in the page's locale. */
  const imageErrorText = (error: ImageError): string => {
    switch (error.reason) {
      case 'damaged':
      case 'noOwnSize':
        return t(error.reason, { name: error.fileName });
      case 'tooLarge':
        return (error.size && limitProblem(error.size, words.limits)) ?? t('drawFailed');
      default:
        return t(error.reason);
    }
  };

  const loadFile = async (file: File) => {
    const token = ++loadToken.current;
    setBusy(true);
    try {
      const decoded = await decodeImage(file);
      if (token !== loadToken.current) return decoded.release();
      const problem = limitProblem(decoded, words.limits);
      if (problem) {
        decoded.release();
        setSource(null);
        setResult(null);
        setLoadError(t('cannotResize', { name: file.name, problem }));
        announce(t('announceTooLarge'));
        return;
      }
      setLoadError(null);
      setSource({ name: file.name, bytes: file.size, decoded });
      const start = startSize(decoded, givenSize, lockAspect);
      setWidth(String(start.width));
      setHeight(String(start.height));
    } catch (error) {
      if (token !== loadToken.current) return;
      setSource(null);
      setResult(null);
      setLoadError(error instanceof ImageError ? imageErrorText(error) : t('unreadable', { name: file.name }));
      announce(t('announceUnreadable'));
    } finally {
      if (token === loadToken.current) setBusy(false);
    }
  };

  const validWidth = toPixels(width);
  const validHeight = toPixels(height);
  const box = validWidth !== null && validHeight !== null ? { width: validWidth, height: validHeight } : null;
  const boxProblem = box ? limitProblem(box, words.limits) : null;

  // A share link carries the settings and the size asked for; the image itself stays on this device.
  useShareState({ ...wantedSize(source?.decoded ?? null, { width: validWidth, height: validHeight }, lockAspect, givenSize), format, quality, fit, lockAspect });

  const reportChange = useEffectEvent((detail: ImageResizeDetail) => onChange?.(detail));
  const announceEvent = useEffectEvent((text: string) => announce(text));

  // Resize after a short pause, so typing "1200" draws once, not four times.
  useEffect(() => {
    if (!source || !box || boxProblem) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      try {
        const canvas = drawResized(source.decoded, box, lockAspect ? 'stretch' : fit, format);
        const blob = await encode(canvas, format, quality);
        if (cancelled) return;
        setResult({ blob, url: URL.createObjectURL(blob), width: canvas.width, height: canvas.height, canvas, format });
        setRenderError(null);
        announceEvent(t('resized', { size: formatSize(canvas), bytes: formatBytes(blob.size) }));
        reportChange({
          fileName: outputFileName(source.name, format),
          originalWidth: source.decoded.width,
          originalHeight: source.decoded.height,
          originalBytes: source.bytes,
          width: canvas.width,
          height: canvas.height,
          bytes: blob.size,
          format,
          quality,
          fit,
        });
      } catch (error) {
        if (cancelled) return;
        setResult(null);
        setRenderError(error instanceof ImageError ? imageErrorText(error) : t('drawFailed'));
      }
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // box is rebuilt every render; its numbers are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, validWidth, validHeight, boxProblem, lockAspect, fit, format, quality]);

  const changeWidth = (value: string) => {
    setWidth(value);
    const w = toPixels(value);
    if (lockAspect && source && w !== null) setHeight(String(heightForWidth(source.decoded, w)));
  };
  const changeHeight = (value: string) => {
    setHeight(value);
    const h = toPixels(value);
    if (lockAspect && source && h !== null) setWidth(String(widthForHeight(source.decoded, h)));
  };
  const applyPreset = (percent: number) => {
    if (!source) return;
    const size = scaleByPercent(source.decoded, percent);
    setWidth(String(size.width));
    setHeight(String(size.height));
  };
  const toggleLock = (on: boolean) => {
    update({ lockAspect: on });
    if (on && source && validWidth !== null) setHeight(String(heightForWidth(source.decoded, validWidth)));
  };

  const activePreset = source && box ? matchingPreset(source.decoded, box) : null;
  const showResult = Boolean(source && result && !boxProblem && validWidth !== null && validHeight !== null);

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Stack gap="md">
          <Card title={t('imageCard')} headingLevel={2}>
            <Stack gap="sm">
              <FileDrop
                label={t('uploadImage')}
                accept={{ ...ACCEPTED_IMAGES, label: t('imageKind') }}
                onFile={loadFile}
                description={t('imageHelp')}
              />
              {source ? (
                <p className={styles.fileName}>
                  {source.name} · {formatSize(source.decoded)} · {formatBytes(source.bytes)}
                </p>
              ) : null}
              {loadError ? (
                <StatusBanner tone="error" onDismiss={() => setLoadError(null)}>
                  {loadError}
                </StatusBanner>
              ) : null}
            </Stack>
          </Card>

          <Card title={t('sizeCard')} headingLevel={2}>
            <Stack gap="md">
              <Inline gap="xs" role="group" aria-labelledby={presetsLabel}>
                <span id={presetsLabel} className={styles.groupLabel}>
                  {t('scale')}
                </span>
                {PRESETS.map((percent) => (
                  <Button
                    key={percent}
                    size="sm"
                    variant={activePreset === percent ? 'primary' : 'secondary'}
                    aria-pressed={activePreset === percent}
                    isDisabled={!source}
                    onPress={() => applyPreset(percent)}
                  >
                    {t('percent', { value: percent })}
                  </Button>
                ))}
              </Inline>
              <div className={styles.dimensions}>
                <TextField
                  label={t('width')}
                  inputMode="numeric"
                  value={width}
                  onChange={changeWidth}
                  isDisabled={!source}
                  isInvalid={Boolean(source) && validWidth === null}
                  errorMessage={t('widthError')}
                />
                <TextField
                  label={t('height')}
                  inputMode="numeric"
                  value={height}
                  onChange={changeHeight}
                  isDisabled={!source}
                  isInvalid={Boolean(source) && validHeight === null}
                  errorMessage={t('heightError')}
                />
              </div>
              <Switch isSelected={lockAspect} onChange={toggleLock}>
                {t('lockAspect')}
              </Switch>
              <Select
                label={t('fit')}
                items={fitItems}
                selectedKey={fit}
                onSelectionChange={(key) => isFit(key) && update({ fit: key })}
                isDisabled={lockAspect}
                description={lockAspect ? t('fitLocked') : t('fitHelp')}
              />
              {boxProblem && source ? <StatusBanner tone="error">{t('cannotDraw', { problem: boxProblem })}</StatusBanner> : null}
            </Stack>
          </Card>

          <Card title={t('outputCard')} headingLevel={2}>
            <Stack gap="md">
              <Select label={t('format')} items={FORMAT_ITEMS} selectedKey={format} onSelectionChange={(key) => isFormat(key) && update({ format: key })} />
              {isLossy(format) ? (
                <Suspense fallback={<p className={styles.muted}>{t('loadingQuality')}</p>}>
                  <QualitySlider
                    label={t('quality')}
                    value={quality}
                    onChange={(value) => update({ quality: value })}
                    valueLabel={(value) => t('percent', { value })}
                  />
                </Suspense>
              ) : (
                <p className={styles.muted}>{t('pngLossless')}</p>
              )}
            </Stack>
          </Card>
        </Stack>

        <Card title={t('previewCard')} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.previewFrame}>
              {showResult && result ? (
                <img className={styles.previewImage} src={result.url} alt={t('resizedAlt', { size: formatSize(result) })} width={result.width} height={result.height} />
              ) : (
                <p className={styles.muted}>{busy ? t('reading') : source ? t('needSize') : t('needImage')}</p>
              )}
            </div>
            {renderError ? <StatusBanner tone="error">{renderError}</StatusBanner> : null}
            <StatGrid
              stats={[
                { label: t('originalSize'), value: source ? formatSize(source.decoded) : '—' },
                { label: t('newSize'), value: showResult && result ? formatSize(result) : '—' },
                { label: t('originalFile'), value: source ? formatBytes(source.bytes) : '—' },
                {
                  label: t('newFile'),
                  value: showResult && result && source ? t('sizeChange', { bytes: formatBytes(result.blob.size), change: changeText(source.bytes, result.blob.size) }) : '—',
                },
              ]}
            />
            <div className={styles.actions}>
              <Button
                variant="primary"
                icon={FileDown}
                className={styles.actionButton}
                isDisabled={!showResult}
                onPress={() => source && result && downloadBlob(outputFileName(source.name, result.format), result.blob)}
              >
                {t('download')}
              </Button>
              {/* As PNG, the type every clipboard takes. */}
              <CopyImageButton
                image={() => (showResult && result ? (result.format === 'png' ? result.blob : encode(result.canvas, 'png', 100)) : null)}
                isDisabled={!showResult}
                className={styles.actionButton}
              />
            </div>
          </Stack>
        </Card>
      </div>
      <LiveRegion message={message} />
    </div>
  );
}
