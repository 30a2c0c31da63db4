import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { CASES } from '../../../src/tools/case-converter/case-converter';
import { caseLabel } from '../../../src/tools/case-converter/i18n';
import caseEn from '../../../src/tools/case-converter/messages/en';
import caseDe from '../../../src/tools/case-converter/messages/de';

describe('the case converter in German (issue #31)', () => {
  it('names each case in English exactly as case-converter.ts does, so the English screen is unchanged', () => {
    const en = translator('en', caseEn);
    for (const item of CASES) expect(caseLabel(en, item)).toBe(item.label);
  });

  it('translates the cases named in words and keeps the code names', () => {
    const de = translator('de', caseDe);
    const labels = Object.fromEntries(CASES.map((item) => [item.id, caseLabel(de, item)]));
    expect(labels).toMatchObject({ lower: 'kleinbuchstaben', upper: 'GROSSBUCHSTABEN', camel: 'camelCase', snake: 'snake_case', header: 'Header-Case' });
    expect(de('truncated', { length: 2640, limit: 2000 })).toBe(
      'Ihr Text ist 2.640 Zeichen lang, daher zeigt jedes Feld nur den Anfang (höchstens 2.000 Zeichen). „Kopieren“ kopiert das vollständige Ergebnis.',
    );
  });
});
