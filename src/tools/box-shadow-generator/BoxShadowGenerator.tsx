import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from 'lucide-react';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { ColorField } from '../../ui/components/ColorField';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { NumberField } from '../../ui/components/NumberField';
import { PlainButton } from '../../ui/components/PlainButton';
import { Slider } from '../../ui/components/Slider';
import { Switch } from '../../ui/components/Switch';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_PREVIEW,
  MAX_LAYERS,
  MIN_LAYERS,
  PRESETS,
  PRESET_IDS,
  RADIUS_MAX,
  RANGES,
  addLayer,
  clampLength,
  clampOpacity,
  duplicateLayer,
  encodeLayers,
  formatDeclaration,
  formatLayer,
  formatShadow,
  layersFromInput,
  moveLayer,
  parsePreview,
  removeLayer,
  type LengthField,
  type PresetId,
  type ShadowLayer,
} from './box-shadow-generator';
import { useBoxShadowGeneratorMessages } from './i18n';
import * as styles from './BoxShadowGenerator.css';

export interface BoxShadowGeneratorProps {
  /** The layers to start with, in the link's compact form (embed: `layers`), e.g. "0_4_6_-1_000000_10". */
  layers?: string;
  /** Color of the preview card, #rrggbb (embed: `box-color`). */
  boxColor?: string;
  /** Color behind the preview card, #rrggbb (embed: `background-color`). */
  backgroundColor?: string;
  /** Corner radius of the preview card in px, 0–64 (embed: `corner-radius`). */
  cornerRadius?: string | number;
  /** Called with the CSS and the layers after every change. */
  onChange?: (detail: BoxShadowGeneratorChange) => void;
}

export interface BoxShadowGeneratorChange {
  /** The property's value, e.g. `0 4px 6px -1px rgba(0, 0, 0, 0.1)`. */
  css: string;
  /** The declaration as shown and copied, e.g. `box-shadow: …;`. */
  declaration: string;
  layers: ShadowLayer[];
}

/** A length as the CSS writes it: the unit is code, the same in every language. */
const pxText = (value: number) => `${value} px`;

const PRESET_NAMES = {
  subtle: 'presetSubtle',
  medium: 'presetMedium',
  large: 'presetLarge',
  layered: 'presetLayered',
  inset: 'presetInset',
  neon: 'presetNeon',
} as const satisfies Record<PresetId, string>;

const LENGTHS = [
  { field: 'x', label: 'xOffset' },
  { field: 'y', label: 'yOffset' },
  { field: 'blur', label: 'blur' },
  { field: 'spread', label: 'spread' },
] as const satisfies ReadonlyArray<{ field: LengthField; label: string }>;

type Action = 'up' | 'down' | 'duplicate' | 'remove' | 'select';

