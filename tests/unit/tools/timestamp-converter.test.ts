import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_MICROS,
  detectUnit,
  forms,
  instantMs,
  isoText,
  parseTimestamp,
  relativeTime,
  rfc2822Text,
  unixText,
  utcZone,
  zoneReader,
  type Parsed,
  type ZoneReader,
} from '../../../src/tools/timestamp-converter/timestamp-converter';

const ok = (parsed: Parsed) => {
  if (parsed.status !== 'ok') throw new Error(`expected a reading, got ${JSON.stringify(parsed)}`);
  return parsed;
};
const reason = (parsed: Parsed) => (parsed.status === 'invalid' ? parsed.reason : parsed.status);
const berlin = zoneReader('Europe/Berlin')!;
const newYork = zoneReader('America/New_York')!;

describe('Unix numbers', () => {
  it('reads 1700000000 as seconds: 2023-11-14T22:13:20Z', () => {
    const parsed = ok(parseTimestamp('1700000000', 'auto', utcZone));
    expect(parsed.reading).toEqual({ kind: 'number', unit: 's', detected: true });
    expect(forms(parsed.micros)).toEqual({
      seconds: '1700000000',
      milliseconds: '1700000000000',
      microseconds: '1700000000000000',
      iso: '2023-11-14T22:13:20Z',
      rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
    });
  });

  it('detects milliseconds and microseconds by size', () => {
    expect(ok(parseTimestamp('1700000000000')).reading).toEqual({ kind: 'number', unit: 'ms', detected: true });
    expect(forms(ok(parseTimestamp('1700000000123')).micros).iso).toBe('2023-11-14T22:13:20.123Z');
    expect(ok(parseTimestamp('1700000000123456')).reading).toEqual({ kind: 'number', unit: 'us', detected: true });
    expect(forms(ok(parseTimestamp('1700000000123456')).micros).iso).toBe('2023-11-14T22:13:20.123456Z');
    // The borders: 11 digits are seconds, 12 milliseconds, 15 microseconds, 18 too many.
    expect([detectUnit(99_999_999_999), detectUnit(1e11), detectUnit(99_999_999_999_999), detectUnit(1e14), detectUnit(1e17)]).toEqual(['s', 'ms', 'ms', 'us', null]);
    expect(reason(parseTimestamp('100000000000000000'))).toBe('tooLarge');
  });

  it('reads the chosen unit instead of guessing', () => {
    const parsed = ok(parseTimestamp('1700000000', 'ms'));
    expect(parsed.reading).toEqual({ kind: 'number', unit: 'ms', detected: false });
    expect(forms(parsed.micros).iso).toBe('1970-01-20T16:13:20Z');
    expect(forms(ok(parseTimestamp('1700000000000000000', 'us')).micros).iso).toBe('+055840-11-08T22:13:20Z');
  });

  it('accepts what people type: signs, grouping, fractions, spaces', () => {
    expect(forms(ok(parseTimestamp(' +1,700,000,000 ')).micros).seconds).toBe('1700000000');
    expect(forms(ok(parseTimestamp('1 700 000 000.5')).micros).milliseconds).toBe('1700000000500');
    expect(forms(ok(parseTimestamp('1_700_000_000')).micros).iso).toBe('2023-11-14T22:13:20Z');
    expect(forms(ok(parseTimestamp('-1')).micros).iso).toBe('1969-12-31T23:59:59Z');
    expect(forms(ok(parseTimestamp('\u22121.5')).micros).iso).toBe('1969-12-31T23:59:58.500Z');
    expect(forms(ok(parseTimestamp('0')).micros)).toMatchObject({ seconds: '0', iso: '1970-01-01T00:00:00Z' });
    // German number text reaches the parser in English form (the screen passes englishNumberText).
    expect(forms(ok(parseTimestamp('1700000000,25', 'auto', utcZone, '1700000000.25')).micros).seconds).toBe('1700000000.25');
  });

  it('keeps fractions to the microsecond, dropping finer digits towards the past', () => {
    expect(unixText(ok(parseTimestamp('1.1234569')).micros, 'us')).toBe('1123456');
    expect(unixText(ok(parseTimestamp('-1.0000001')).micros, 'us')).toBe('-1000001');
  });

  it('refuses nonsense with a reason, never a date', () => {
    for (const text of ['hello', '12abc', '1.2.3', '0x10', 'NaN', 'Infinity', '1e9', '--5', '2023-11-14T25:00', 'Tue 14 Nov']) {
      const parsed = parseTimestamp(text);
      expect(parsed.status, text).toBe('invalid');
    }
    expect(reason(parseTimestamp('hello'))).toBe('notATimestamp');
    expect(reason(parseTimestamp('   '))).toBe('empty');
    expect(reason(parseTimestamp('9000000000000', 's'))).toBe('outOfRange');
  });
});

