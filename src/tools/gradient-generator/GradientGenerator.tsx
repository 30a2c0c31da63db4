import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowLeftRight, ArrowUp, Dices, Plus, X } from 'lucide-react';
import { PlainButton } from '../../ui/components/PlainButton';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { ColorField } from '../../ui/components/ColorField';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { NumberField } from '../../ui/components/NumberField';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_SETTINGS,
  MAX_STOPS,
  MIN_STOPS,
  POSITIONS,
  PRESETS,
  PROPERTIES,
  addStop,
  buildDeclaration,
  buildGradient,
  clampAngle,
  describeGradient,
  formatStops,
  gradientFromInputs,
  moveStop,
  outOfOrder,
  parseSettings,
  randomGradient,
  removeStop,
  reverseStops,
  roundPosition,
  sortStops,
  type ColorStop,
  type CssProperty,
  type Gradient,
  type GradientPosition,
  type GradientType,
  type Interpolation,
  type RadialShape,
} from './gradient-generator';
import * as styles from './GradientGenerator.css';
import { describeWords, useGradientMessages } from './i18n';

export interface GradientGeneratorProps {
  /** linear, radial or conic (embed: `type`). */
  type?: string;
  /** 0–360 degrees: direction (linear) or start angle (conic). */
  angle?: string | number;
  /** Radial shape: circle or ellipse. */
  shape?: string;
  /** Centre of a radial or conic gradient, e.g. "center" or "top left". */
  position?: string;
  repeating?: string | boolean;
  /** srgb (browser default), oklab or oklch. */
  interpolation?: string;
  /** Colour stops, e.g. "#ff0000 0%, #0000ff 100%" (2–8). */
  stops?: string;
  /** The property the declaration is written for: background (default) or background-image. */
  property?: string;
  /** Called with the CSS and the gradient after every change. */
  onChange?: (detail: GradientGeneratorChange) => void;
}

export interface GradientGeneratorChange extends Gradient {
  /** The gradient value, e.g. `linear-gradient(90deg, #2563eb 0%, #db2777 100%)`. */
  css: string;
  /** The whole declaration as shown, e.g. `background: linear-gradient(…);`. */
  declaration: string;
}

// The options' names are the messages `type.<id>`, `shape.<id>`, `position.<id>` and `interpolation.<id>`.
const TYPES = ['linear', 'radial', 'conic'] as const;
const SHAPES = ['circle', 'ellipse'] as const;
const INTERPOLATIONS = ['srgb', 'oklab', 'oklch'] as const;
const PROPERTY_ITEMS = PROPERTIES.map((p) => ({ id: p, label: p }));

/** Uniform [0, 1) from the browser's CSPRNG; only ever called from a button press. */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] as number) / 2 ** 32;
}

/** An element whose background is `css`, set through the CSSOM: the CSP forbids style attributes. */
function useBackground<T extends HTMLElement>(css: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('background', css);
  }, [css]);
  return ref;
}

function PresetSwatch({ css }: { css: string }) {
  const ref = useBackground<HTMLSpanElement>(css);
  return <span ref={ref} className={styles.presetSwatch} aria-hidden="true" />;
}

