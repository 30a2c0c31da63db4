import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { reasonMessage } from '../../../src/i18n/reasons';
import { decodeBase64 } from '../../../src/tools/base64/base64';
import base64De from '../../../src/tools/base64/messages/de';
import base64En from '../../../src/tools/base64/messages/en';
import { decode as decodeUrl } from '../../../src/tools/url-encoder/url-encoder';
import urlAr from '../../../src/tools/url-encoder/messages/ar';
import urlEn from '../../../src/tools/url-encoder/messages/en';

describe('a reason as its catalog message', () => {
  it('in English it is the logic module\'s own message, word for word', () => {
    const base64 = decodeBase64('YWJj=ZA');
    const url = decodeUrl('%E2%82', 'component', {});
    if (base64.ok || url.ok) throw new Error('expected both inputs to be refused');
    expect(reasonMessage(translator('en', base64En), base64.reason)).toBe(base64.message);
    expect(reasonMessage(translator('en', urlEn), url.reason)).toBe(url.message);
  });

  it('in German and Arabic the positions stay plain numbers', () => {
    const base64 = decodeBase64(`${'QUJD'.repeat(400)}!`);
    if (base64.ok) throw new Error('expected a refusal');
    expect(reasonMessage(translator('de', base64De), base64.reason)).toContain('an Position 1601.');
    const url = decodeUrl('%E2%82', 'component', {});
    if (url.ok) throw new Error('expected a refusal');
    expect(reasonMessage(translator('ar', urlAr), url.reason)).toContain('«%E2%82»');
  });
});