describe('dates in', () => {
  it('reads ISO 8601 with a zone to Unix time', () => {
    const parsed = ok(parseTimestamp('2023-11-14T22:13:20Z'));
    expect(parsed.reading).toEqual({ kind: 'date', format: 'iso', zone: 'given' });
    expect(forms(parsed.micros)).toMatchObject({ seconds: '1700000000', milliseconds: '1700000000000' });
    expect(forms(ok(parseTimestamp('2023-11-14T23:13:20+01:00')).micros).seconds).toBe('1700000000');
    expect(forms(ok(parseTimestamp('2023-11-14 17:13:20-0500')).micros).seconds).toBe('1700000000');
    expect(forms(ok(parseTimestamp('2023-11-14 22:13:20 UTC')).micros).seconds).toBe('1700000000');
    expect(forms(ok(parseTimestamp('2023-11-14T22:13:20.123456789Z')).micros).microseconds).toBe('1700000000123456');
    expect(forms(ok(parseTimestamp('2023-11-14T22:13:20,5Z')).micros).seconds).toBe('1700000000.5');
  });

  it('reads a date-time without a zone in the given zone, across daylight saving time', () => {
    const parsed = ok(parseTimestamp('2023-11-14T23:13:20', 'auto', berlin));
    expect(parsed.reading).toEqual({ kind: 'date', format: 'iso', zone: 'local' });
    expect(forms(parsed.micros).seconds).toBe('1700000000');
    // Summer time in Berlin is UTC+2, winter time UTC+1.
    expect(forms(ok(parseTimestamp('2024-07-01T12:00', 'auto', berlin)).micros).iso).toBe('2024-07-01T10:00:00Z');
    expect(forms(ok(parseTimestamp('2024-01-01', 'auto', berlin)).micros).iso).toBe('2023-12-31T23:00:00Z');
    expect(forms(ok(parseTimestamp('2024-03-10T12:00', 'auto', newYork)).micros).iso).toBe('2024-03-10T16:00:00Z');
  });

  it('reads RFC 2822 and checks its weekday', () => {
    const parsed = ok(parseTimestamp('Tue, 14 Nov 2023 22:13:20 +0000'));
    expect(parsed.reading).toEqual({ kind: 'date', format: 'rfc2822', zone: 'given' });
    expect(forms(parsed.micros).seconds).toBe('1700000000');
    expect(forms(ok(parseTimestamp('14 Nov 2023 17:13:20 EST')).micros).seconds).toBe('1700000000');
    expect(forms(ok(parseTimestamp('tuesday, 14 november 2023 22:13 GMT')).micros).seconds).toBe('1699999980');
    expect(parseTimestamp('Mon, 14 Nov 2023 22:13:20 +0000')).toEqual({ status: 'invalid', reason: 'wrongWeekday', weekday: { given: 'Mon', actual: 'Tue' } });
  });

  it('refuses dates that do not exist', () => {
    for (const text of ['2023-02-29T00:00Z', '2023-13-01', '2023-04-31', '2023-11-14T24:00:00Z', '2023-11-14T12:60Z', '30 Feb 2023 10:00 GMT', '-000000-01-01']) {
      expect(reason(parseTimestamp(text)), text).toBe('impossibleDate');
    }
    expect(forms(ok(parseTimestamp('2024-02-29T00:00Z')).micros).seconds).toBe('1709164800');
    expect(reason(parseTimestamp('+275760-09-13T00:00:00.001Z'))).toBe('outOfRange');
    expect(forms(ok(parseTimestamp('+275760-09-13T00:00:00Z')).micros).seconds).toBe('8640000000000');
    expect(forms(ok(parseTimestamp('0001-01-01T00:00:00Z')).micros).seconds).toBe('-62135596800');
  });
});