export default function GradientGenerator({ onChange, property, ...inputs }: GradientGeneratorProps) {
  const t = useGradientMessages();
  const [gradient, setGradient] = useState<Gradient>(() => gradientFromInputs(inputs));
  const [settings, setSettings] = useRememberedSettings('gradient-generator', DEFAULT_SETTINGS, parseSettings, parseSettings({ property }));
  useShareState({ ...gradient, stops: formatStops(gradient.stops), property: settings.property });
  const [message, announce] = useAnnouncer();
  const rootRef = useRef<HTMLDivElement>(null);
  const presetsLabel = useId();
  const stopsLabel = useId();

  const css = buildGradient(gradient);
  const declaration = buildDeclaration(gradient, settings.property);
  const previewRef = useBackground<HTMLDivElement>(css);
  const misplaced = outOfOrder(gradient.stops);
  const { type, stops } = gradient;

  const reportChange = useEffectEvent((detail: GradientGeneratorChange) => onChange?.(detail));
  useEffect(() => reportChange({ ...gradient, css, declaration }), [gradient, css, declaration]);

  const set = (patch: Partial<Gradient>) => setGradient((current) => ({ ...current, ...patch }));
  const setStops = (next: ColorStop[]) => set({ stops: next });
  const setStop = (index: number, patch: Partial<ColorStop>) => setStops(stops.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  /** Keeps keyboard focus on the control that moved or on a sensible neighbour. */
  const focusLater = (selector: string, fallback?: string) =>
    requestAnimationFrame(() => {
      const root = rootRef.current;
      const target = root?.querySelector<HTMLElement>(`${selector}:not([disabled])`) ?? (fallback ? root?.querySelector<HTMLElement>(fallback) : null);
      target?.focus();
    });

  const move = (index: number, direction: -1 | 1) => {
    setStops(moveStop(stops, index, direction));
    const to = index + direction;
    const action = direction < 0 ? 'up' : 'down';
    announce(t('moved', { from: t.number(index + 1), direction: action, to: t.number(to + 1) }));
    focusLater(`[data-stop-action="${action}-${to}"]`, `[data-stop-action="${action === 'up' ? 'down' : 'up'}-${to}"]`);
  };
  const remove = (index: number) => {
    setStops(removeStop(stops, index));
    announce(t('removed', { index: t.number(index + 1), count: stops.length - 1 }));
    focusLater('[data-stop-action="add"]', `[data-stop-action="remove-${Math.max(0, index - 1)}"]`);
  };
  const add = () => {
    const next = addStop(stops);
    setStops(next);
    const at = next.findIndex((s, i) => s !== stops[i]);
    announce(t('added', { index: t.number(at + 1), position: t.number(next[at]?.position ?? 0, { maximumFractionDigits: 2 }), count: next.length }));
  };
  const random = () => {
    const next = randomGradient(gradient, cryptoRandom);
    setGradient(next);
    announce(t('randomApplied', { description: describeGradient(next, describeWords(t)) }));
  };
  const applyPreset = (preset: Gradient, name: string) => {
    setGradient(preset);
    announce(t('presetApplied', { name }));
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <LiveRegion message={message} />
      <div className={styles.layout}>
        <div className={styles.previewArea}>
          <Card title={t('preview')} headingLevel={2}>
            <Stack gap="md">
              <div ref={previewRef} role="img" aria-label={describeGradient(gradient, describeWords(t))} className={styles.preview} data-testid="gradient-preview" />
              <CodeOutput label={t('css')} value={declaration} copyLabel={t('copyCss')} wrap />
              <Select
                label={t('cssProperty')}
                items={PROPERTY_ITEMS}
                selectedKey={settings.property}
                onSelectionChange={(key) => setSettings((current) => ({ ...current, ...parseSettings({ property: key as CssProperty }) }))}
                description={t('propertyDescription')}
              />
              <Inline gap="xs" role="group" aria-labelledby={presetsLabel}>
                <span id={presetsLabel} className={styles.groupLabel}>
                  {t('presets')}
                </span>
                {PRESETS.map((preset) => {
                  const name = t(`preset.${preset.id}` as 'preset.sunset');
                  return (
                    <PlainButton key={preset.id} size="sm" variant="secondary" onPress={() => applyPreset(preset.gradient, name)}>
                      <PresetSwatch css={buildGradient(preset.gradient)} />
                      {name}
                    </PlainButton>
                  );
                })}
              </Inline>
            </Stack>
          </Card>
        </div>

        <div className={styles.controlsArea}>
          <Card
            title={t('gradient')}
            headingLevel={2}
            actions={
              <PlainButton size="sm" icon={Dices} onPress={random}>
                {t('random')}
              </PlainButton>
            }
          >
            <Stack gap="md">
              <div className={styles.pair}>
                {/* The browser's own select: a radio group would add ~7 kB of react-aria to the page. */}
                <Select label={t('type')} items={TYPES.map((id) => ({ id, label: t(`type.${id}`) }))} selectedKey={type} onSelectionChange={(key) => set({ type: key as GradientType })} />
                {type !== 'radial' ? (
                  <NumberField
                    label={type === 'conic' ? t('startAngle') : t('angle')}
                    minValue={0}
                    maxValue={360}
                    step={1}
                    value={gradient.angle}
                    onChange={(value) => Number.isFinite(value) && set({ angle: clampAngle(value) })}
                  />
                ) : (
                  <Select label={t('shape')} items={SHAPES.map((id) => ({ id, label: t(`shape.${id}`) }))} selectedKey={gradient.shape} onSelectionChange={(key) => set({ shape: key as RadialShape })} />
                )}
                {type !== 'linear' ? (
                  <Select label={t('center')} items={POSITIONS.map((id) => ({ id, label: t(`position.${id}`) }))} selectedKey={gradient.position} onSelectionChange={(key) => set({ position: key as GradientPosition })} />
                ) : null}
                <Select
                  label={t('interpolation')}
                  items={INTERPOLATIONS.map((id) => ({ id, label: t(`interpolation.${id}`) }))}
                  selectedKey={gradient.interpolation}
                  onSelectionChange={(key) => set({ interpolation: key as Interpolation })}
                />
              </div>
              <Switch isSelected={gradient.repeating} onChange={(repeating) => set({ repeating })} description={t('repeatingDescription')}>
                {t('repeating')}
              </Switch>

              <Stack gap="sm">
                <Inline gap="sm" justify="between">
                  <span id={stopsLabel} className={styles.groupLabel}>
                    {t('colorStops', { count: t.number(stops.length), max: t.number(MAX_STOPS) })}
                  </span>
                  <Inline gap="xs">
                    <PlainButton size="sm" variant="ghost" icon={ArrowLeftRight} onPress={() => (setStops(reverseStops(stops)), announce(t('reversed')))}>
                      {t('reverse')}
                    </PlainButton>
                    <PlainButton size="sm" icon={Plus} onPress={add} isDisabled={stops.length >= MAX_STOPS} data-stop-action="add">
                      {t('addStop')}
                    </PlainButton>
                  </Inline>
                </Inline>
                <ol className={styles.stopList} aria-labelledby={stopsLabel}>
                  {stops.map((stop, index) => (
                    <li key={index}>
                      <div role="group" aria-label={t('stop', { index: t.number(index + 1) })} className={styles.stopRow}>
                        <ColorField label={t('stop', { index: t.number(index + 1) })} value={stop.color} onChange={(color) => setStop(index, { color })} className={styles.stopColor} />
                        <NumberField
                          label={t('position')}
                          minValue={0}
                          maxValue={100}
                          step={1}
                          formatOptions={{ maximumFractionDigits: 2 }}
                          value={stop.position}
                          onChange={(value) => Number.isFinite(value) && setStop(index, { position: roundPosition(value) })}
                          className={styles.stopPosition}
                        />
                        <div className={styles.stopActions}>
                          <PlainButton
                            variant="ghost"
                            icon={ArrowUp}
                            aria-label={t('moveUp', { index: t.number(index + 1) })}
                            isDisabled={index === 0}
                            onPress={() => move(index, -1)}
                            data-stop-action={`up-${index}`}
                          />
                          <PlainButton
                            variant="ghost"
                            icon={ArrowDown}
                            aria-label={t('moveDown', { index: t.number(index + 1) })}
                            isDisabled={index === stops.length - 1}
                            onPress={() => move(index, 1)}
                            data-stop-action={`down-${index}`}
                          />
                          <PlainButton
                            variant="ghost"
                            icon={X}
                            aria-label={t('remove', { index: t.number(index + 1) })}
                            isDisabled={stops.length <= MIN_STOPS}
                            onPress={() => remove(index)}
                            data-stop-action={`remove-${index}`}
                          />
                        </div>
                      </div>
                    </li>
                  ))}
                </ol>
                {misplaced.length > 0 ? (
                  <StatusBanner tone="warning">
                    <Stack gap="xs" align="start">
                      <span>{t('misplaced', { count: misplaced.length, stops: misplaced.map((n) => t.number(n)).join(t.locale === 'ar' ? '، ' : ', ') })}</span>
                      <PlainButton size="sm" onPress={() => (setStops(sortStops(stops)), announce(t('sorted')))}>
                        {t('sortByPosition')}
                      </PlainButton>
                    </Stack>
                  </StatusBanner>
                ) : null}
              </Stack>
            </Stack>
          </Card>
        </div>
      </div>
    </div>
  );
}
