import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Download, QrCode } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { downloadBlob, downloadText } from '../../ui/download';
import { ColorField } from '../../ui/components/ColorField';
import { ContentFields, type ContentFieldsProps } from './ContentFields';
import { CopyImageButton } from '../../ui/components/CopyImageButton';
import { pngBlob } from './png';
import {
  DEFAULT_FIELDS,
  ERROR_CORRECTION_LEVELS,
  ERROR_CORRECTION_RECOVERY,
  MARGIN_MAX,
  QR_SIZES,
  QR_TYPES,
  buildContent,
  byteCapacity,
  colorWarnings,
  isAscii,
  utf8Length,
  DEFAULT_ERROR_CORRECTION,
  DEFAULT_MARGIN,
  DEFAULT_TEXT,
  downloadName,
  layoutQr,
  parseSettings,
  previewData,
  rasterize,
  sanitizeSettings,
  smallestFittingSize,
  svgDocument,
  svgParts,
  type EncodeResult,
  type ErrorCorrection,
  type QrFields,
  type QrSettings,
  type QrType,
} from './qr-generator';
import { DEFAULT_CODE } from './default-code';
import { useRememberedSettings } from './useRememberedSettings';
import { useShareState } from '../share-state';
import * as styles from './QrGenerator.css';
import { contentWords, useQrMessages, warningWords } from './i18n';
import { englishNumberText } from '../../i18n/numbers';

export interface QrGeneratorProps {
  /** Initial type: url, text, wifi, email, sms, phone, location or contact (embed: `type`). */
  type?: string;
  /** Initial main text: the URL, plain text or phone number (embed: `text`). */
  text?: string;
  /** 128, 256, 512 or 1024 (embed: `size`). */
  size?: string | number;
  foreground?: string;
  background?: string;
  /** L, M, Q or H (embed: `error-correction`). */
  errorCorrection?: string;
  /** Quiet zone in modules, 0–16 (embed: `margin`). */
  margin?: string | number;
  /** Initial values of the type-specific fields (React use). */
  fields?: Partial<QrFields>;
  /** Called whenever the encoded content or the look of the code changes. */
  onChange?: (detail: QrGeneratorChange) => void;
}

export interface QrGeneratorChange extends QrSettings {
  /** The text the code holds; null while there is no code. */
  content: string | null;
  /** QR version 1–40; null while there is no code. */
  version: number | null;
}

type Encode = (content: string, level: ErrorCorrection) => EncodeResult;
const DEFAULT_RESULT: EncodeResult = { ok: true, ...DEFAULT_CODE };
let loadedEncoder: Encode | null = null;
let loadingEncoder: Promise<Encode> | null = null;

/**
 * The encoder (lean-qr) loads on first use: the page paints and hydrates with the precomputed
 * default code, and focusing any field of the tool starts the load before the first keystroke.
 */
function loadEncoder(): Promise<Encode> {
  loadingEncoder ??= import('./qr-encode').then(
    (module) => (loadedEncoder = module.encodeQr),
    (error: unknown) => {
      loadingEncoder = null; // a later attempt may succeed
      throw error;
    },
  );
  return loadingEncoder;
}

// Every whole margin the setting allows (0–16): a short list, so a select rather than a number field.
const MARGINS = Array.from({ length: MARGIN_MAX + 1 }, (_, n) => n);

function initialFields(text: string | undefined, fields: Partial<QrFields> | undefined): QrFields {
  const base = structuredClone(DEFAULT_FIELDS);
  return {
    text: text ?? fields?.text ?? base.text,
    wifi: { ...base.wifi, ...fields?.wifi },
    email: { ...base.email, ...fields?.email },
    sms: { ...base.sms, ...fields?.sms },
    location: { ...base.location, ...fields?.location },
    contact: { ...base.contact, ...fields?.contact },
  };
}

