import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { CheckCircle2, RefreshCw } from 'lucide-react';
import { Icon } from '../../ui/components/Icon';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { NumberField } from '../../ui/components/NumberField';
import { Select } from '../../ui/components/Select';
import { Switch } from '../../ui/components/Switch';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { readProp } from '../api';
import { useShareState } from '../share-state';
import { api } from './api';
import {
  DEFAULT_NAMES,
  DEFAULT_SETTINGS,
  KINDS,
  MAX_COUNT,
  NAMESPACE_IDS,
  clampCount,
  downloadName,
  formatValue,
  inspect,
  inspectionRows,
  isoTime,
  parseSettings,
  v4Uuids,
  type GeneratorSettings,
  type Inspection,
  type InspectionText,
  type Kind,
  type RandomKind,
} from './uuid-generator';
import { useUuidGeneratorMessages, type UuidGeneratorMessage } from './i18n';
import * as styles from './UuidGenerator.css';
import { lazyPart, useIdlePart } from '../../ui/lazy-part';

export interface UuidGeneratorChange {
  version: Kind;
  count: number;
  uppercase: boolean;
  hyphens: boolean;
  namespace: string;
  /** The values as shown (case and hyphens applied); empty while the settings are invalid. */
  values: string[];
  /** The message shown while the settings cannot make values, or null. */
  error: string | null;
  /** The validator's reading of `check`; null while it is empty. */
  check: {
    valid: boolean;
    type: 'uuid' | 'ulid' | null;
    version: number | null;
    variant: 'rfc' | 'ncs' | 'microsoft' | 'future' | null;
    /** ISO 8601 (UTC) for v1, v6, v7 and ULIDs. */
    time: string | null;
    error: string | null;
  } | null;
}

export interface UuidGeneratorProps {
  /** v4, v7, v1, v5 or ulid (the embed's `version` attribute). */
  version?: string;
  /** How many values, 1 to 1,000 (the embed's `count` attribute). */
  count?: number | string;
  /** Upper-case hex digits (the embed's `uppercase` attribute). */
  uppercase?: boolean | string;
  /** UUIDs with hyphens (the embed's `hyphens` attribute). */
  hyphens?: boolean | string;
  /** v5 namespace: dns, url, oid, x500 or a UUID (the embed's `namespace` attribute). */
  namespace?: string;
  /** v5 names, one a line (the embed's `names` attribute). */
  names?: string;
  /** A UUID or ULID for the validator (the embed's `check` attribute). */
  check?: string;
  /** Called with the values and the validator's reading after every change. */
  onChange?: (detail: UuidGeneratorChange) => void;
}

/** Props as given (attribute text or typed values) read against the declaration; invalid ones are left out. */
function settingsFromProps(props: UuidGeneratorProps): Partial<GeneratorSettings> {
  const read = (name: string, raw: unknown) => readProp(api, name, raw);
  const kind = read('version', props.version);
  const count = read('count', props.count);
  const uppercase = read('uppercase', props.uppercase);
  const hyphens = read('hyphens', props.hyphens);
  const namespace = read('namespace', props.namespace);
  return {
    ...(typeof kind === 'string' ? { kind: kind as Kind } : {}),
    ...(typeof count === 'number' ? { count } : {}),
    ...(typeof uppercase === 'boolean' ? { uppercase } : {}),
    ...(typeof hyphens === 'boolean' ? { hyphens } : {}),
    ...(typeof namespace === 'string' ? { namespace } : {}),
  };
}

type Generators = typeof import('./generate');

/**
 * v4 (the default) is made here; the other kinds' code (generate.ts: v7, v1, v5, ULID) loads after
 * the page starts: when the browser is idle after hydration, at the first focus or press in the
 * tool, or as soon as one of those kinds is chosen or remembered. Until it is in, the list shows
 * "Generating…" and Generate New waits for it; nothing is reported. A failed load is tried again
 * at the next focus, press or choice.
 */
const generatorsPart = lazyPart<Generators>(() => import('./generate'));

const kindKey = (kind: Kind) => `kind.${kind}` as UuidGeneratorMessage;
const kindHelpKey = (kind: Kind) => `kindHelp.${kind}` as UuidGeneratorMessage;

interface Batch {
  kind: RandomKind;
  count: number;
  values: string[];
}

