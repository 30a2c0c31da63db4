import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Coins, Dices, Hash, ListChecks, Shuffle } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { Switch } from '../../ui/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { formatNumber } from '../../i18n/numbers';
import { readProp } from '../api';
import { useShareState } from '../share-state';
import { api } from './api';
import {
  LARGEST,
  MAX_COINS,
  MAX_DICE,
  MAX_ITEMS,
  MAX_MODIFIER,
  MAX_NUMBERS,
  MAX_SIDES,
  MODES,
  RANGE_LIMIT,
  cryptoRandom,
  diceText,
  drawNumbers,
  flipCoins,
  isMode,
  listProblem,
  numbersProblem,
  parseDice,
  parseInteger,
  parseList,
  pickFromList,
  randomIntFrom,
  rollDice,
  shuffleList,
  validBound,
  validCount,
  type CoinFlips,
  type Dice,
  type DiceRoll,
  type IntegerResult,
  type ListProblem,
  type Mode,
  type NumbersProblem,
  type RandomSource,
} from './random-generator';
import { useRandomGeneratorMessages, type RandomGeneratorMessage } from './i18n';
import * as styles from './RandomGenerator.css';

export interface RandomGeneratorChange {
  mode: Mode;
  min: number;
  max: number;
  count: number;
  unique: boolean;
  sorted: boolean;
  dice: string;
  coins: number;
  pick: number;
  /** The latest draw of the chosen mode as text (numbers in digits, "heads"/"tails", list entries); null before one. */
  values: string[] | null;
  /** The dice total (rolls plus modifier) after a roll; null otherwise. */
  total: number | null;
  /** The message shown next to a field of the chosen mode, or null. */
  error: string | null;
}

export interface RandomGeneratorProps {
  /** numbers, dice, coins, pick or shuffle (the embed's `mode` attribute). */
  mode?: string;
  /** Lowest number of the range (the embed's `min` attribute). */
  min?: number | string;
  /** Highest number of the range (the embed's `max` attribute). */
  max?: number | string;
  /** How many numbers, 1 to 1,000 (the embed's `count` attribute). */
  count?: number | string;
  /** No repeats (the embed's `unique` attribute). */
  unique?: boolean | string;
  /** Sort ascending (the embed's `sorted` attribute). */
  sorted?: boolean | string;
  /** Dice notation, e.g. `2d6` (the embed's `dice` attribute). */
  dice?: string;
  /** How many coins, 1 to 1,000 (the embed's `coins` attribute). */
  coins?: number | string;
  /** How many entries to pick (the embed's `pick` attribute). */
  pick?: number | string;
  /** The list, one entry a line (the embed's `list` attribute). */
  list?: string;
  /** Where randomness comes from; defaults to crypto.getRandomValues. Stories pass a seeded source. */
  randomSource?: RandomSource;
  /** Called with the settings and the latest draw after every change. */
  onChange?: (detail: RandomGeneratorChange) => void;
}

/** What is remembered (never the list, never a result). */
interface Settings {
  mode: Mode;
  min: number;
  max: number;
  count: number;
  unique: boolean;
  sorted: boolean;
  dice: string;
  coins: number;
  pick: number;
}

const DEFAULTS: Settings = { mode: 'numbers', min: 1, max: 100, count: 1, unique: false, sorted: false, dice: '2d6', coins: 1, pick: 1 };

/** Settings from untrusted data (storage, props): each valid one kept, the rest left out. */
function validSettings(input: Record<string, unknown>): Partial<Settings> {
  const out: Partial<Settings> = {};
  if (isMode(input.mode)) out.mode = input.mode;
  const min = validBound(input.min);
  const max = validBound(input.max);
  if (min !== null) out.min = min;
  if (max !== null) out.max = max;
  const count = validCount(input.count, MAX_NUMBERS);
  if (count !== null) out.count = count;
  if (typeof input.unique === 'boolean') out.unique = input.unique;
  if (typeof input.sorted === 'boolean') out.sorted = input.sorted;
  if (typeof input.dice === 'string' && parseDice(input.dice).ok) out.dice = input.dice;
  const coins = validCount(input.coins, MAX_COINS);
  if (coins !== null) out.coins = coins;
  const pick = validCount(input.pick, MAX_ITEMS);
  if (pick !== null) out.pick = pick;
  return out;
}

const parseStored = (stored: unknown): Partial<Settings> => (stored && typeof stored === 'object' ? validSettings(stored as Record<string, unknown>) : {});

