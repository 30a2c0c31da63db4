import BigBase from 'big.js';

/**
 * Body mass index for adults: weight (kg) / height (m)². Computed in decimal arithmetic so a
 * value such as 24.95 rounds to 25.0 the way it reads, and US units convert with the exact
 * definitions (1 in = 2.54 cm, 1 lb = 0.45359237 kg), so both unit systems agree.
 */
// big.js (3 kB) rather than decimal.js (13 kB): only + − × ÷ and rounding are needed, and the
// page stays inside its budget. 40 decimal places for divisions, half-up rounding.
const Decimal = BigBase();
Decimal.DP = 40;
Decimal.RM = Decimal.roundHalfUp;
type Decimal = BigBase.Big;

/** The unit systems; their names are in messages/<locale>.ts. */
export const UNITS = [{ id: 'metric' }, { id: 'us' }] as const;
export type Units = (typeof UNITS)[number]['id'];
export const isUnits = (value: unknown): value is Units => value === 'metric' || value === 'us';

export const CM_PER_INCH = new Decimal('2.54');
export const KG_PER_POUND = new Decimal('0.45359237');

/** Plausible adult ranges; anything outside is a typo, not a person. */
export const LIMITS = {
  heightCm: { min: 50, max: 280 },
  heightIn: { min: 20, max: 110 },
  weightKg: { min: 10, max: 650 },
  weightLb: { min: 22, max: 1433 },
} as const;

export const MESSAGES = {
  heightCm: `Enter a height from ${LIMITS.heightCm.min} to ${LIMITS.heightCm.max} cm.`,
  heightUs: 'Enter a height from 1 ft 8 in to 9 ft 2 in.',
  feet: 'Enter whole feet, from 1 to 9.',
  inches: 'Enter inches from 0 to less than 12.',
  weightKg: `Enter a weight from ${LIMITS.weightKg.min} to ${LIMITS.weightKg.max} kg.`,
  weightLb: `Enter a weight from ${LIMITS.weightLb.min} to 1,433 lb.`,
  number: 'Enter a number, such as 72.5.',
  empty: 'Enter your height and weight to see your BMI.',
} as const;

/**
 * The words computeBmi and summary write: English by default (ENGLISH); the screen passes its
 * locale's (src/tools/bmi-calculator/i18n.ts), so this file stays free of React. Numbers reach
 * them as plain decimal text ("175", "59.9").
 */
export interface BmiWords {
  /** The field errors and the empty state. */
  messages: Readonly<Record<keyof typeof MESSAGES, string>>;
  heightCm: (cm: string) => string;
  heightUs: (feet: string, inches: string) => string;
  summaryBmi: (bmi: string, category: CategoryId) => string;
  summaryHealthy: (height: string, min: string, max: string, unit: 'kg' | 'lb') => string;
  summaryToHealthy: (direction: 'gain' | 'lose', amount: string, unit: 'kg' | 'lb') => string;
  summaryNote: string;
}

/**
 * WHO adult classes by lower bound; a BMI belongs to the last class whose `from` it reaches.
 * The names are English (the summary's default); the screen shows each class and its range
 * from messages/<locale>.ts.
 */
export const CATEGORIES = [
  { id: 'underweight', label: 'Underweight', from: 0 },
  { id: 'normal', label: 'Normal weight', from: 18.5 },
  { id: 'overweight', label: 'Overweight', from: 25 },
  { id: 'obese-1', label: 'Obesity class I', from: 30 },
  { id: 'obese-2', label: 'Obesity class II', from: 35 },
  { id: 'obese-3', label: 'Obesity class III', from: 40 },
] as const;
export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];

const categoryLabel = (id: CategoryId) => CATEGORIES.find((c) => c.id === id)!.label;

export const ENGLISH: BmiWords = {
  messages: MESSAGES,
  heightCm: (cm) => `${cm} cm`,
  heightUs: (feet, inches) => `${feet} ft ${inches} in`,
  summaryBmi: (bmi, category) => `BMI: ${bmi} (${categoryLabel(category)})`,
  summaryHealthy: (height, min, max, unit) => `Healthy weight for ${height}: ${min}–${max} ${unit}`,
  summaryToHealthy: (direction, amount, unit) => `To reach a healthy BMI: ${direction} ${amount} ${unit}`,
  summaryNote: 'BMI is a screening measure for adults; it does not apply to children, athletes or pregnancy.',
};

/** The healthy range is BMI 18.5 to 24.9. */
export const HEALTHY_MIN = new Decimal('18.5');
export const HEALTHY_MAX = new Decimal('24.9');

/**
 * The class of a BMI as shown (one decimal), so the figure and its label never disagree:
 * 24.96 shows as 25.0 and is Overweight.
 */
export function categorize(bmi: number): Category {
  let found: Category = CATEGORIES[0];
  for (const category of CATEGORIES) if (bmi >= category.from) found = category;
  return found;
}

export type NumberParse = { status: 'empty' } | { status: 'invalid' } | { status: 'ok'; value: Decimal };

