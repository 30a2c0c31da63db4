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
  colorWarnings,
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
const MARGIN_ITEMS = Array.from({ length: MARGIN_MAX + 1 }, (_, n) => ({ id: String(n), label: n === DEFAULT_MARGIN ? `${n} (standard)` : String(n) }));
const TYPE_ITEMS = QR_TYPES.map(({ id, label }) => ({ id, label }));
const SIZE_OPTIONS = QR_SIZES.map((size) => ({ value: String(size), label: `${size} px` }));
const LEVEL_NAMES: Record<ErrorCorrection, string> = { L: 'Low', M: 'Medium', Q: 'Quartile', H: 'High' };
const LEVEL_ITEMS = ERROR_CORRECTION_LEVELS.map((level) => ({
  id: level,
  label: `${level} (${LEVEL_NAMES[level]}, ${ERROR_CORRECTION_RECOVERY[level]})`,
}));

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
  const given = parseSettings(settingProps);
  const [settings, setSettings] = useRememberedSettings(sanitizeSettings(given), given);
  const [fields, setFields] = useState(() => initialFields(text, initial));
  const { type, size, foreground, background, errorCorrection, margin } = settings;
  // A link carries the type, the main text and the look; the type-specific forms (WiFi, email,
  // SMS, location, contact) are not declared inputs, and a WiFi password is a secret.
  useShareState({ type, text: fields.text, size: String(size), foreground, background, errorCorrection, margin });
  const set = (patch: Partial<QrSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const result = buildContent(type, fields);
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
  const warnings = colorWarnings(foreground, background);

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
  else if (result.status === 'invalid') placeholder = 'Fix the highlighted field to see the QR code.';
  else if (encoded === undefined) placeholder = encoderFailed ? 'The QR encoder could not load. Check your connection and reload the page.' : 'Drawing the QR code…';
  else if (encoded && !encoded.ok) placeholder = 'No QR code: the content is too long.';
  else if (code && !fits) placeholder = `No ${size} px image: too many modules.`;

  return (
    <div className={styles.root} onFocus={startEncoder}>
      <div className={styles.layout}>
        <div className={styles.contentArea}>
          <Card title="Content" headingLevel={2}>
            <Stack gap="md">
              <Select label="QR code type" items={TYPE_ITEMS} selectedKey={type} onSelectionChange={(key) => set({ type: key as QrType })} />
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
          <Card title="Preview" headingLevel={2}>
            <Stack gap="md">
              <div className={styles.stage}>
                {svg ? (
                  <svg
                    role="img"
                    aria-label="QR code"
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

              {encoded && !encoded.ok ? <StatusBanner tone="error">{encoded.message}</StatusBanner> : null}
              {code && !fits ? (
                <StatusBanner tone="warning">
                  <Stack gap="xs" align="start">
                    <span>
                      This code is {code.modules + 2 * margin} modules wide with its margin: too many for {size} × {size} px.
                      {suggested ? ` Choose ${suggested} px or larger.` : ' Lower the margin.'}
                    </span>
                    {suggested ? (
                      <Button size="sm" onPress={() => set({ size: suggested })}>
                        Use {suggested} px
                      </Button>
                    ) : null}
                  </Stack>
                </StatusBanner>
              ) : null}
              {code && fits ? warnings.map((warning) => <StatusBanner key={warning} tone="warning">{warning}</StatusBanner>) : null}

              <dl className={styles.details}>
                <dt className={styles.term}>Data</dt>
                <dd className={styles.data}>{content === null ? '—' : previewData(content)}</dd>
                <dt className={styles.term}>Size</dt>
                <dd className={styles.definition}>
                  {size} × {size} px
                </dd>
                {code ? (
                  <>
                    <dt className={styles.term}>Code</dt>
                    <dd className={styles.definition}>
                      Version {code.version}, {code.modules} × {code.modules} modules{fits ? ` (${layout.scale} px each)` : ''}, error correction{' '}
                      {errorCorrection}
                    </dd>
                  </>
                ) : null}
              </dl>

              <div className={styles.actions}>
                <Button variant="primary" icon={Download} onPress={downloadPng} isDisabled={!svg} className={styles.actionButton}>
                  Download PNG
                </Button>
                <Button icon={Download} onPress={downloadSvg} isDisabled={!svg} className={styles.actionButton}>
                  Download SVG
                </Button>
                <CopyImageButton image={png} isDisabled={!svg} className={styles.actionButton} />
                <CopyButton label="Copy Data" text={() => content ?? ''} isDisabled={!code} className={styles.actionButton} />
              </div>
            </Stack>
          </Card>
        </div>
        <div className={styles.appearanceArea}>
          <Card title="Appearance" headingLevel={2}>
            <Stack gap="md">
              <RadioGroup label="Size" orientation="horizontal" options={SIZE_OPTIONS} value={String(size)} onChange={(value) => set(parseSettings({ size: value }))} />
              <div className={styles.pair}>
                <Select
                  label="Error correction"
                  items={LEVEL_ITEMS}
                  selectedKey={errorCorrection}
                  onSelectionChange={(key) => set(parseSettings({ errorCorrection: key }))}
                  description="The share of the code that can be damaged and still read. Higher levels make the code denser."
                />
                <Select
                  label="Margin (modules)"
                  items={MARGIN_ITEMS}
                  selectedKey={String(margin)}
                  onSelectionChange={(key) => set(parseSettings({ margin: key }))}
                  description="The blank border; scanners expect 4."
                />
              </div>
              <div className={styles.pair}>
                <ColorField label="Foreground" value={foreground} onChange={(hex) => set({ foreground: hex })} />
                <ColorField label="Background" value={background} onChange={(hex) => set({ background: hex })} />
              </div>
            </Stack>
          </Card>
        </div>
      </div>
    </div>
  );
}