export default function BoxShadowGenerator({ layers: layersText, boxColor, backgroundColor, cornerRadius, onChange }: BoxShadowGeneratorProps) {
  const t = useBoxShadowGeneratorMessages();
  const [layers, setLayers] = useState<ShadowLayer[]>(() => layersFromInput(layersText));
  const [selected, setSelected] = useState(0);
  const [preview, setPreview] = useRememberedSettings('box-shadow-generator', DEFAULT_PREVIEW, parsePreview, parsePreview({ boxColor, backgroundColor, radius: cornerRadius }));
  useShareState({ layers: encodeLayers(layers), boxColor: preview.boxColor, backgroundColor: preview.backgroundColor, cornerRadius: preview.radius });
  const [message, announce] = useAnnouncer();
  const rootRef = useRef<HTMLDivElement>(null);
  const listLabel = useId();
  const presetsLabel = useId();

  const css = formatShadow(layers);
  const declaration = formatDeclaration(layers);
  const index = Math.min(selected, layers.length - 1);
  const current = layers[index] as ShadowLayer;

  const reportChange = useEffectEvent((detail: BoxShadowGeneratorChange) => onChange?.(detail));
  useEffect(() => reportChange({ css, declaration, layers }), [css, declaration, layers]);

  const layerCount = (count: number) => ({ count });

  /** Keeps keyboard focus on the control that moved, or on a sensible neighbor once it is disabled or gone. */
  const focusLater = (...selectors: string[]) =>
    requestAnimationFrame(() => {
      const root = rootRef.current;
      for (const selector of selectors) {
        const target = root?.querySelector<HTMLElement>(`${selector}:not([disabled])`);
        if (target) return target.focus();
      }
    });
  const actionAt = (action: Action, at: number) => `[data-layer-action="${action}-${at}"]`;

  const update = (patch: Partial<ShadowLayer>) => setLayers((list) => list.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const move = (at: number, direction: -1 | 1) => {
    const to = at + direction;
    setLayers(moveLayer(layers, at, direction));
    if (index === at) setSelected(to);
    else if (index === to) setSelected(at);
    announce(t('moved', { position: to + 1, count: layers.length }));
    const same = direction < 0 ? 'up' : 'down';
    focusLater(actionAt(same, to), actionAt(same === 'up' ? 'down' : 'up', to));
  };
  const duplicate = (at: number) => {
    setLayers(duplicateLayer(layers, at));
    setSelected(at + 1);
    announce(t('duplicated', { number: at + 1, copy: at + 2, count: layers.length + 1 }));
  };
  const remove = (at: number) => {
    const next = removeLayer(layers, at);
    setLayers(next);
    if (index > at || index === layers.length - 1) setSelected(Math.max(0, index - 1));
    announce(t('removed', { number: at + 1, ...layerCount(next.length) }));
    focusLater(actionAt('remove', Math.min(at, next.length - 1)), actionAt('select', Math.min(at, next.length - 1)));
  };
  const add = () => {
    const next = addLayer(layers);
    setLayers(next);
    setSelected(next.length - 1);
    announce(t('added', { number: next.length, ...layerCount(next.length) }));
  };
  const applyPreset = (id: PresetId) => {
    setLayers(PRESETS[id].map((l) => ({ ...l })));
    setSelected(0);
    announce(t('presetApplied', { name: t(PRESET_NAMES[id]), ...layerCount(PRESETS[id].length) }));
  };

  // The shadow goes on the card as a style, so the prerendered page paints it before any script (the
  // prerender moves style attributes into its stylesheet) and React sets it through the CSSOM after:
  // the CSP forbids inline style attributes, not CSSOM styles.
  const boxStyle = { boxShadow: css, backgroundColor: preview.boxColor, borderRadius: `${preview.radius}px` };
  const stageStyle = { backgroundColor: preview.backgroundColor };

  return (
    <div className={styles.root} ref={rootRef}>
      <div data-testid="shadow-announcer">
        <LiveRegion message={message} />
      </div>
      <div className={styles.layout}>
        <div className={styles.previewArea}>
          <Card title={t('preview')} headingLevel={2}>
            <Stack gap="md">
              {/* eslint-disable-next-line no-restricted-syntax -- see boxStyle */}
              <div className={styles.stage} style={stageStyle} data-testid="shadow-stage">
                {/* eslint-disable-next-line no-restricted-syntax -- see boxStyle */}
                <div role="img" aria-label={t('previewLabel', layerCount(layers.length))} className={styles.box} style={boxStyle} data-testid="shadow-preview" />
              </div>
              <CodeOutput label={t('css')} value={declaration} copyLabel={t('copyCss')} wrap />
            </Stack>
          </Card>
        </div>

        <div className={styles.controlsArea}>
          <Stack gap="lg">
            <Card
              title={t('layers')}
              headingLevel={2}
              description={t('layerCount', { count: layers.length, max: MAX_LAYERS })}
              actions={
                <PlainButton size="sm" icon={Plus} onPress={add} isDisabled={layers.length >= MAX_LAYERS} data-layer-action="add">
                  {t('addLayer')}
                </PlainButton>
              }
            >
              <Stack gap="md">
                <Inline gap="xs" role="group" aria-labelledby={presetsLabel}>
                  <span id={presetsLabel} className={styles.groupLabel}>
                    {t('presets')}
                  </span>
                  {PRESET_IDS.map((id) => (
                    <PlainButton key={id} size="sm" variant="secondary" onPress={() => applyPreset(id)}>
                      {t(PRESET_NAMES[id])}
                    </PlainButton>
                  ))}
                </Inline>
                <Stack gap="xs">
                  <span id={listLabel} className={styles.groupLabel}>
                    {t('orderHelp')}
                  </span>
                  <ol className={styles.layerList} aria-labelledby={listLabel}>
                    {layers.map((layer, at) => {
                      const number = at + 1;
                      return (
                        <li key={at} className={styles.layerRow} data-selected={at === index || undefined}>
                          <button
                            type="button"
                            className={styles.layerSelect}
                            aria-pressed={at === index}
                            onClick={() => setSelected(at)}
                            data-layer-action={`select-${at}`}
                          >
                            <span className={styles.layerName}>{t('layerName', { number })}</span>
                            <code className={styles.layerCss} dir="ltr">
                              {formatLayer(layer)}
                            </code>
                          </button>
                          <div className={styles.layerActions}>
                            <PlainButton
                              size="sm"
                              variant="ghost"
                              icon={ArrowUp}
                              aria-label={t('moveUpLabel', { number })}
                              title={t('moveUp')}
                              isDisabled={at === 0}
                              onPress={() => move(at, -1)}
                              data-layer-action={`up-${at}`}
                            />
                            <PlainButton
                              size="sm"
                              variant="ghost"
                              icon={ArrowDown}
                              aria-label={t('moveDownLabel', { number })}
                              title={t('moveDown')}
                              isDisabled={at === layers.length - 1}
                              onPress={() => move(at, 1)}
                              data-layer-action={`down-${at}`}
                            />
                            <PlainButton
                              size="sm"
                              variant="ghost"
                              icon={Copy}
                              aria-label={t('duplicateLabel', { number })}
                              title={t('duplicate')}
                              isDisabled={layers.length >= MAX_LAYERS}
                              onPress={() => duplicate(at)}
                              data-layer-action={`duplicate-${at}`}
                            />
                            <PlainButton
                              size="sm"
                              variant="ghost"
                              icon={Trash2}
                              aria-label={t('removeLabel', { number })}
                              title={t('remove')}
                              isDisabled={layers.length <= MIN_LAYERS}
                              onPress={() => remove(at)}
                              data-layer-action={`remove-${at}`}
                            />
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                </Stack>
              </Stack>
            </Card>

            <Card title={t('editLayer', { number: index + 1 })} headingLevel={2}>
              <Stack gap="md">
                {/* On a phone the Preview card is screens above: a small copy of the card stays beside the sliders. */}
                {/* eslint-disable-next-line no-restricted-syntax -- see boxStyle */}
                <div className={styles.miniStage} style={stageStyle} aria-hidden="true" data-testid="shadow-mini-preview">
                  {/* eslint-disable-next-line no-restricted-syntax -- see boxStyle */}
                  <div className={styles.miniBox} style={boxStyle} />
                </div>
                {LENGTHS.map(({ field, label }) => (
                  <div key={field} className={styles.pair}>
                    <Slider
                      label={t(label)}
                      minValue={RANGES[field].min}
                      maxValue={RANGES[field].max}
                      value={current[field]}
                      valueLabel={(value) => pxText(value)}
                      onChange={(value) => update({ [field]: clampLength(field, value) })}
                    />
                    <NumberField
                      label="px"
                      aria-label={t('inPx', { name: t(label) })}
                      minValue={RANGES[field].min}
                      maxValue={RANGES[field].max}
                      step={1}
                      value={current[field]}
                      onChange={(value) => Number.isFinite(value) && update({ [field]: clampLength(field, value) })}
                    />
                  </div>
                ))}
                <ColorField label={t('color')} value={current.color} onChange={(color) => update({ color })} />
                <div className={styles.pair}>
                  <Slider
                    label={t('opacity')}
                    value={current.opacity}
                    valueLabel={(value) => t('percentValue', { value: String(value) })}
                    onChange={(value) => update({ opacity: clampOpacity(value) })}
                  />
                  <NumberField
                    label="%"
                    aria-label={t('inPercent', { name: t('opacity') })}
                    minValue={0}
                    maxValue={100}
                    step={1}
                    value={current.opacity}
                    onChange={(value) => Number.isFinite(value) && update({ opacity: clampOpacity(value) })}
                  />
                </div>
                <Switch isSelected={current.inset} onChange={(inset) => update({ inset })} description={t('insetHelp')}>
                  {t('inset')}
                </Switch>
              </Stack>
            </Card>
          </Stack>
        </div>

        <div className={styles.optionsArea}>
          <Card title={t('previewOptions')} headingLevel={2} description={t('previewHelp')}>
            <div className={styles.options}>
              <ColorField label={t('boxColor')} value={preview.boxColor} onChange={(hex) => setPreview((p) => ({ ...p, boxColor: hex }))} />
              <ColorField label={t('backgroundColor')} value={preview.backgroundColor} onChange={(hex) => setPreview((p) => ({ ...p, backgroundColor: hex }))} />
              <Slider
                label={t('radius')}
                maxValue={RADIUS_MAX}
                value={preview.radius}
                valueLabel={(value) => pxText(value)}
                onChange={(value) => setPreview((p) => ({ ...p, radius: value }))}
              />
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