/** Props as given (attribute text or typed values) read against the declaration; invalid ones are left out. */
function settingsFromProps(props: RandomGeneratorProps): Partial<Settings> {
  const read: Record<string, unknown> = {};
  for (const name of ['mode', 'min', 'max', 'count', 'unique', 'sorted', 'dice', 'coins', 'pick'] as const) read[name] = readProp(api, name, props[name]);
  return validSettings(read);
}

/** A draw and what made it: the result card says so even after the settings change. */
type Drawn =
  | { mode: 'numbers'; values: number[]; min: number; max: number; unique: boolean; sorted: boolean }
  | { mode: 'dice'; dice: Dice; roll: DiceRoll }
  | { mode: 'coins'; flips: CoinFlips }
  | { mode: 'pick'; items: string[]; size: number }
  | { mode: 'shuffle'; items: string[] };

const MODE_ICON = { numbers: Hash, dice: Dices, coins: Coins, pick: ListChecks, shuffle: Shuffle } as const;

export default function RandomGenerator(props: RandomGeneratorProps) {
  const { randomSource, onChange } = props;
  const t = useRandomGeneratorMessages();
  const { locale } = t;
  const [given] = useState(() => settingsFromProps(props));
  const [settings, setSettings] = useRememberedSettings<Settings>('random-generator', DEFAULTS, parseStored, given);
  const set = (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch }));
  const { mode, unique, sorted } = settings;

  // Typed text per field: null until the visitor types, so remembered and linked settings show as
  // they arrive; a valid text also updates the setting (the last valid one stands for links).
  const [typed, setTyped] = useState<Partial<Record<'min' | 'max' | 'count' | 'dice' | 'coins' | 'pick', string>>>({});
  const shown = (field: 'min' | 'max' | 'count' | 'coins' | 'pick') => typed[field] ?? String(settings[field]);
  const diceShown = typed.dice ?? settings.dice;
  const [list, setList] = useState(() => (typeof props.list === 'string' ? props.list : ''));

  const minParsed = parseInteger(shown('min'), locale);
  const maxParsed = parseInteger(shown('max'), locale);
  const countParsed = parseInteger(shown('count'), locale);
  const coinsParsed = parseInteger(shown('coins'), locale);
  const pickParsed = parseInteger(shown('pick'), locale);
  const diceParsed = parseDice(diceShown, locale);
  const items = parseList(list);

  const integerError = (parsed: IntegerResult) => (parsed.ok ? null : t(`int.${parsed.reason}`, { largest: formatNumber(locale, LARGEST) }));
  const countIn = (parsed: IntegerResult, max: number, message: RandomGeneratorMessage) =>
    !parsed.ok ? (parsed.reason === 'tooLarge' ? t(message, { max: formatNumber(locale, max) }) : integerError(parsed)) : parsed.value < 1 || parsed.value > max ? t(message, { max: formatNumber(locale, max) }) : null;

  // Numbers: each field's own message first, then what the combination cannot do.
  const minError = integerError(minParsed);
  const maxError = integerError(maxParsed);
  const countError = countIn(countParsed, MAX_NUMBERS, 'countRange');
  const numberSettings =
    minParsed.ok && maxParsed.ok && countParsed.ok && countError === null ? { min: minParsed.value, max: maxParsed.value, count: countParsed.value, unique, sorted } : null;
  const rangeProblem = numberSettings ? numbersProblem(numberSettings) : null;
  const problemText = (problem: NumbersProblem) =>
    problem.reason === 'uniqueTooMany'
      ? t('uniqueTooMany', { size: problem.size, min: formatNumber(locale, numberSettings?.min ?? 0), max: formatNumber(locale, numberSettings?.max ?? 0) })
      : problem.reason === 'rangeTooLarge'
        ? t('rangeTooLarge', { limit: formatNumber(locale, RANGE_LIMIT) })
        : problem.reason === 'minAboveMax'
          ? t('minAboveMax')
          : t('countRange', { max: formatNumber(locale, MAX_NUMBERS) });
  const rangeMessage = rangeProblem ? problemText(rangeProblem) : null;
  // The message sits next to the field to change: the count for No repeats, the To field otherwise.
  const countMessage = countError ?? (rangeProblem?.reason === 'uniqueTooMany' ? rangeMessage : null);
  const maxMessage = maxError ?? (rangeProblem && rangeProblem.reason !== 'uniqueTooMany' ? rangeMessage : null);

  const diceError = diceParsed.ok
    ? null
    : t(`dice.${diceParsed.reason}`, { max: formatNumber(locale, diceParsed.reason === 'diceCount' ? MAX_DICE : diceParsed.reason === 'sides' ? MAX_SIDES : MAX_MODIFIER) });
  const coinsError = countIn(coinsParsed, MAX_COINS, 'coinsRange');
  const pickError = countIn(pickParsed, MAX_ITEMS, 'pickRange');
  const listText = (problem: ListProblem) =>
    problem.reason === 'emptyList'
      ? t('emptyList')
      : problem.reason === 'tooManyItems'
        ? t('tooManyItems', { max: formatNumber(locale, MAX_ITEMS) })
        : problem.reason === 'pickTooMany'
          ? t('pickTooMany', { size: problem.size })
          : t('pickRange', { max: formatNumber(locale, MAX_ITEMS) });
  // An empty list is not an error until something is typed: the hint says what to do.
  const listIssue = items.length === 0 && list.trim() === '' ? null : listProblem(items, null);
  const listError = listIssue ? listText(listIssue) : null;
  const pickProblem = pickError === null && pickParsed.ok && items.length > 0 ? listProblem(items, pickParsed.value) : null;
  const pickMessage = pickError ?? (pickProblem?.reason === 'pickTooMany' ? listText(pickProblem) : null);

  const errors: Record<Mode, string | null> = {
    numbers: minError ?? maxMessage ?? countMessage,
    dice: diceError,
    coins: coinsError,
    pick: listError ?? pickMessage,
    shuffle: listError,
  };
  const canDraw: Record<Mode, boolean> = {
    numbers: numberSettings !== null && rangeProblem === null && minError === null,
    dice: diceParsed.ok,
    coins: coinsError === null && coinsParsed.ok,
    pick: items.length > 0 && listError === null && pickMessage === null && pickParsed.ok,
    shuffle: items.length > 0 && listError === null,
  };

  const typeField = (field: 'min' | 'max' | 'count' | 'coins' | 'pick', text: string) => {
    setTyped((current) => ({ ...current, [field]: text }));
    const parsed = parseInteger(text, locale);
    if (!parsed.ok) return;
    const value = parsed.value;
    if (field === 'min' || field === 'max') set({ [field]: value });
    else if (validCount(value, field === 'count' ? MAX_NUMBERS : field === 'coins' ? MAX_COINS : MAX_ITEMS) !== null) set({ [field]: value });
  };
  const typeDice = (text: string) => {
    setTyped((current) => ({ ...current, dice: text }));
    const parsed = parseDice(text, locale);
    if (parsed.ok) set({ dice: diceText(parsed.dice) });
  };

  // Draws happen only on a press: never while the page is prerendered or hydrating.
  const [drawn, setDrawn] = useState<Partial<Record<Mode, Drawn>>>({});
  const [announcement, announce] = useAnnouncer();
  const source = typeof randomSource === 'function' ? randomSource : cryptoRandom;
  const number = (n: number) => formatNumber(locale, n);

  const draw = () => {
    const randomInt = randomIntFrom(source);
    let next: Drawn | null = null;
    if (mode === 'numbers' && numberSettings) {
      const result = drawNumbers(numberSettings, randomInt);
      if (result.ok) {
        next = { mode, values: result.values, min: numberSettings.min, max: numberSettings.max, unique, sorted };
        announce(t('announce.numbers', { count: result.values.length, first: number(result.values[0]!) }));
      }
    } else if (mode === 'dice' && diceParsed.ok) {
      const roll = rollDice(diceParsed.dice, randomInt);
      next = { mode, dice: diceParsed.dice, roll };
      announce(t('announce.dice', { dice: diceText(diceParsed.dice), total: number(roll.total) }));
    } else if (mode === 'coins' && coinsParsed.ok) {
      const flips = flipCoins(coinsParsed.value, randomInt);
      next = { mode, flips };
      announce(t('announce.coins', { count: flips.flips.length, first: t(flips.flips[0]!), heads: number(flips.heads), tails: number(flips.tails) }));
    } else if (mode === 'pick' && pickParsed.ok) {
      const result = pickFromList(items, pickParsed.value, randomInt);
      if (result.ok) {
        next = { mode, items: result.items, size: items.length };
        announce(t('announce.pick', { count: result.items.length, first: result.items[0]! }));
      }
    } else if (mode === 'shuffle') {
      const result = shuffleList(items, randomInt);
      if (result.ok) {
        next = { mode, items: result.items };
        announce(t('announce.shuffle', { count: result.items.length }));
      }
    }
    if (next) {
      const made = next;
      setDrawn((current) => ({ ...current, [made.mode]: made }));
    }
  };

  const current = drawn[mode] ?? null;
  const values: string[] | null = current
    ? current.mode === 'numbers'
      ? current.values.map(String)
      : current.mode === 'dice'
        ? current.roll.rolls.map(String)
        : current.mode === 'coins'
          ? current.flips.flips
          : current.items
    : null;

  useShareState({
    mode,
    min: settings.min,
    max: settings.max,
    count: settings.count,
    unique,
    sorted,
    dice: settings.dice,
    coins: settings.coins,
    pick: settings.pick,
    list,
  });

  const report = useEffectEvent((detail: RandomGeneratorChange) => onChange?.(detail));
  const detail: RandomGeneratorChange = {
    mode,
    min: settings.min,
    max: settings.max,
    count: settings.count,
    unique,
    sorted,
    dice: settings.dice,
    coins: settings.coins,
    pick: settings.pick,
    values,
    total: current?.mode === 'dice' ? current.roll.total : null,
    error: errors[mode],
  };
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    report(JSON.parse(detailKey) as RandomGeneratorChange);
  }, [detailKey]);

  const buttonLabel: Record<Mode, string> = {
    numbers: t('generateNumbers'),
    dice: t('rollDice'),
    coins: t('flipCoins', { count: coinsParsed.ok ? coinsParsed.value : 2 }),
    pick: t('pick'),
    shuffle: t('shuffle'),
  };
  const drawButton = (
    <Button icon={MODE_ICON[mode]} variant="primary" onPress={draw} isDisabled={!canDraw[mode]} className={styles.drawButton}>
      {buttonLabel[mode]}
    </Button>
  );
  const intField = (field: 'min' | 'max' | 'count' | 'coins' | 'pick', label: string, error: string | null, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={shown(field)}
      onChange={(text) => typeField(field, text)}
      isInvalid={error !== null}
      errorMessage={error}
      inputMode={field === 'min' || field === 'max' ? 'text' : 'numeric'}
      autoComplete="off"
    />
  );
  const listField = (
    <TextArea
      label={t('list')}
      description={t('listHelp', { count: items.length })}
      value={list}
      onChange={setList}
      minHeight="md"
      spellCheck={false}
      isInvalid={listError !== null}
      errorMessage={listError}
    />
  );

  const panels: Record<Mode, ReactNode> = {
    numbers: (
      <>
        <div className={styles.range}>
          {intField('min', t('from'), minError)}
          {intField('max', t('to'), maxMessage)}
        </div>
        <p className={styles.note}>{t('rangeHelp')}</p>
        {intField('count', t('howMany'), countMessage, t('howManyHelp', { max: number(MAX_NUMBERS) }))}
        <div className={styles.switches}>
          <Switch isSelected={unique} onChange={(value) => set({ unique: value })} description={t('uniqueHelp')}>
            {t('unique')}
          </Switch>
          <Switch isSelected={sorted} onChange={(value) => set({ sorted: value })}>
            {t('sorted')}
          </Switch>
        </div>
      </>
    ),
    dice: (
      <TextField
        label={t('dice')}
        description={t('diceHelp')}
        value={diceShown}
        onChange={typeDice}
        isInvalid={diceError !== null}
        errorMessage={diceError}
        autoComplete="off"
        spellCheck="false"
        dir="ltr"
      />
    ),
    coins: intField('coins', t('coins'), coinsError, t('howManyHelp', { max: number(MAX_COINS) })),
    pick: (
      <>
        {listField}
        {intField('pick', t('pickCount'), pickMessage, t('pickHelp'))}
      </>
    ),
    shuffle: listField,
  };

  return (
    <div className={styles.root}>
      <Tabs selectedKey={mode} onSelectionChange={(key) => isMode(key) && set({ mode: key })}>
        <TabList aria-label={t('mode')}>
          {MODES.map((id) => (
            <Tab key={id} id={id}>
              {t(`mode.${id}`)}
            </Tab>
          ))}
        </TabList>
        {MODES.map((id) => (
          <TabPanel key={id} id={id}>
            <div className={styles.layout}>
              <Card title={t('settings')} headingLevel={2}>
                <Stack gap="md">
                  {panels[id]}
                  {drawButton}
                </Stack>
              </Card>
              <Card
                title={t('result')}
                headingLevel={2}
                actions={values ? <CopyButton size="sm" label={t('copy')} text={() => copyText(current, t)} /> : undefined}
              >
                {current ? <Result drawn={current} number={number} t={t} /> : <p className={styles.hint}>{errors[id] === null ? t(`hint.${id}`, { count: coinsParsed.ok ? coinsParsed.value : 2 }) : t('fixSettings')}</p>}
              </Card>
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <LiveRegion message={announcement} />
    </div>
  );
}

type Translate = ReturnType<typeof useRandomGeneratorMessages>;

/** Dice shown and copied as "3 + 5 + 2 = 10" (the modifier last, with its sign). */
function diceLine({ roll, dice }: { roll: DiceRoll; dice: Dice }, number: (n: number) => string): string {
  const parts = roll.rolls.map(number).join(' + ');
  const modifier = dice.modifier > 0 ? ` + ${number(dice.modifier)}` : dice.modifier < 0 ? ` − ${number(-dice.modifier)}` : '';
  return `${parts}${modifier} = ${number(roll.total)}`;
}

/** What Copy puts on the clipboard: the values shown, one a line (dice: the sum line). */
function copyText(drawn: Drawn | null, t: Translate): string {
  if (!drawn) return '';
  const number = (n: number) => formatNumber(t.locale, n);
  switch (drawn.mode) {
    case 'numbers':
      return drawn.values.map(number).join('\n');
    case 'dice':
      return diceLine(drawn, number);
    case 'coins':
      return drawn.flips.flips.map((flip) => t(flip)).join('\n');
    default:
      return drawn.items.join('\n');
  }
}

function Result({ drawn, number, t }: { drawn: Drawn; number: (n: number) => string; t: Translate }) {
  switch (drawn.mode) {
    case 'numbers':
      return (
        <Stack gap="sm">
          <p className={styles.caption}>
            {t('caption.numbers', { count: drawn.values.length, min: number(drawn.min), max: number(drawn.max), unique: drawn.unique ? 'yes' : 'no', sorted: drawn.sorted ? 'yes' : 'no' })}
          </p>
          {drawn.values.length === 1 ? (
            <p className={styles.big}>
              <bdi>{number(drawn.values[0]!)}</bdi>
            </p>
          ) : (
            <ul className={styles.chips}>
              {drawn.values.map((value, index) => (
                <li key={index} className={styles.chip}>
                  <bdi>{number(value)}</bdi>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      );
    case 'dice':
      return (
        <Stack gap="sm">
          <p className={styles.caption}>{t('caption.dice', { dice: diceText(drawn.dice) })}</p>
          <dl className={styles.figures}>
            <div className={styles.mainFigure}>
              <dt>{t('total')}</dt>
              <dd>
                <bdi>{number(drawn.roll.total)}</bdi>
              </dd>
            </div>
          </dl>
          <p className={styles.sumLine} dir="ltr">
            {diceLine(drawn, number)}
          </p>
        </Stack>
      );
    case 'coins': {
      const { flips, heads, tails } = drawn.flips;
      return (
        <Stack gap="sm">
          <p className={styles.caption}>{t('caption.coins', { count: flips.length })}</p>
          {flips.length === 1 ? (
            <p className={styles.big}>{t(flips[0]!)}</p>
          ) : (
            <>
              <dl className={styles.figures}>
                <div className={styles.figure}>
                  <dt>{t('heads')}</dt>
                  <dd>{number(heads)}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>{t('tails')}</dt>
                  <dd>{number(tails)}</dd>
                </div>
              </dl>
              <ol className={styles.chips}>
                {flips.map((flip, index) => (
                  <li key={index} className={styles.chip}>
                    {t(flip)}
                  </li>
                ))}
              </ol>
            </>
          )}
        </Stack>
      );
    }
    case 'pick':
    case 'shuffle':
      return (
        <Stack gap="sm">
          <p className={styles.caption}>
            {drawn.mode === 'pick' ? t('caption.pick', { count: drawn.items.length, size: number(drawn.size) }) : t('caption.shuffle', { count: drawn.items.length })}
          </p>
          <ol className={styles.list}>
            {drawn.items.map((item, index) => (
              <li key={index}>
                <bdi>{item}</bdi>
              </li>
            ))}
          </ol>
        </Stack>
      );
  }
}
