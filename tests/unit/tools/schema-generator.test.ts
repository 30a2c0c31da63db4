import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GROUP_IDS,
  SAMPLES,
  SCHEMA_TYPES,
  TYPE_SPECS,
  buildJsonLd,
  checkField,
  emptyValues,
  escapeForScript,
  isAbsoluteUrl,
  isIsoDate,
  minutesToDuration,
  parseDecimal,
  readValues,
  scriptBlock,
  serializeValues,
  type FieldSpec,
  type FormValues,
  type JsonValue,
  type SchemaType,
} from '../../../src/tools/schema-generator/schema-generator';
import { SAMPLE_JSON_LD, validateJsonLd } from '../../../src/tools/schema-generator/validate';
import { api } from '../../../src/tools/schema-generator/api';

const OPEN = '<script type="application/ld+json">\n';
const CLOSE = '\n</script>';

/** The JSON inside a produced block, as an HTML parser would hand it to a script: up to the first `</script`. */
function scriptText(block: string): string {
  expect(block.startsWith(OPEN)).toBe(true);
  const end = block.toLowerCase().indexOf('</script', OPEN.length);
  return block.slice(OPEN.length, end);
}

const headlineValues = (headline: string): FormValues => ({ fields: { headline }, groups: {} });

describe('buildJsonLd', () => {
  it.each(SCHEMA_TYPES)('%s: the sample is JSON-LD with @context https://schema.org and its @type, nothing missing or refused', (type) => {
    const result = buildJsonLd(type, SAMPLES[type]);
    expect(result.invalid).toEqual([]);
    expect(result.missing).toEqual([]);
    const parsed = JSON.parse(scriptText(scriptBlock(result.data))) as Record<string, unknown>;
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@type']).toBe(type);
    expect(parsed).toEqual(result.data);
    // What the generator writes, the validator accepts.
    const report = validateJsonLd(scriptBlock(result.data));
    expect(report).toMatchObject({ status: 'checked', items: [{ recognized: type, missingRequired: [] }] });
  });

  it('writes nested objects with their types, numbers as numbers and enumerations as schema.org URLs (Product)', () => {
    expect(buildJsonLd('Product', SAMPLES.Product).data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Walnut Desk Organizer',
      description: 'A solid walnut tray with three compartments for pens, cards and a phone.',
      image: 'https://example.com/images/organizer.jpg',
      brand: { '@type': 'Brand', name: 'Example Woodworks' },
      sku: 'WDO-001',
      offers: { '@type': 'Offer', price: 49.9, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://example.com/shop/walnut-desk-organizer' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 128 },
    });
  });

  it('numbers group rows, skips blank rows and nests the answer (FAQPage, BreadcrumbList, HowTo)', () => {
    expect(buildJsonLd('FAQPage', { fields: {}, groups: { questions: [{ question: 'Q1?', answer: 'A1' }, {}, { question: ' ', answer: '' }] } }).data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } }],
    });
    const crumbs = buildJsonLd('BreadcrumbList', { fields: {}, groups: { crumbs: [{ itemName: 'Home', itemUrl: 'https://example.com/' }, {}, { itemName: 'Shop' }] } });
    expect(crumbs.data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Shop' },
    ]);
    expect(buildJsonLd('HowTo', SAMPLES.HowTo).data).toMatchObject({ totalTime: 'PT30M', step: [{ '@type': 'HowToStep', position: 1, name: 'Water' }, {}, {}, { position: 4 }] });
  });

  it('leaves empty fields out and reports required ones, per row in groups', () => {
    const article = buildJsonLd('Article', emptyValues('Article'));
    expect(article.data).toEqual({ '@context': 'https://schema.org', '@type': 'Article' });
    expect(article.missing).toEqual([{ field: 'headline' }]);
    expect(article.missingRecommended).toEqual(['description', 'image', 'authorName', 'datePublished', 'dateModified']);
    expect(buildJsonLd('FAQPage', emptyValues('FAQPage')).missing).toEqual([{ group: 'questions', row: 0, field: 'question' }]);
    expect(buildJsonLd('FAQPage', { fields: {}, groups: { questions: [{ question: 'Q?' }, { answer: 'A' }] } }).missing).toEqual([
      { group: 'questions', row: 0, field: 'answer' },
      { group: 'questions', row: 1, field: 'question' },
    ]);
    expect(buildJsonLd('Event', { fields: { name: 'Gig' }, groups: {} }).missing.map((m) => m.field)).toEqual(['startDate', 'locationName']);
  });

  it('refuses invalid values next to their field and leaves them out', () => {
    const result = buildJsonLd('Event', {
      fields: { name: 'Gig', startDate: '2026-02-30', locationName: 'Hall', image: 'example.com/a.png', price: '12,5', priceCurrency: 'euro', eventStatus: 'Maybe' },
      groups: {},
    });
    expect(result.invalid).toEqual([
      { field: 'startDate', reason: 'date' },
      { field: 'image', reason: 'url' },
      { field: 'eventStatus', reason: 'choice' },
      { field: 'price', reason: 'number' },
      { field: 'priceCurrency', reason: 'currency' },
    ]);
    expect(result.data).toEqual({ '@context': 'https://schema.org', '@type': 'Event', name: 'Gig', location: { '@type': 'Place', name: 'Hall' } });
    expect(buildJsonLd('BreadcrumbList', { fields: {}, groups: { crumbs: [{ itemName: 'A', itemUrl: '/relative' }] } }).invalid).toEqual([
      { group: 'crumbs', row: 0, field: 'itemUrl', reason: 'url' },
    ]);
  });
});

