import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '../../../src/tools/loan-calculator/api';
import {
  FREQUENCIES,
  MAX_TERM,
  PERIODS_PER_YEAR,
  TERM_UNITS,
  amortize,
  calculateLoan,
  parseAmount,
  parseRate,
  parseTerm,
  paymentCount,
  plainCents,
  plainRate,
  rateUnitsOf,
  regularPayment,
  scheduleCsv,
  validTerm,
  type Frequency,
} from '../../../src/tools/loan-calculator/loan-calculator';

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const loan = (principal: string, rate: string, payments: number, frequency: Frequency = 'monthly', extra = '0') => {
  const p = parseAmount(principal);
  const r = parseRate(rate);
  const e = parseAmount(extra);
  if (p.status !== 'ok' || r.status !== 'ok' || e.status !== 'ok') throw new Error('bad test input');
  return calculateLoan({ principal: p.value, rateUnits: r.value, payments, frequency, extra: e.value });
};

describe('the worked example: 200,000 at 6 % for 30 years, monthly', () => {
  const result = loan('200,000', '6', 360);

  it('pays 1,199.10 a month (1,199.10105… rounded half up)', () => {
    expect(plainCents(result.payment)).toBe('1199.10');
  });

  it('costs 231,677.04 in interest (each month’s interest rounded to the cent), 431,677.04 in all', () => {
    expect(plainCents(result.totalInterest)).toBe('231677.04');
    expect(plainCents(result.totalPaid)).toBe('431677.04');
    // The schedule adds up to the totals exactly.
    expect(sum(result.rows.map((r) => r.interest))).toBe(result.totalInterest);
    expect(sum(result.rows.map((r) => r.payment))).toBe(result.totalPaid);
  });

  it('has 360 rows; the first is 1,000.00 interest and 199.10 principal; the last absorbs the rounding and ends at exactly 0.00', () => {
    expect(result.rows).toHaveLength(360);
    expect(result.rows[0]).toEqual({ number: 1, payment: 119910n, principal: 19910n, interest: 100000n, balance: 19980090n });
    const last = result.rows.at(-1)!;
    expect(plainCents(last.balance)).toBe('0.00');
    expect(plainCents(last.payment)).toBe('1200.14');
    expect(result.rows.slice(0, -1).every((r) => r.payment === 119910n)).toBe(true);
  });

  it('an extra 200.00 a month pays it off 108 months (9 years) sooner and saves 79,800.86 in interest', () => {
    const extra = loan('200000', '6', 360, 'monthly', '200');
    expect(extra.rows).toHaveLength(252);
    expect(extra.paymentsSaved).toBe(108);
    expect(extra.monthsSaved).toBe(108);
    expect(plainCents(extra.interestSaved)).toBe('79800.86');
    expect(extra.rows[0]!.payment).toBe(139910n);
    expect(extra.rows.at(-1)!.balance).toBe(0n);
    expect(extra.baseline?.rows).toHaveLength(360);
  });
});

describe('amortize', () => {
  it('handles 0 %: the principal in equal parts, the last one taking the remainder', () => {
    const zero = loan('1000', '0', 3);
    expect(plainCents(zero.payment)).toBe('333.33');
    expect(zero.rows.map((r) => plainCents(r.payment))).toEqual(['333.33', '333.33', '333.34']);
    expect(zero.totalInterest).toBe(0n);
    expect(plainCents(zero.totalPaid)).toBe('1000.00');
    // Half up: 200 / 3 = 66.666… → 66.67, so the last payment is 0.01 smaller.
    expect(loan('200', '0', 3).rows.map((r) => plainCents(r.payment))).toEqual(['66.67', '66.67', '66.66']);
  });

  it('uses the rate per payment: biweekly and weekly schedules', () => {
    const biweekly = loan('200000', '6', 30 * 26, 'biweekly');
    expect(plainCents(biweekly.payment)).toBe('553.17');
    expect(biweekly.rows).toHaveLength(780);
    expect(biweekly.rows.at(-1)!.balance).toBe(0n);
    expect(loan('12000', '12', 12).payment).toBe(106619n); // 1,066.19 a month: the textbook figure
  });

  it('agrees with the annuity formula in floating point to the cent on ordinary loans', () => {
    for (const [p, rate, n] of [[250000, 4.5, 360], [18000, 7.9, 60], [5000, 19.99, 24], [350000, 3.125, 180]] as const) {
      const r = rate / 1200;
      const float = (p * r) / (1 - (1 + r) ** -n);
      const exact = Number(regularPayment(BigInt(p * 100), BigInt(Math.round(rate * 10000)), n, 12)) / 100;
      expect(Math.abs(exact - float)).toBeLessThanOrEqual(0.005);
    }
  });

  it('a single payment is the principal plus one period’s interest', () => {
    const one = loan('1000', '12', 1);
    expect(one.rows).toEqual([{ number: 1, payment: 101000n, principal: 100000n, interest: 1000n, balance: 0n }]);
  });

  it('an extra payment larger than the loan pays it off at once', () => {
    const big = loan('1000', '5', 12, 'monthly', '5000');
    expect(big.rows).toHaveLength(1);
    expect(big.rows[0]!.balance).toBe(0n);
    expect(big.paymentsSaved).toBe(11);
    expect(big.monthsSaved).toBe(11);
  });

  it('months saved at other frequencies: payments × 12 ÷ payments per year', () => {
    const weekly = loan('200000', '6', 30 * 52, 'weekly', '50');
    expect(weekly.monthsSaved).toBe(Math.round((weekly.paymentsSaved * 12) / 52));
    expect(weekly.paymentsSaved).toBeGreaterThan(0);
  });
});

