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

const TYPE_ITEMS = [
  { id: 'linear', label: 'Linear' },
  { id: 'radial', label: 'Radial' },
  { id: 'conic', label: 'Conic' },
];
const SHAPE_ITEMS = [
  { id: 'circle', label: 'Circle' },
  { id: 'ellipse', label: 'Ellipse' },
];
const POSITION_ITEMS = POSITIONS.map((p) => ({ id: p, label: p.charAt(0).toUpperCase() + p.slice(1) }));
const INTERPOLATION_ITEMS = [
  { id: 'srgb', label: 'sRGB (default)' },
  { id: 'oklab', label: 'OKLab (in oklab)' },
  { id: 'oklch', label: 'OKLCH (in oklch)' },
];
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
    announce(`Stop ${index + 1} moved ${direction < 0 ? 'up' : 'down'} to place ${to + 1}.`);
    const action = direction < 0 ? 'up' : 'down';
    focusLater(`[data-stop-action="${action}-${to}"]`, `[data-stop-action="${action === 'up' ? 'down' : 'up'}-${to}"]`);
  };
  const remove = (index: number) => {
    setStops(removeStop(stops, index));
    announce(`Stop ${index + 1} removed. ${stops.length - 1} stops.`);
    focusLater('[data-stop-action="add"]', `[data-stop-action="remove-${Math.max(0, index - 1)}"]`);
  };
  const add = () => {
    const next = addStop(stops);
    setStops(next);
    const at = next.findIndex((s, i) => s !== stops[i]);
    announce(`Stop ${at + 1} added at ${next[at]?.position ?? 0}%. ${next.length} stops.`);
  };
  const random = () => {
    const next = randomGradient(gradient, cryptoRandom);
    setGradient(next);
    announce(`Random gradient: ${describeGradient(next)}.`);
  };
  const applyPreset = (preset: Gradient, name: string) => {
    setGradient(preset);
    announce(`Preset ${name} applied.`);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <LiveRegion message={message} />
      <div className={styles.layout}>
        <div className={styles.previewArea}>
          <Card title="Preview" headingLevel={2}>
            <Stack gap="md">
              <div ref={previewRef} role="img" aria-label={describeGradient(gradient)} className={styles.preview} data-testid="gradient-preview" />
              <CodeOutput label="CSS" value={declaration} copyLabel="Copy CSS" wrap />
              <Select
                label="CSS property"
                items={PROPERTY_ITEMS}
                selectedKey={settings.property}
                onSelectionChange={(key) => setSettings((current) => ({ ...current, ...parseSettings({ property: key as CssProperty }) }))}
                description="background also resets the other background properties; background-image changes only the image."
              />
              <Inline gap="xs" role="group" aria-labelledby={presetsLabel}>
                <span id={presetsLabel} className={styles.groupLabel}>
                  Presets:
                </span>
                {PRESETS.map((preset) => (
                  <PlainButton key={preset.id} size="sm" variant="secondary" onPress={() => applyPreset(preset.gradient, preset.name)}>
                    <PresetSwatch css={buildGradient(preset.gradient)} />
                    {preset.name}
                  </PlainButton>
                ))}
              </Inline>
            </Stack>
          </Card>
        </div>

        <div className={styles.controlsArea}>
          <Card
            title="Gradient"
            headingLevel={2}
            actions={
              <PlainButton size="sm" icon={Dices} onPress={random}>
                Random
              </PlainButton>
            }
          >
            <Stack gap="md">
              <div className={styles.pair}>
                {/* The browser's own select: a radio group would add ~7 kB of react-aria to the page. */}
                <Select label="Type" items={TYPE_ITEMS} selectedKey={type} onSelectionChange={(key) => set({ type: key as GradientType })} />
                {type !== 'radial' ? (
                  <NumberField
                    label={type === 'conic' ? 'Start angle (°)' : 'Angle (°)'}
                    minValue={0}
                    maxValue={360}
                    step={1}
                    value={gradient.angle}
                    onChange={(value) => Number.isFinite(value) && set({ angle: clampAngle(value) })}
                  />
                ) : (
                  <Select label="Shape" items={SHAPE_ITEMS} selectedKey={gradient.shape} onSelectionChange={(key) => set({ shape: key as RadialShape })} />
                )}
                {type !== 'linear' ? (
                  <Select label="Center" items={POSITION_ITEMS} selectedKey={gradient.position} onSelectionChange={(key) => set({ position: key as GradientPosition })} />
                ) : null}
                <Select
                  label="Color interpolation"
                  items={INTERPOLATION_ITEMS}
                  selectedKey={gradient.interpolation}
                  onSelectionChange={(key) => set({ interpolation: key as Interpolation })}
                />
              </div>
              <Switch isSelected={gradient.repeating} onChange={(repeating) => set({ repeating })} description="Repeats the stops across the box, for stripes and rings.">
                Repeating
              </Switch>

              <Stack gap="sm">
                <Inline gap="sm" justify="between">
                  <span id={stopsLabel} className={styles.groupLabel}>
                    Color stops ({stops.length} of {MAX_STOPS})
                  </span>
                  <Inline gap="xs">
                    <PlainButton size="sm" variant="ghost" icon={ArrowLeftRight} onPress={() => (setStops(reverseStops(stops)), announce('Stops reversed.'))}>
                      Reverse
                    </PlainButton>
                    <PlainButton size="sm" icon={Plus} onPress={add} isDisabled={stops.length >= MAX_STOPS} data-stop-action="add">
                      Add Stop
                    </PlainButton>
                  </Inline>
                </Inline>
                <ol className={styles.stopList} aria-labelledby={stopsLabel}>
                  {stops.map((stop, index) => (
                    <li key={index}>
                      <div role="group" aria-label={`Stop ${index + 1}`} className={styles.stopRow}>
                        <ColorField label={`Stop ${index + 1}`} value={stop.color} onChange={(color) => setStop(index, { color })} className={styles.stopColor} />
                        <NumberField
                          label="Position (%)"
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
                            aria-label={`Move stop ${index + 1} up`}
                            isDisabled={index === 0}
                            onPress={() => move(index, -1)}
                            data-stop-action={`up-${index}`}
                          />
                          <PlainButton
                            variant="ghost"
                            icon={ArrowDown}
                            aria-label={`Move stop ${index + 1} down`}
                            isDisabled={index === stops.length - 1}
                            onPress={() => move(index, 1)}
                            data-stop-action={`down-${index}`}
                          />
                          <PlainButton
                            variant="ghost"
                            icon={X}
                            aria-label={`Remove stop ${index + 1}`}
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
                      <span>
                        {misplaced.length === 1 ? `Stop ${misplaced[0]} sits before the stop above it` : `Stops ${misplaced.join(', ')} sit before the stops above them`}: the browser
                        moves {misplaced.length === 1 ? 'it' : 'them'} forward to the previous position.
                      </span>
                      <PlainButton size="sm" onPress={() => (setStops(sortStops(stops)), announce('Stops sorted by position.'))}>
                        Sort by position
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