describe('field checks', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isAbsoluteUrl('https://example.com/a?b=1#c')).toBe(true);
    expect(isAbsoluteUrl('HTTP://EXAMPLE.COM')).toBe(true);
    for (const bad of ['example.com', '/path', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https:// example.com', 'https://exa mple.com']) expect(isAbsoluteUrl(bad), bad).toBe(false);
  });

  it('accepts ISO 8601 dates and date-times on real days', () => {
    for (const good of ['2026-11-28', '2024-02-29', '2026-11-28T19:30', '2026-11-28T19:30:05Z', '2026-11-28T19:30:05.123+01:00']) expect(isIsoDate(good), good).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '28.11.2026', '2026-11-28 19:30', '2026-11-28T24:00', 'tomorrow']) expect(isIsoDate(bad), bad).toBe(false);
  });

  it('reads decimals as people type them and never gives -0', () => {
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal(' +49.90 ')).toBe(49.9);
    expect(parseDecimal('1 000')).toBe(1000);
    expect(parseDecimal('-0')).toBe(0);
    expect(Object.is(parseDecimal('-0'), -0)).toBe(false);
    for (const bad of ['', '1,2', '12,5', 'abc', '1e5', '1.2.3', 'Infinity']) expect(parseDecimal(bad), bad).toBeNull();
  });

  it('writes minutes as an ISO 8601 duration, and checks counts, currencies, e-mail and URL lists', () => {
    expect([1, 30, 60, 90, 125].map(minutesToDuration)).toEqual(['PT1M', 'PT30M', 'PT1H', 'PT1H30M', 'PT2H5M']);
    const field = (kind: FieldSpec['kind']): FieldSpec => ({ id: 'name', path: 'x', kind, level: 'optional' });
    expect(checkField(field('minutes'), '0')).toEqual({ ok: false, reason: 'minutes' });
    expect(checkField(field('count'), '2.5')).toEqual({ ok: false, reason: 'count' });
    expect(checkField(field('count'), '1,200')).toEqual({ ok: true, value: 1200 });
    expect(checkField(field('currency'), 'usd')).toEqual({ ok: true, value: 'USD' });
    expect(checkField(field('email'), 'a@b')).toEqual({ ok: false, reason: 'email' });
    expect(checkField(field('urlList'), 'https://a.example\n\n https://b.example ')).toEqual({ ok: true, value: ['https://a.example', 'https://b.example'] });
    expect(checkField(field('urlList'), 'https://a.example')).toEqual({ ok: true, value: 'https://a.example' });
    expect(checkField(field('urlList'), 'https://a.example\nb.example')).toEqual({ ok: false, reason: 'urlList' });
  });
});