export default function UuidGenerator(props: UuidGeneratorProps) {
  const { onChange } = props;
  const t = useUuidGeneratorMessages();
  const [given] = useState(() => settingsFromProps(props));
  const [settings, setSettings] = useRememberedSettings<GeneratorSettings>('uuid-generator', DEFAULT_SETTINGS, parseSettings, given);
  const set = (patch: Partial<GeneratorSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const { kind, uppercase, hyphens, namespace } = settings;
  const count = clampCount(settings.count);
  const isUlid = kind === 'ulid';

  // The count as typed: NaN while the field is empty, so the field can say so; the list keeps the last good count.
  const [countInput, setCountInput] = useState<number | null>(null);
  const countShown = countInput ?? count;
  const countInvalid = !Number.isFinite(countShown);
  const changeCount = (value: number) => {
    setCountInput(value);
    if (Number.isFinite(value)) set({ count: clampCount(value) });
  };

  const [names, setNames] = useState(() => (typeof props.names === 'string' ? props.names : DEFAULT_NAMES));
  const [check, setCheck] = useState(() => (typeof props.check === 'string' ? props.check : ''));
  // The text of the custom namespace field; the namespace setting holds it while Custom is chosen.
  const namespaceChoice = (NAMESPACE_IDS as string[]).includes(namespace) ? namespace : 'custom';
  const [customNamespace, setCustomNamespace] = useState(() => (namespaceChoice === 'custom' ? namespace : ''));
  const chooseNamespace = (id: string) => set({ namespace: id === 'custom' ? customNamespace : id });
  const typeNamespace = (text: string) => {
    setCustomNamespace(text);
    set({ namespace: text });
  };

  const [generators, startGenerators] = useIdlePart(generatorsPart);

  // Random values need randomness, which must not run while the page is prerendered: drawn after
  // mount, again whenever the type or count changes, and on Generate New.
  const generator = useRef<ReturnType<Generators['createGenerator']> | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [announcement, announce] = useAnnouncer();
  const draw = (drawKind: RandomKind, drawCount: number) => {
    let drawn: string[];
    if (drawKind === 'v4') {
      drawn = v4Uuids(drawCount);
    } else if (generators) {
      generator.current ??= generators.createGenerator();
      drawn = generator.current(drawKind, drawCount);
    } else {
      // Their code is on its way: the list says "Generating…" and is drawn when it arrives (below).
      startGenerators();
      return;
    }
    setBatch({ kind: drawKind, count: drawCount, values: drawn });
    announce(t(drawKind === 'ulid' ? 'generatedUlids' : 'generatedUuids', { count: drawCount }));
  };
  const drawForSettings = useEffectEvent(() => {
    if (kind !== 'v5') draw(kind, count);
    else startGenerators();
  });
  useEffect(() => drawForSettings(), [kind, count]);
  // The code for v7, v1 and ULIDs arrived: draw the list that waited for it (never a second v4 list).
  const drawWaiting = useEffectEvent(() => {
    if (kind !== 'v5' && kind !== 'v4' && !(batch && batch.kind === kind && batch.count === count)) draw(kind, count);
  });
  useEffect(() => {
    if (generators) drawWaiting();
  }, [generators]);

  const nameBased = useMemo(() => (kind === 'v5' && generators ? generators.nameBasedUuids(namespace, names) : null), [kind, namespace, names, generators]);
  // null while there is nothing to show yet: random values not drawn, or v5's code not in.
  const raw = useMemo(
    () => (kind === 'v5' ? (nameBased === null ? null : nameBased.ok ? nameBased.values : []) : batch && batch.kind === kind && batch.count === count ? batch.values : null),
    [kind, count, nameBased, batch],
  );
  const values = useMemo(() => (raw ?? []).map((value) => formatValue(value, kind, { uppercase, hyphens })), [raw, kind, uppercase, hyphens]);
  const text = values.join('\n');
  const nameError = nameBased && !nameBased.ok && nameBased.reason !== 'namespace' ? t(nameBased.reason) : null;
  const namespaceError = nameBased && !nameBased.ok && nameBased.reason === 'namespace' ? t('customNamespaceError') : null;
  const generateError = namespaceError ?? nameError;

  const inspection = useMemo(() => inspect(check), [check]);
  const checkError = inspection.status === 'invalid' ? invalidText(inspection, t) : null;
  const words: InspectionText = {
    label: (key) => t(`label.${key}` as UuidGeneratorMessage),
    kind: (found) => (found.status === 'ulid' ? 'ULID' : found.special ? t(`type.${found.special}`) : 'UUID'),
    version: ({ version, variant }) =>
      variant !== 'rfc'
        ? t('version.notRfc', { version })
        : version >= 1 && version <= 8
          ? t(`version.${version}` as UuidGeneratorMessage)
          : t('version.other', { version }),
    variant: (variant) => t(`variant.${variant}`),
  };
  const valid = inspection.status === 'uuid' || inspection.status === 'ulid' ? inspection : null;
  const rows = valid ? inspectionRows(valid, words) : [];
  const details = rows.map(([label, value]) => `${label}: ${value}`).join('\n');

  useShareState({ version: kind, count, uppercase, hyphens, namespace, names, check });

  const report = useEffectEvent((detail: UuidGeneratorChange) => onChange?.(detail));
  const ready = raw !== null;
  useEffect(() => {
    if (!ready) return;
    report({
      version: kind,
      count,
      uppercase,
      hyphens,
      namespace,
      values,
      error: generateError,
      check:
        inspection.status === 'empty'
          ? null
          : {
              valid: valid !== null,
              type: valid ? valid.status : null,
              version: valid?.status === 'uuid' && valid.special === null ? valid.version : null,
              variant: valid?.status === 'uuid' && valid.special === null ? valid.variant : null,
              time: valid && valid.time !== null ? isoTime(valid.time) : null,
              error: checkError,
            },
    });
  }, [ready, kind, count, uppercase, hyphens, namespace, values, generateError, inspection, valid, checkError]);

  const kindItems = KINDS.map((id) => ({ id, label: t(kindKey(id)) }));
  const namespaceItems = [...NAMESPACE_IDS, 'custom'].map((id) => ({ id, label: t(`namespace.${id}` as UuidGeneratorMessage) }));
  const noun = isUlid ? 'ULIDs' : 'UUIDs';
  const verdict = valid ? (valid.status === 'ulid' ? t('validUlid') : t('validUuid')) : '';

  return (
    <div className={styles.root} onFocus={startGenerators} onPointerDown={startGenerators}>
      <div className={styles.layout}>
        <Card title={t('generate')} headingLevel={2}>
          <Stack gap="md">
            <Select label={t('type')} items={kindItems} selectedKey={kind} onSelectionChange={(id) => set({ kind: id as Kind })} description={t(kindHelpKey(kind))} />
            {kind === 'v5' ? (
              <>
                <Select label={t('namespace')} items={namespaceItems} selectedKey={namespaceChoice} onSelectionChange={chooseNamespace} />
                {namespaceChoice === 'custom' ? (
                  <TextField
                    label={t('customNamespace')}
                    value={customNamespace}
                    onChange={typeNamespace}
                    mono
                    autoComplete="off"
                    spellCheck="false"
                    isInvalid={namespaceError !== null}
                    errorMessage={namespaceError}
                  />
                ) : null}
                <TextArea
                  label={t('names')}
                  value={names}
                  onChange={setNames}
                  description={t('namesHelp')}
                  isInvalid={nameError !== null}
                  errorMessage={nameError}
                  spellCheck={false}
                />
              </>
            ) : (
              <NumberField
                label={t('howMany')}
                value={countShown}
                onChange={(value) => changeCount(value)}
                minValue={1}
                maxValue={MAX_COUNT}
                step={1}
                formatOptions={{ maximumFractionDigits: 0 }}
                isInvalid={countInvalid}
                description={t('howManyHelp')}
                errorMessage={t('howManyError')}
              />
            )}
            <div className={styles.switches}>
              <Switch isSelected={uppercase} onChange={(value) => set({ uppercase: value })}>
                {t('uppercase')}
              </Switch>
              <Switch isSelected={hyphens && !isUlid} isDisabled={isUlid} onChange={(value) => set({ hyphens: value })} description={isUlid ? t('hyphensUlid') : undefined}>
                {t('hyphens')}
              </Switch>
            </div>
            {kind === 'v5' ? (
              <p className={styles.muted}>{t('sameForName')}</p>
            ) : (
              <Button icon={RefreshCw} variant="primary" onPress={() => draw(kind, count)}>
                {isUlid ? t('generateNewUlids') : t('generateNewUuids')}
              </Button>
            )}
            <CodeOutput
              label={noun}
              value={text}
              filename={downloadName(kind)}
              maxHeight="lg"
              wrap
              emptyText={generateError ? t('fixSettings') : t('generating')}
            />
            <LiveRegion message={announcement} />
          </Stack>
        </Card>

        <Card
          title={t('validate')}
          headingLevel={2}
          description={t('validateDescription')}
          actions={<CopyButton size="sm" label={t('copyDetails')} text={details} isDisabled={valid === null} />}
        >
          <Stack gap="md">
            <TextField
              label={t('checkLabel')}
              value={check}
              onChange={setCheck}
              mono
              autoComplete="off"
              spellCheck="false"
              description={t('checkHelp')}
              isInvalid={checkError !== null}
              errorMessage={checkError}
            />
            <LiveRegion message={verdict} />
            {valid ? (
              <p className={styles.verdict}>
                <Icon icon={CheckCircle2} />
                {verdict}
              </p>
            ) : null}
            {valid ? (
              <dl className={styles.details}>
                {rows.map(([label, value]) => (
                  <div key={label} className={styles.detailRow}>
                    <dt className={styles.detailLabel}>{label}</dt>
                    <dd className={styles.detailValue}>
                      <bdi className={/^[0-9A-Za-z:.+-]+$/.test(value) ? styles.mono : undefined}>{value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Stack>
        </Card>
      </div>
    </div>
  );
}

type Translate = ReturnType<typeof useUuidGeneratorMessages>;

function invalidText(inspection: Extract<Inspection, { status: 'invalid' }>, t: Translate): string {
  switch (inspection.reason) {
    case 'badHexChar':
      return t('badHexChar', { char: inspection.char ?? '', position: inspection.position ?? 0 });
    case 'badUlidChar':
      return t('badUlidChar', { char: inspection.char ?? '', position: inspection.position ?? 0 });
    case 'length':
      return t('length', { length: inspection.length ?? 0 });
    case 'hyphens':
      return t('hyphensMisplaced');
    case 'ulidTooLate':
      return t('ulidTooLate');
  }
}
