import { describe, expect, it } from 'vitest';
import { ENGLISH, planVerification, type VerifierWords } from '../../../src/tools/hash-verifier/hash-verifier';

/** German messages, as the screen builds them from its catalog (i18n.ts). */
const german: VerifierWords = {
  ...ENGLISH,
  badLine: (line) => `Zeile ${line} ist weder ein Hash noch eine Prüfsummenzeile („<Hash>  <Dateiname>“).`,
  listNeedsFile: (count) => `Die Liste hat ${count} Zeilen.`,
  noLineNames: (name) => `Keine Zeile der Liste nennt ${name}.`,
  wrongLength: (label, wanted, got) => `Ein ${label}-Hash hat ${wanted} Hexadezimalzeichen; dieser hat ${got}.`,
  pasteExpected: 'Fügen Sie den erwarteten Hash ein, um zu vergleichen.',
};
const MD5_ABC = '900150983cd24fb0d6963f7d28e17f72';

describe('the verifier’s messages in the page’s words (issue #31)', () => {
  it('says why there is no verdict with the words it is given', () => {
    expect(planVerification('', 'auto', null, german)).toEqual({ ok: false, kind: 'incomplete', message: german.pasteExpected });
    expect(planVerification(MD5_ABC, 'sha256', null, german)).toEqual({ ok: false, kind: 'invalid', message: 'Ein SHA-256-Hash hat 64 Hexadezimalzeichen; dieser hat 32.' });
    expect(planVerification(`${MD5_ABC}  a.txt\nnonsense`, 'auto', null, german)).toMatchObject({ ok: false, message: german.badLine(2) });
    const list = `${MD5_ABC}  a.txt\n${MD5_ABC}  b.txt`;
    expect(planVerification(list, 'auto', null, german)).toMatchObject({ ok: false, kind: 'incomplete', message: 'Die Liste hat 2 Zeilen.' });
    expect(planVerification(list, 'auto', 'c.txt', german)).toMatchObject({ ok: false, kind: 'invalid', message: 'Keine Zeile der Liste nennt c.txt.' });
  });

  it('keeps the same verdict whatever the words', () => {
    const plan = planVerification(`${MD5_ABC}  a.txt\n${MD5_ABC.replace('9', '8')}  b.txt`, 'auto', 'b.txt', german);
    expect(plan).toMatchObject({ ok: true, algorithm: 'md5', algorithmSource: 'length', entry: { line: 2, name: 'b.txt' } });
  });
});