describe('the script block', () => {
  it('escapes < > & so </script> in a value cannot end the block', () => {
    const hostile = '</script><script>alert(1)</script><!-- & -->';
    const block = scriptBlock(buildJsonLd('Article', headlineValues(hostile)).data);
    expect(block).toBe(
      `${OPEN}{\n  "@context": "https://schema.org",\n  "@type": "Article",\n  "headline": "\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e"\n}${CLOSE}`,
    );
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect((JSON.parse(scriptText(block)) as { headline: string }).headline).toBe(hostile);
    expect(escapeForScript('"\u2028\u2029"')).toBe('"\\u2028\\u2029"');
  });

  it('round-trips any string values through the escaped output (property)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.array(fc.constantFrom('</script>', '</SCRIPT >', '<!--', '-->', '<script>', '&amp;', '\u2028', '"', '\\', 'é', '😀', 'x'), { maxLength: 12 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), text, { maxKeys: 6 }), text, (extra, headline) => {
        const data: JsonValue = { '@context': 'https://schema.org', '@type': 'Article', headline, extra };
        const block = scriptBlock(data);
        const inner = scriptText(block);
        // The only end tag is the block's own, and nothing inside starts a comment or a tag.
        expect(`${OPEN}${inner}</script>`).toBe(block);
        expect(inner).not.toMatch(/[<>&]/);
        expect(JSON.parse(inner)).toEqual(data);
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateJsonLd', () => {
  it('names a missing required property and the recommended ones, with the type recognized', () => {
    const result = validateJsonLd('{"@context":"https://schema.org","@type":"Product","offers":{"@type":"Offer","price":"5"}}');
    expect(result).toEqual({
      status: 'checked',
      blocks: 1,
      items: [
        {
          where: '',
          block: 1,
          types: ['Product'],
          recognized: 'Product',
          missingRequired: ['name', 'offers.priceCurrency'],
          missingRecommended: ['image', 'description', 'brand', 'sku', 'offers.availability'],
        },
      ],
    });
    const noOffer = validateJsonLd('{"@context":"https://schema.org","@type":"Product","name":"X"}');
    expect(noOffer).toMatchObject({ items: [{ missingRequired: ['offers | review | aggregateRating'] }] });
    const rating = validateJsonLd('{"@context":"https://schema.org","@type":"Product","name":"X","aggregateRating":{"ratingValue":4}}');
    expect(rating).toMatchObject({ items: [{ missingRequired: ['aggregateRating.reviewCount | aggregateRating.ratingCount'] }] });
  });

  it('checks every element of arrays, @graph items and script blocks, and recognizes subtypes and full IRIs', () => {
    expect(validateJsonLd(SAMPLE_JSON_LD)).toEqual({
      status: 'checked',
      blocks: 1,
      items: [
        { where: '@graph[0]', block: 1, types: ['Product'], recognized: 'Product', missingRequired: ['offers.priceCurrency'], missingRecommended: ['description', 'brand', 'sku', 'offers.availability'] },
        { where: '@graph[1]', block: 1, types: ['BreadcrumbList'], recognized: 'BreadcrumbList', missingRequired: [], missingRecommended: ['itemListElement[1].item'] },
      ],
    });
    const faq = validateJsonLd(
      '[{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question","name":"A?","acceptedAnswer":{"text":"Yes"}},{"@type":"Question","name":"B?"}]},{"@context":"https://schema.org","@type":["Thing","https://schema.org/NewsArticle"]}]',
    );
    expect(faq).toMatchObject({
      items: [
        { where: '[0]', recognized: 'FAQPage', missingRequired: ['mainEntity[1].acceptedAnswer'] },
        { where: '[1]', recognized: 'Article', types: ['Thing', 'https://schema.org/NewsArticle'], missingRequired: ['headline'] },
      ],
    });
    const two = validateJsonLd(`${scriptBlock({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'R' })}\n<p>x</p>\n<script type="application/ld+json">{"@type":"Thing"}</script>`);
    expect(two).toMatchObject({
      blocks: 2,
      items: [
        { block: 1, recognized: 'LocalBusiness', missingRequired: ['address'] },
        { block: 2, recognized: null, types: ['Thing'], missingRequired: ['@context'], missingRecommended: [] },
      ],
    });
  });

  it('reports JSON errors with the line and column in the pasted text', () => {
    const result = validateJsonLd('<script type="application/ld+json">\n{\n  "@type": "Article",\n  "headline": "A"\n  "author": "B"\n}\n</script>');
    expect(result).toMatchObject({ status: 'invalid-json', line: 5, column: 3, block: 1 });
    expect(result.status === 'invalid-json' && result.message).toMatch(/JSON/);
    expect(validateJsonLd('{"@type": "Article",}')).toMatchObject({ status: 'invalid-json', line: 1, column: 21 });
  });

  it('says when there is nothing to check', () => {
    expect(validateJsonLd('  \n')).toEqual({ status: 'empty' });
    expect(validateJsonLd('{"name": "no type"}')).toEqual({ status: 'no-items' });
    expect(validateJsonLd('[1, "a", null]')).toEqual({ status: 'no-items' });
  });
});

describe('share values', () => {
  it('serializes filled fields and rows only, and reads them back', () => {
    expect(serializeValues(emptyValues('FAQPage'))).toBe('');
    expect(serializeValues({ fields: { headline: 'A', description: ' ' }, groups: {} })).toBe('{"fields":{"headline":"A"}}');
    for (const type of SCHEMA_TYPES) expect(buildJsonLd(type, readValues(type, serializeValues(SAMPLES[type]))).data).toEqual(buildJsonLd(type, SAMPLES[type]).data);
  });

  it('ignores malformed or unknown data', () => {
    expect(readValues('Article', '{not json')).toEqual(emptyValues('Article'));
    expect(readValues('Article', '{"fields":{"headline":5,"bogus":"x","name":"y","description":"d"}}')).toEqual({ fields: { description: 'd' }, groups: {} });
    expect(readValues('HowTo', '{"groups":{"steps":"x","questions":[{"question":"q"}]}}')).toEqual(emptyValues('HowTo'));
  });

  it('round-trips any form values of any type (property)', () => {
    const typeArb = fc.constantFrom(...SCHEMA_TYPES);
    const valuesFor = (type: SchemaType) => {
      const spec = TYPE_SPECS[type];
      const row = (ids: readonly string[]) => fc.dictionary(fc.constantFrom(...ids), fc.string({ maxLength: 20 }).filter((s) => s.trim() !== ''), { maxKeys: ids.length });
      return fc.record({
        fields: spec.fields.length ? row(spec.fields.map((x) => x.id)) : fc.constant({}),
        groups: fc.record(Object.fromEntries(spec.groups.map((g) => [g.id, fc.array(row(g.fields.map((x) => x.id)), { minLength: 1, maxLength: 4 })]))),
      });
    };
    fc.assert(
      fc.property(typeArb.chain((type) => valuesFor(type).map((values) => [type, values] as const)), ([type, values]) => {
        const back = readValues(type, serializeValues(values as FormValues));
        expect(buildJsonLd(type, back).data).toEqual(buildJsonLd(type, values as FormValues).data);
      }),
      { numRuns: 300 },
    );
  });

  it('declares the type and values inputs', () => {
    expect(api.inputs.map((input) => input.name)).toEqual(['type', 'values']);
    expect(api.inputs[0]).toMatchObject({ type: 'enum', values: SCHEMA_TYPES, default: 'Article' });
    expect(GROUP_IDS).toEqual(['questions', 'crumbs', 'steps']);
  });
});