export default function QrGenerator({ text, fields: initial, onChange, ...settingProps }: QrGeneratorProps) {
  const t = useQrMessages();
  const n = (value: number) => t.number(value);
  const given = parseSettings(settingProps);
  const [settings, setSettings] = useRememberedSettings(sanitizeSettings(given), given);
  const [fields, setFields] = useState(() => initialFields(text, initial));
  const { type, size, foreground, background, errorCorrection, margin } = settings;
  // A link carries the type, the main text and the look; the type-specific forms (WiFi, email,
  // SMS, location, contact) are not declared inputs, and a WiFi password is a secret.
  useShareState({ type, text: fields.text, size: String(size), foreground, background, errorCorrection, margin });
  const set = (patch: Partial<QrSettings>) => setSettings((current) => ({ ...current, ...patch }));

  // Coordinates typed the locale's way ("51,5074" in German) are read the English way.
  const typed = t.locale === 'en' ? fields : { ...fields, location: { latitude: englishNumberText(t.locale, fields.location.latitude), longitude: englishNumberText(t.locale, fields.location.longitude) } };
  const result = buildContent(type, typed, contentWords(t));
  // Encoding a long text takes a few milliseconds: let typing win.
  const content = useDeferredValue(result.status === 'ok' ? result.content : null);
  const [encode, setEncode] = useState<Encode | null>(() => loadedEncoder);
  const [encoderFailed, setEncoderFailed] = useState(false);
  const isDefaultCode = content === DEFAULT_TEXT && errorCorrection === DEFAULT_ERROR_CORRECTION;
  const needsEncoder = content !== null && !isDefaultCode && encode === null;
  const startEncoder = () => {
    if (encode !== null) return;
    loadEncoder().then(
      (loaded) => {
        setEncoderFailed(false);
        setEncode(() => loaded);
      },
      () => setEncoderFailed(true),
    );
  };
  const startEncoderNow = useEffectEvent(startEncoder);
  useEffect(() => {
    if (needsEncoder) startEncoderNow();
  }, [needsEncoder]);
  // undefined while the encoder loads (the first change away from the default, for a moment).
  const encoded = useMemo<EncodeResult | null | undefined>(() => {
    if (content === null) return null;
    if (isDefaultCode) return DEFAULT_RESULT;
    return encode ? encode(content, errorCorrection) : undefined;
  }, [content, isDefaultCode, errorCorrection, encode]);
  const code = encoded?.ok ? encoded : null;
  const layout = code ? layoutQr(code.modules, margin, size) : null;
  const fits = layout !== null && layout.scale >= 1;
  const svg = code && layout && fits ? svgParts(code.path, layout) : null;
  const warnings = colorWarnings(foreground, background, warningWords(t));

  const reportChange = useEffectEvent((detail: QrGeneratorChange) => onChange?.(detail));
  const version = code?.version ?? null;
  useEffect(() => {
    reportChange({ type, size, foreground, background, errorCorrection, margin, content: version === null ? null : content, version });
  }, [type, size, foreground, background, errorCorrection, margin, content, version]);

  const changeGroup: ContentFieldsProps['onChange'] = (group, patch) => setFields((current) => ({ ...current, [group]: { ...current[group], ...patch } }));

  const png = () => (code && layout && fits ? pngBlob(rasterize(code.code, layout, foreground, background), size) : null);
  const downloadPng = () => {
    const blob = png();
    if (blob) downloadBlob(downloadName('png'), blob);
  };
  const downloadSvg = () => {
    if (code && layout && fits) downloadText(downloadName('svg'), svgDocument(code.path, layout, foreground, background), 'image/svg+xml');
  };
  const suggested = code && !fits ? smallestFittingSize(code.modules, margin) : null;

  let placeholder: string | null = null;
  if (result.status === 'empty') placeholder = result.message;
  else if (result.status === 'invalid') placeholder = t('fixField');
  else if (encoded === undefined) placeholder = encoderFailed ? t('encoderFailed') : t('drawing');
  else if (encoded && !encoded.ok) placeholder = t('noCodeTooLong');
  else if (code && !fits) placeholder = t('noImage', { size: String(size) });
  // Why encoding failed (qr-encode.ts words it in English): too many bytes for the level, or not encodable.
  let failure: string | null = null;
  if (encoded && !encoded.ok && content !== null) {
    const bytes = utf8Length(content);
    const capacity = byteCapacity(errorCorrection, isAscii(content));
    failure = bytes > capacity ? t('tooLong', { bytes: n(bytes), level: errorCorrection, capacity: n(capacity) }) : t('cannotEncode');
  }

  return (
    <div className={styles.root} onFocus={startEncoder}>
      <div className={styles.layout}>
        <div className={styles.contentArea}>
          <Card title={t('content')} headingLevel={2}>
            <Stack gap="md">
              <Select label={t('qrType')} items={QR_TYPES.map(({ id }) => ({ id, label: t(`type.${id}`) }))} selectedKey={type} onSelectionChange={(key) => set({ type: key as QrType })} />
              <ContentFields
                type={type}
                fields={fields}
                errors={result.status === 'invalid' ? result.errors : {}}
                onTextChange={(next) => setFields((current) => ({ ...current, text: next }))}
                onChange={changeGroup}
              />
            </Stack>
          </Card>
        </div>
        <div className={styles.previewArea}>
          <Card title={t('preview')} headingLevel={2}>
            <Stack gap="md">
              <div className={styles.stage}>
                {svg ? (
                  <svg
                    role="img"
                    aria-label={t('qrCode')}
                    className={styles.image}
                    width={size}
                    height={size}
                    viewBox={svg.viewBox}
                    shapeRendering="crispEdges"
                    data-testid="qr-image"
                  >
                    <rect width={size} height={size} fill={background} />
                    <path transform={svg.transform} d={svg.path} fill={foreground} />
                  </svg>
                ) : (
                  <p className={styles.placeholder}>
                    <Icon icon={QrCode} size={32} />
                    {placeholder}
                  </p>
                )}
              </div>

              {failure ? <StatusBanner tone="error">{failure}</StatusBanner> : null}
              {code && !fits ? (
                <StatusBanner tone="warning">
                  <Stack gap="xs" align="start">
                    <span>
                      {t('tooWide', { modules: n(code.modules + 2 * margin), size: String(size) })}{' '}
                      {suggested ? t('chooseLarger', { size: String(suggested) }) : t('lowerMargin')}
                    </span>
                    {suggested ? (
                      <Button size="sm" onPress={() => set({ size: suggested })}>
                        {t('useSize', { size: String(suggested) })}
                      </Button>
                    ) : null}
                  </Stack>
                </StatusBanner>
              ) : null}
              {code && fits ? warnings.map((warning) => <StatusBanner key={warning} tone="warning">{warning}</StatusBanner>) : null}

              <dl className={styles.details}>
                <dt className={styles.term}>{t('data')}</dt>
                <dd className={styles.data}>{content === null ? '—' : previewData(content)}</dd>
                <dt className={styles.term}>{t('size')}</dt>
                <dd className={styles.definition}>{t('sizeValue', { size: String(size) })}</dd>
                {code ? (
                  <>
                    <dt className={styles.term}>{t('code')}</dt>
                    <dd className={styles.definition}>
                      {t('codeDetails', { version: n(code.version), modules: n(code.modules), fits: fits ? 'yes' : 'no', scale: n(layout?.scale ?? 0), level: errorCorrection })}
                    </dd>
                  </>
                ) : null}
              </dl>

              <div className={styles.actions}>
                <Button variant="primary" icon={Download} onPress={downloadPng} isDisabled={!svg} className={styles.actionButton}>
                  {t('downloadPng')}
                </Button>
                <Button icon={Download} onPress={downloadSvg} isDisabled={!svg} className={styles.actionButton}>
                  {t('downloadSvg')}
                </Button>
                <CopyImageButton image={png} isDisabled={!svg} className={styles.actionButton} />
                <CopyButton label={t('copyData')} text={() => content ?? ''} isDisabled={!code} className={styles.actionButton} />
              </div>
            </Stack>
          </Card>
        </div>
        <div className={styles.appearanceArea}>
          <Card title={t('appearance')} headingLevel={2}>
            <Stack gap="md">
              <RadioGroup
                label={t('size')}
                orientation="horizontal"
                options={QR_SIZES.map((option) => ({ value: String(option), label: t('sizeOption', { size: String(option) }) }))} value={String(size)} onChange={(value) => set(parseSettings({ size: value }))} />
              <div className={styles.pair}>
                <Select
                  label={t('errorCorrection')}
                  items={ERROR_CORRECTION_LEVELS.map((level) => ({
                    id: level,
                    label: t('levelOption', { level, recovery: n(Number.parseInt(ERROR_CORRECTION_RECOVERY[level], 10)) }),
                  }))}
                  selectedKey={errorCorrection}
                  onSelectionChange={(key) => set(parseSettings({ errorCorrection: key }))}
                  description={t('errorCorrectionDescription')}
                />
                <Select
                  label={t('margin')}
                  items={MARGINS.map((m) => ({ id: String(m), label: m === DEFAULT_MARGIN ? t('marginStandard', { margin: n(m) }) : n(m) }))}
                  selectedKey={String(margin)}
                  onSelectionChange={(key) => set(parseSettings({ margin: key }))}
                  description={t('marginDescription')}
                />
              </div>
              <div className={styles.pair}>
                <ColorField label={t('foreground')} value={foreground} onChange={(hex) => set({ foreground: hex })} />
                <ColorField label={t('background')} value={background} onChange={(hex) => set({ background: hex })} />
              </div>
            </Stack>
          </Card>
        </div>
      </div>
    </div>
  );
}