/** A non-negative decimal with a point: "72", "72.5", ".5". Commas and signs are refused. */
export function parseAmount(text: string): NumberParse {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  if (trimmed.length > 12 || !/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { status: 'invalid' };
  return { status: 'ok', value: new Decimal(trimmed) };
}

export interface BmiFields {
  heightCm: string;
  weightKg: string;
  feet: string;
  inches: string;
  pounds: string;
}

export const EMPTY_FIELDS: BmiFields = { heightCm: '', weightKg: '', feet: '', inches: '', pounds: '' };

export type FieldErrors = Partial<Record<keyof BmiFields, string>>;

export interface BmiOk {
  status: 'ok';
  /** BMI rounded half up to one decimal. */
  bmi: number;
  /** Always one decimal: "22.9", "25.0". */
  bmiText: string;
  category: Category;
  /** BMI / 25, two decimals. */
  prime: string;
  healthy: { min: string; max: string; unit: 'kg' | 'lb' };
  /** How far the weight is from the healthy range, in the same unit; null inside it. */
  toHealthy: { direction: 'gain' | 'lose'; amount: string } | null;
  /** The height as read back, e.g. "175 cm" or "5 ft 10 in". */
  heightText: string;
}

export type BmiResult = BmiOk | { status: 'empty'; message: string } | { status: 'invalid'; errors: FieldErrors };

const inRange = (value: Decimal, range: { min: number; max: number }) => value.gte(range.min) && value.lte(range.max);
const oneDecimal = (value: Decimal) => value.round(1, Decimal.roundHalfUp);
const trimmed = (value: Decimal) => value.round(1, Decimal.roundHalfUp).toFixed();

interface Measures {
  heightM: Decimal;
  weightKg: Decimal;
  heightText: string;
}

/** Reads the fields of the chosen units into metres and kilograms, or says what is wrong. */
function measures(units: Units, fields: BmiFields, words: BmiWords): Measures | { errors: FieldErrors } | 'empty' {
  const message = words.messages;
  const errors: FieldErrors = {};
  let empty = false;
  let heightM: Decimal | null = null;
  let weightKg: Decimal | null = null;
  let heightText = '';

  if (units === 'metric') {
    const h = parseAmount(fields.heightCm);
    if (h.status === 'invalid') errors.heightCm = message.number;
    else if (h.status === 'empty') empty = true;
    else if (!inRange(h.value, LIMITS.heightCm)) errors.heightCm = message.heightCm;
    else {
      heightM = h.value.div(100);
      heightText = words.heightCm(h.value.toFixed());
    }
    const w = parseAmount(fields.weightKg);
    if (w.status === 'invalid') errors.weightKg = message.number;
    else if (w.status === 'empty') empty = true;
    else if (!inRange(w.value, LIMITS.weightKg)) errors.weightKg = message.weightKg;
    else weightKg = w.value;
  } else {
    const ft = parseAmount(fields.feet);
    const inch = parseAmount(fields.inches);
    if (ft.status === 'invalid' || (ft.status === 'ok' && (!ft.value.eq(ft.value.round(0, Decimal.roundDown)) || ft.value.gt(9)))) errors.feet = message.feet;
    if (inch.status === 'invalid' || (inch.status === 'ok' && inch.value.gte(12))) errors.inches = message.inches;
    if (ft.status === 'empty') empty = true;
    if (!errors.feet && !errors.inches && ft.status === 'ok') {
      const inches = inch.status === 'ok' ? inch.value : new Decimal(0);
      const total = ft.value.times(12).plus(inches);
      if (!inRange(total, LIMITS.heightIn)) errors.feet = message.heightUs;
      else {
        heightM = total.times(CM_PER_INCH).div(100);
        heightText = words.heightUs(ft.value.toFixed(), inches.toFixed());
      }
    }
    const lb = parseAmount(fields.pounds);
    if (lb.status === 'invalid') errors.pounds = message.number;
    else if (lb.status === 'empty') empty = true;
    else if (!inRange(lb.value, LIMITS.weightLb)) errors.pounds = message.weightLb;
    else weightKg = lb.value.times(KG_PER_POUND);
  }

  if (Object.keys(errors).length > 0) return { errors };
  if (empty || !heightM || !weightKg) return 'empty';
  return { heightM, weightKg, heightText };
}

/** The exact (unrounded) BMI, for tests that compare unit systems. */
export function exactBmi(heightM: Decimal, weightKg: Decimal): Decimal {
  return weightKg.div(heightM.pow(2));
}

export function computeBmi(units: Units, fields: BmiFields, words: BmiWords = ENGLISH): BmiResult {
  const read = measures(units, fields, words);
  if (read === 'empty') return { status: 'empty', message: words.messages.empty };
  if ('errors' in read) return { status: 'invalid', errors: read.errors };

  const { heightM, weightKg, heightText } = read;
  const rounded = oneDecimal(exactBmi(heightM, weightKg));
  const bmi = rounded.toNumber();
  const squared = heightM.pow(2);
  const toUnit = (kg: Decimal) => (units === 'metric' ? kg : kg.div(KG_PER_POUND));
  const minKg = HEALTHY_MIN.times(squared);
  const maxKg = HEALTHY_MAX.times(squared);
  const min = toUnit(minKg);
  const max = toUnit(maxKg);
  const weight = toUnit(weightKg);

  let toHealthy: BmiOk['toHealthy'] = null;
  // Compared on the rounded BMI, like the category, so "Normal weight" never says "lose 0.1".
  if (rounded.lt(HEALTHY_MIN)) toHealthy = { direction: 'gain', amount: trimmed(min.minus(weight)) };
  else if (rounded.gt(HEALTHY_MAX)) toHealthy = { direction: 'lose', amount: trimmed(weight.minus(max)) };
  if (toHealthy && toHealthy.amount === '0') toHealthy = { ...toHealthy, amount: '0.1' };

  return {
    status: 'ok',
    bmi,
    bmiText: rounded.toFixed(1),
    category: categorize(bmi),
    prime: rounded.div(25).round(2, Decimal.roundHalfUp).toFixed(2),
    healthy: { min: trimmed(min), max: trimmed(max), unit: units === 'metric' ? 'kg' : 'lb' },
    toHealthy,
    heightText,
  };
}

/** Plain-text summary for the Copy button. */
export function summary(result: BmiOk, words: BmiWords = ENGLISH): string {
  const unit = result.healthy.unit;
  const lines = [words.summaryBmi(result.bmiText, result.category.id), words.summaryHealthy(result.heightText, result.healthy.min, result.healthy.max, unit)];
  if (result.toHealthy) lines.push(words.summaryToHealthy(result.toHealthy.direction, result.toHealthy.amount, unit));
  lines.push(words.summaryNote);
  return lines.join('\n');
}

/**
 * The same person in the other units (for the unit switch): heights and weights converted
 * and rounded to one decimal; fields that are empty or invalid stay as they are.
 */
export function convertFields(fields: BmiFields, to: Units): BmiFields {
  if (to === 'us') {
    const h = parseAmount(fields.heightCm);
    const w = parseAmount(fields.weightKg);
    const next = { ...fields };
    if (h.status === 'ok') {
      const totalIn = oneDecimal(h.value.div(CM_PER_INCH));
      let feet = totalIn.div(12).round(0, Decimal.roundDown);
      let inches = oneDecimal(totalIn.minus(feet.times(12)));
      if (inches.gte(12)) {
        feet = feet.plus(1);
        inches = inches.minus(12);
      }
      next.feet = feet.toFixed();
      next.inches = inches.toFixed();
    }
    if (w.status === 'ok') next.pounds = trimmed(w.value.div(KG_PER_POUND));
    return next;
  }
  const ft = parseAmount(fields.feet);
  const inch = parseAmount(fields.inches);
  const lb = parseAmount(fields.pounds);
  const next = { ...fields };
  if (ft.status === 'ok' && inch.status !== 'invalid') {
    const inches = inch.status === 'ok' ? inch.value : new Decimal(0);
    next.heightCm = trimmed(ft.value.times(12).plus(inches).times(CM_PER_INCH));
  }
  if (lb.status === 'ok') next.weightKg = trimmed(lb.value.times(KG_PER_POUND));
  return next;
}

/**
 * Fields from the embed's `height` and `weight` (cm and kg, or total inches and lb); values
 * that are not numbers leave the fields empty.
 */
export function fieldsFromProps(units: Units, height: string | number | undefined, weight: string | number | undefined): BmiFields {
  // 0 (the declared default) leaves the field empty, as the docs promise.
  const text = (value: string | number | undefined) => {
    if (value === undefined) return '';
    const raw = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const parsed = parseAmount(raw);
    return parsed.status === 'ok' && !parsed.value.eq(0) ? raw : '';
  };
  const h = text(height);
  const w = text(weight);
  if (units === 'metric') return { ...EMPTY_FIELDS, heightCm: h, weightKg: w };
  const total = parseAmount(h);
  if (total.status !== 'ok') return { ...EMPTY_FIELDS, pounds: w };
  const feet = total.value.div(12).round(0, Decimal.roundDown);
  return { ...EMPTY_FIELDS, feet: feet.toFixed(), inches: total.value.minus(feet.times(12)).toFixed(), pounds: w };
}

/**
 * The inverse of fieldsFromProps, for share links: height in centimetres (metric) or total
 * inches (US), weight in kilograms or pounds; 0 for a field that is empty or not a number.
 */
export function measuresFromFields(units: Units, fields: BmiFields): { height: number; weight: number } {
  const amount = (text: string) => {
    const parsed = parseAmount(text);
    return parsed.status === 'ok' ? parsed.value : new Decimal(0);
  };
  if (units === 'metric') return { height: amount(fields.heightCm).toNumber(), weight: amount(fields.weightKg).toNumber() };
  return { height: amount(fields.feet).times(12).plus(amount(fields.inches)).toNumber(), weight: amount(fields.pounds).toNumber() };
}