const arbitraryLoan = fc.record({
  principal: fc.bigInt({ min: 1n, max: 10n ** 11n }),
  rateUnits: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 300000n }), fc.bigInt({ min: 1n, max: 1000000n })),
  frequency: fc.constantFrom(...FREQUENCIES),
  term: fc.integer({ min: 1, max: 600 }),
  extra: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 7n })),
});

describe('properties of random loans', () => {
  it('the principal parts sum to the principal exactly, the last balance is 0.00 and no balance goes negative', () => {
    fc.assert(
      fc.property(arbitraryLoan, ({ principal, rateUnits, frequency, term, extra }) => {
        const payments = paymentCount(term, 'months', frequency);
        const result = calculateLoan({ principal, rateUnits, payments, frequency, extra });
        expect(sum(result.rows.map((r) => r.principal))).toBe(principal);
        expect(result.rows.at(-1)!.balance).toBe(0n);
        expect(result.rows.length).toBeLessThanOrEqual(payments);
        expect(sum(result.rows.map((r) => r.interest))).toBe(result.totalInterest);
        expect(sum(result.rows.map((r) => r.payment))).toBe(result.totalPaid);
        // Row by row without an expect per row (2,600 rows a loan at most): the first broken row is reported.
        let balance = principal;
        const broken = result.rows.find((row, i) => {
          balance -= row.principal;
          const regular = i === result.rows.length - 1 || row.payment === result.payment + extra;
          return row.principal < 0n || row.interest < 0n || row.payment !== row.principal + row.interest || row.balance !== balance || !regular;
        });
        expect(broken).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });

  it('an extra payment never lengthens the term or adds interest', () => {
    fc.assert(
      fc.property(arbitraryLoan, ({ principal, rateUnits, frequency, term, extra }) => {
        const payments = paymentCount(term, 'months', frequency);
        const result = calculateLoan({ principal, rateUnits, payments, frequency, extra: extra + 1n });
        expect(result.paymentsSaved).toBeGreaterThanOrEqual(0);
        expect(result.interestSaved >= 0n).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('the payment is the annuity formula’s value to within half a cent (floating point agrees)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100000n, max: 10n ** 10n }),
        fc.bigInt({ min: 1000n, max: 200000n }),
        fc.integer({ min: 12, max: 480 }),
        (principal, rateUnits, n) => {
          const payment = regularPayment(principal, rateUnits, n, 12);
          // Without rounding each month's interest, a level payment P' clears the loan iff P' ≥ exact value.
          const rate = Number(rateUnits) / 1e6 / 12;
          const exact = (Number(principal) * rate) / (1 - (1 + rate) ** -n);
          expect(Math.abs(Number(payment) - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('parsing', () => {
  it('reads amounts the way people type them, in cents', () => {
    expect(parseAmount(' +200,000 ')).toEqual({ status: 'ok', value: 20000000n });
    expect(parseAmount('200 000.5')).toEqual({ status: 'ok', value: 20000050n });
    expect(parseAmount('1199.10')).toEqual({ status: 'ok', value: 119910n });
    expect(parseAmount('')).toEqual({ status: 'empty' });
    expect(parseAmount('12,50')).toEqual({ status: 'invalid', reason: 'decimalComma' });
    expect(parseAmount('1,23,456')).toEqual({ status: 'invalid', reason: 'grouping' });
    expect(parseAmount('-5')).toEqual({ status: 'invalid', reason: 'negative' });
    expect(parseAmount('1.234')).toEqual({ status: 'invalid', reason: 'tooManyDecimals' });
    expect(parseAmount('1.230')).toEqual({ status: 'ok', value: 123n });
    expect(parseAmount('abc')).toEqual({ status: 'invalid', reason: 'notANumber' });
    expect(parseAmount('1000000000000')).toEqual({ status: 'invalid', reason: 'tooLarge' });
    expect(parseAmount('999999999999.99')).toEqual({ status: 'ok', value: 99999999999999n });
  });

  it('reads German and Arabic numbers', () => {
    expect(parseAmount('200.000,50', 'de')).toEqual({ status: 'ok', value: 20000050n });
    expect(parseRate('6,5', 'de')).toEqual({ status: 'ok', value: 65000n });
    expect(parseAmount('٢٠٠٠٠٠', 'ar')).toEqual({ status: 'ok', value: 20000000n });
    expect(parseTerm('٣٠', 'years', 'ar')).toEqual({ status: 'ok', value: 30 });
  });

  it('reads rates from 0 to 100 % with up to four decimals', () => {
    expect(parseRate('6')).toEqual({ status: 'ok', value: 60000n });
    expect(parseRate('6.125 %')).toEqual({ status: 'ok', value: 61250n });
    expect(parseRate('0')).toEqual({ status: 'ok', value: 0n });
    expect(parseRate('100')).toEqual({ status: 'ok', value: 1000000n });
    expect(parseRate('100.01')).toEqual({ status: 'invalid', reason: 'rateRange' });
    expect(parseRate('6.12345')).toEqual({ status: 'invalid', reason: 'tooManyDecimals' });
    expect(plainRate(61250n)).toBe('6.125');
    expect(plainRate(60000n)).toBe('6');
    expect(rateUnitsOf(6.125)).toBe(61250n);
    expect(rateUnitsOf(101)).toBeNull();
    expect(rateUnitsOf('6')).toBeNull();
  });

  it('reads terms as whole years (1–50) or months (1–600)', () => {
    expect(parseTerm('30', 'years')).toEqual({ status: 'ok', value: 30 });
    expect(parseTerm('51', 'years')).toEqual({ status: 'invalid', reason: 'termRange' });
    expect(parseTerm('600', 'months')).toEqual({ status: 'ok', value: 600 });
    expect(parseTerm('0', 'months')).toEqual({ status: 'invalid', reason: 'termRange' });
    expect(parseTerm('2.5', 'years')).toEqual({ status: 'invalid', reason: 'termWhole' });
    expect(validTerm(30, 'years')).toBe(30);
    expect(validTerm(60, 'years')).toBeNull();
    expect(validTerm(60, 'months')).toBe(60);
  });

  it('counts payments: years × payments per year; months at another frequency rounded to whole payments', () => {
    expect(paymentCount(30, 'years', 'monthly')).toBe(360);
    expect(paymentCount(30, 'years', 'biweekly')).toBe(780);
    expect(paymentCount(18, 'months', 'monthly')).toBe(18);
    expect(paymentCount(18, 'months', 'biweekly')).toBe(39);
    expect(paymentCount(1, 'months', 'weekly')).toBe(4);
    expect(paymentCount(1, 'months', 'semimonthly')).toBe(2);
    for (const unit of TERM_UNITS) for (const f of FREQUENCIES) expect(paymentCount(MAX_TERM[unit], unit, f)).toBe(50 * PERIODS_PER_YEAR[f]);
  });
});

describe('the CSV download', () => {
  it('has a header row and one plain row per payment, CRLF line ends', () => {
    const { rows } = amortize({ principal: 100000n, rateUnits: 0n, payments: 3, frequency: 'monthly' });
    expect(scheduleCsv(rows)).toBe('No.,Payment,Principal,Interest,Balance\r\n1,333.33,333.33,0.00,666.67\r\n2,333.33,333.33,0.00,333.34\r\n3,333.34,333.34,0.00,0.00\r\n');
    expect(scheduleCsv(rows.slice(0, 1), ['Nr.', 'Rate', 'Tilgung', 'Zinsen', 'Restschuld, neu'])).toBe('Nr.,Rate,Tilgung,Zinsen,"Restschuld, neu"\r\n1,333.33,333.33,0.00,666.67\r\n');
  });

  it('the 30-year example downloads 361 lines ending at 0.00', () => {
    const csv = scheduleCsv(loan('200000', '6', 360).rows);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(361);
    expect(lines[1]).toBe('1,1199.10,199.10,1000.00,199800.90');
    expect(lines[360]).toBe('360,1200.14,1194.17,5.97,0.00');
  });
});

describe('the declared inputs', () => {
  it('match the calculator: frequencies, term units and ranges', () => {
    const byName = Object.fromEntries(api.inputs.map((i) => [i.name, i]));
    expect(byName.frequency).toMatchObject({ values: FREQUENCIES, default: 'monthly' });
    expect(byName.unit).toMatchObject({ values: TERM_UNITS, default: 'years' });
    expect(byName.term).toMatchObject({ min: 1, max: MAX_TERM.months, integer: true });
    expect(byName.rate).toMatchObject({ type: 'string', default: '' });
    expect(byName.principal).toMatchObject({ type: 'string', default: '' });
  });
});
