import { describe, expect, it } from 'vitest';
import { translations } from '@zxcvbn-ts/language-en';
import { translator } from '../../../src/i18n/catalog';
import { LOCALES } from '../../../src/i18n/locales';
import { crackTimeDisplay, crackTimes } from '../../../src/tools/crack-time';
import { CRACK_TIME_KEYS, crackTimeText } from '../../../src/tools/crack-time-text';
import { slimEstimate } from '../../../src/tools/password-checker/estimate';
import { checkText, reportText, suggestionText, warningText } from '../../../src/tools/password-checker/i18n';
import { formatReport, nistChecks, strengthFrom } from '../../../src/tools/password-checker/password-checker';
import { createEstimator, feedbackId } from '../../../src/tools/password-checker/zxcvbn-engine';
import checkerEn from '../../../src/tools/password-checker/messages/en';
import checkerDe from '../../../src/tools/password-checker/messages/de';
import checkerAr from '../../../src/tools/password-checker/messages/ar';


describe('the password tools in German and Arabic (issue #31)', () => {
  it('the generator and the checker word the crack times the same in every locale', async () => {
    for (const locale of LOCALES) {
      const [generatorWords, checkerWords] = await Promise.all([
        import(`../../../src/tools/password-generator/messages/${locale}.ts`).then((m: { default: Record<string, string> }) => m.default),
        import(`../../../src/tools/password-checker/messages/${locale}.ts`).then((m: { default: Record<string, string> }) => m.default),
      ]);
      for (const key of CRACK_TIME_KEYS) expect(generatorWords[key], `${locale} ${key}`).toEqual(checkerWords[key]);
    }
  });

  it('English through the catalog is the logic’s own English', () => {
    const t = translator('en', checkerEn);
    expect(crackTimes(12, crackTimeText(t))).toEqual(crackTimes(12));
    for (const seconds of [0.5, 1, 119, 86_400, 1e6, 3.2e9, 3.3e9]) expect(crackTimeDisplay(seconds, crackTimeText(t))).toBe(crackTimeDisplay(seconds));
    const check = createEstimator();
    for (const password of ['password', 'Summer2024!', 'aaaaaaaa', 'qwerty123', '', 'correct horse battery staple', `x${'!'.repeat(70)}`]) {
      const estimate = check(password);
      expect(nistChecks(password, 'single-factor', estimate.sequence, password, checkText(t))).toEqual(nistChecks(password, 'single-factor', estimate.sequence));
      expect(nistChecks(password, 'multi-factor', null, password, checkText(t))).toEqual(nistChecks(password, 'multi-factor', null));
      const strength = strengthFrom(estimate);
      const checks = nistChecks(password, 'single-factor', estimate.sequence);
      expect(formatReport(strength, checks, password.length, reportText(t))).toBe(formatReport(strength, checks, password.length));
    }
  });

  it('crack times read in German and Arabic plurals', () => {
    const de = crackTimeText(translator('de', checkerDe));
    expect([0.5, 1, 119, 86_400, 1e6, 3.3e9].map((s) => crackTimeDisplay(s, de))).toEqual([
      'weniger als eine Sekunde',
      '1 Sekunde',
      '2 Minuten',
      '1 Tag',
      '12 Tage',
      'Jahrhunderte',
    ]);
    const ar = crackTimeText(translator('ar', checkerAr));
    // One, two, few (3–10) and many (11–99) forms of "minute" (no unit reaches 100: 60 minutes are an hour); "centuries".
    expect([60, 120, 180, 11 * 60].map((s) => crackTimeDisplay(s, ar))).toEqual(['دقيقة واحدة', 'دقيقتان', '3 دقائق', '11 دقيقة']);
    expect([86_400 * 2, 86_400 * 5, 86_400 * 12].map((s) => crackTimeDisplay(s, ar))).toEqual(['يومان', '5 أيام', '12 يومًا']);
    expect(crackTimeDisplay(3.3e9, ar)).toBe('قرون');
    expect(ar.title('offlineFastHash')).toBe('دون اتصال، تجزئة سريعة');
  });

  it('the NIST checks and the report in German', () => {
    const t = translator('de', checkerDe);
    const check = createEstimator();
    const estimate = check('qwerty123');
    const checks = nistChecks('qwerty123', 'single-factor', estimate.sequence, 'qwerty123', checkText(t));
    expect(checks.map((c) => c.title)).toEqual([
      'Mindestens 8 Zeichen',
      'Mindestens 15 Zeichen',
      'Bis zu 64 Zeichen',
      'Kein gängiges Passwort oder Wort',
      'Keine Wiederholungen oder Folgen',
      'Keine Zeichenmischung vorgeschrieben',
    ]);
    expect(checks[0]!.detail).toBe('9 Zeichen: 8 sind das Minimum für jedes Passwort.');
    expect(checks.at(-1)!.detail).toMatch(/^Verwendet Kleinbuchstaben und Ziffern\. /);
    const report = formatReport(strengthFrom(estimate, crackTimeText(t)), checks, 9, reportText(t)).split('\n');
    expect(report.slice(0, 4)).toEqual(['Bericht zur Passwortstärke', '', expect.stringMatching(/^Bewertung:\s+\d \/ 4 \((Sehr schwach|Schwach|Mittel|Stark|Sehr stark)\)$/), 'Länge:          9 Zeichen']);
  });

  it('every warning and suggestion zxcvbn can give has a message, and its id reaches the page', () => {
    for (const [id, text] of Object.entries(translations.warnings)) {
      expect(checkerEn[`warning.${id}` as keyof typeof checkerEn], id).toBe(text);
      expect(feedbackId(text)).toBe(id);
    }
    for (const [id, text] of Object.entries(translations.suggestions)) {
      expect(checkerEn[`suggestion.${id}` as keyof typeof checkerEn], id).toBe(text);
      expect(feedbackId(text)).toBe(id);
    }
    const slim = slimEstimate(createEstimator()('password'), feedbackId);
    expect(slim.feedback.ids).toEqual({ warning: 'topTen', suggestions: ['anotherWord'] });
    const ar = translator('ar', checkerAr);
    expect(warningText(ar, slim.feedback.warning!, slim.feedback.ids?.warning)).toBe('هذه كلمة مرور مستخدمة بكثرة.');
    expect(suggestionText(ar, slim.feedback.suggestions[0]!, slim.feedback.ids?.suggestions[0])).toBe('أضف كلمات أخرى أقل شيوعًا.');
    // A text zxcvbn has no id for stays as it came.
    expect(warningText(ar, 'Something new.', null)).toBe('Something new.');
  });
});