describe('forms out', () => {
  it('writes ISO 8601 with the local offset, RFC 2822 within its years, and never -0', () => {
    const micros = 1_700_000_000_000_000n;
    expect(isoText(micros, berlin(instantMs(micros)))).toBe('2023-11-14T23:13:20+01:00');
    expect(isoText(micros, newYork(instantMs(micros)))).toBe('2023-11-14T17:13:20-05:00');
    expect(isoText(micros, 330)).toBe('2023-11-15T03:43:20+05:30');
    expect(rfc2822Text(-MAX_MICROS)).toBeNull();
    expect(isoText(-MAX_MICROS)).toBe('-271821-04-20T00:00:00Z');
    expect(unixText(-1n, 's')).toBe('-0.000001');
    expect(unixText(0n, 'ms')).toBe('0');
  });

  it('says how far away a moment is, in the largest whole unit', () => {
    const now = Date.UTC(2023, 10, 17, 22, 13, 20);
    expect(relativeTime(1_700_000_000_000, now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTime(now + 90_000, now)).toEqual({ value: 1, unit: 'minute' });
    expect(relativeTime(now + 400, now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(now - 400 * 86_400_000, now)).toEqual({ value: -1, unit: 'year' });
    const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const { value, unit } = relativeTime(1_700_000_000_000, now);
    expect(words.format(value, unit)).toBe('3 days ago');
  });
});

describe('properties', () => {
  const micros = fc.bigInt({ min: -MAX_MICROS, max: MAX_MICROS });

  it('round trip: seconds → ISO → seconds is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8_640_000_000_000, max: 8_640_000_000_000 }), (seconds) => {
        const iso = forms(ok(parseTimestamp(String(seconds), 's')).micros).iso;
        const back = ok(parseTimestamp(iso));
        expect(forms(back.micros).seconds).toBe(String(seconds));
      }),
    );
  });

  it('every form written reads back to the same instant (ISO and its local offset to the microsecond)', () => {
    const zones: ZoneReader[] = [utcZone, berlin, newYork];
    fc.assert(
      fc.property(micros, fc.constantFrom(...zones), (value, zone) => {
        const all = forms(value);
        for (const unit of ['s', 'ms', 'us'] as const) expect(ok(parseTimestamp(unixText(value, unit), unit)).micros).toBe(value);
        expect(ok(parseTimestamp(all.iso)).micros).toBe(value);
        expect(ok(parseTimestamp(isoText(value, zone(instantMs(value))))).micros).toBe(value);
        if (all.rfc2822 !== null) expect(ok(parseTimestamp(all.rfc2822)).micros).toBe(value - (((value % 1_000_000n) + 1_000_000n) % 1_000_000n));
      }),
    );
  });

  it('ISO text matches what JavaScript writes for whole milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const expected = new Date(ms).toISOString().replace('.000Z', 'Z');
        expect(isoText(BigInt(ms) * 1000n)).toBe(expected);
      }),
    );
  });

  it('no text on screen is NaN, Infinity or undefined, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const parsed = parseTimestamp(text);
        if (parsed.status === 'ok') expect(JSON.stringify(forms(parsed.micros))).not.toMatch(/NaN|Infinity|undefined|Invalid/);
      }),
    );
  });
});
