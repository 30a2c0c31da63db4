import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/i18n/numbers';
import { ENGLISH, calculateAge, formatAgeParts, formatLongDate, formatSummary, parseIsoDate, type AgeWords, type CalendarDate } from '../../../src/tools/age-calculator/age-calculator';

const d = (iso: string): CalendarDate => parseIsoDate(iso)!;

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const WEEKDAYS_DE = { Sunday: 'Sonntag', Monday: 'Montag', Tuesday: 'Dienstag', Wednesday: 'Mittwoch', Thursday: 'Donnerstag', Friday: 'Freitag', Saturday: 'Samstag' };

/** German words as the screen builds them from its catalog (src/tools/age-calculator/i18n.ts). */
const german: AgeWords = {
  ...ENGLISH,
  longDate: (weekday, month, day, year) => `${WEEKDAYS_DE[weekday]}, ${day}. ${MONTHS_DE[month - 1]} ${year}`,
  weekday: (weekday) => WEEKDAYS_DE[weekday],
  unit: (n, unit) => `${formatNumber('de', n)} ${{ year: n === 1 ? 'Jahr' : 'Jahre', month: n === 1 ? 'Monat' : 'Monate', day: n === 1 ? 'Tag' : 'Tage' }[unit]}`,
  count: (n) => formatNumber('de', n),
  futureBirth: (date) => `Das Geburtsdatum liegt in der Zukunft (${date}).`,
};

describe('the age calculator in German (issue #31)', () => {
  it('writes dates the German way, years never grouped', () => {
    expect(formatLongDate(d('1990-05-15'), german)).toBe('Dienstag, 15. Mai 1990');
    expect(formatLongDate(d('9999-12-31'), german)).toBe('Freitag, 31. Dezember 9999');
  });

  it('writes ages and totals with German words and grouping', () => {
    expect(formatAgeParts({ years: 1234, months: 1, days: 21 }, german)).toBe('1.234 Jahre, 1 Monat, 21 Tage');
    const outcome = calculateAge(d('1990-05-15'), d('2026-03-01'), false, german);
    if (!outcome.ok) throw new Error(outcome.error);
    const summary = formatSummary(d('1990-05-15'), d('2026-03-01'), outcome.age, german);
    expect(summary).toContain('Dienstag, 15. Mai 1990');
    expect(summary).toContain('13.074');
    expect(summary).toMatch(/Born on a: +Dienstag$/m);
  });

  it('gives its messages in the words it is given, English by default', () => {
    expect(calculateAge(d('2030-01-01'), d('2026-03-01'), true, german)).toEqual({ ok: false, error: 'Das Geburtsdatum liegt in der Zukunft (Sonntag, 1. März 2026).' });
    expect(calculateAge(d('2030-01-01'), d('2026-03-01'), true)).toEqual({
      ok: false,
      error: 'The birth date is in the future. Choose a date on or before today (Sunday, March 1, 2026).',
    });
  });
});
