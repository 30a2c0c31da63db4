import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedInputs,
  componentName,
  frameQuery,
  frameSnippet,
  oembedResponse,
  reactSnippet,
  scriptSnippet,
  snippetInputs,
  type EmbedSettings,
} from '../../../src/embed/snippets';
import { queryAttributes, queryStyle } from '../../../src/embed/frame';
import { formatInput, type InputValue, type ToolInput } from '../../../src/tools/api';
import { toolApis } from '../../../src/tools/apis';
import { api as qr } from '../../../src/tools/qr-generator/api';
import { api as wordCounter } from '../../../src/tools/word-counter/api';
import { api as hashGenerator } from '../../../src/tools/hash-generator/api';

const ORIGIN = 'https://toolshed.dev';
const QR = { id: 'qr-generator', name: 'QR Code Generator' };
const none: EmbedSettings = { values: {}, theme: 'auto', lang: '', style: {} };

describe('embed snippets', () => {
  it('write the QR tool set to WiFi and dark in all three flavours, defaults left out', () => {
    const settings: EmbedSettings = { values: { type: 'wifi', size: '256', margin: 4 }, theme: 'dark', lang: '', style: {} };
    expect(scriptSnippet(ORIGIN, QR, qr, settings)).toBe(
      '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script>\n<toolshed-qr-generator type="wifi" theme="dark"></toolshed-qr-generator>',
    );
    expect(frameSnippet(ORIGIN, QR, frameQuery(qr, settings))).toBe(
      '<iframe data-toolshed src="https://toolshed.dev/embed/frame/qr-generator/?type=wifi&amp;theme=dark" title="QR Code Generator" width="640" height="600" loading="lazy" style="border:0;width:100%;max-width:640px"></iframe>',
    );
    expect(reactSnippet(QR, qr, settings)).toBe(`import { QrGenerator } from 'toolshed/tools';
import { ThemeProvider } from 'toolshed/ui';
import 'toolshed/styles.css';

export function QrGeneratorEmbed() {
  return (
    <ThemeProvider theme="dark">
      <QrGenerator type="wifi" />
    </ThemeProvider>
  );
}
`);
  });

  it('are minimal when everything is at its default', () => {
    expect(scriptSnippet(ORIGIN, QR, qr, none)).toBe(
      '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script>\n<toolshed-qr-generator></toolshed-qr-generator>',
    );
    expect(frameQuery(qr, none)).toBe('');
    expect(reactSnippet(QR, qr, none)).toContain('<QrGenerator />');
  });

  it('pin the loader with its integrity hash only when asked', () => {
    const hash = 'sha384-W/auXrn4TeVs8P2vGrHnq+wra3M7qQO147uASPo+2IbAbC5EY3zVFgVKMK8RmhJl';
    expect(scriptSnippet(ORIGIN, QR, qr, none, hash)).toBe(
      `<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js" integrity="${hash}" crossorigin="anonymous"></script>\n<toolshed-qr-generator></toolshed-qr-generator>`,
    );
    expect(scriptSnippet(ORIGIN, QR, qr, none, null)).not.toContain('integrity');
  });

  it('put lang and the custom properties where each flavour takes them', () => {
    const settings: EmbedSettings = { values: { margin: 2 }, theme: 'light', lang: 'de', style: { accent: '#7c3aed', radius: ' 4px ', font: '' } };
    expect(scriptSnippet(ORIGIN, QR, qr, settings)).toContain(
      '<toolshed-qr-generator margin="2" theme="light" lang="de" style="--toolshed-accent: #7c3aed; --toolshed-radius: 4px"></toolshed-qr-generator>',
    );
    expect(frameQuery(qr, settings)).toBe('?margin=2&theme=light&lang=de&accent=%237c3aed&radius=4px');
    // The React package speaks English and is themed through ThemeProvider: neither appears.
    const react = reactSnippet(QR, qr, settings);
    expect(react).toContain('<QrGenerator margin={2} />');
    expect(react).not.toContain('lang');
    expect(react).not.toContain('accent');
  });

  it('escape text so a value can never end its attribute or JSX string', () => {
    const text = 'Say "hi" <b>&</b>\n{x}';
    const settings: EmbedSettings = { ...none, values: { 'initial-text': text } };
    expect(scriptSnippet(ORIGIN, { id: 'word-counter', name: 'Word Counter' }, wordCounter, settings)).toContain(
      'initial-text="Say &quot;hi&quot; &lt;b&gt;&amp;&lt;/b&gt;\n{x}"',
    );
    expect(reactSnippet({ id: 'word-counter', name: 'Word Counter' }, wordCounter, settings)).toContain(`<WordCounter initialText={${JSON.stringify(text)}} />`);
  });

  it('never write a secret input', () => {
    const secret = (hashGenerator.inputs as readonly ToolInput[]).find((input) => input.secret);
    expect(secret).toBeDefined();
    const settings: EmbedSettings = { ...none, values: { [secret!.name]: 'my key' } };
    expect(snippetInputs(hashGenerator).some((input) => input.secret)).toBe(false);
    expect(scriptSnippet(ORIGIN, { id: 'hash-generator', name: 'Hash Generator' }, hashGenerator, settings)).not.toContain('my key');
    expect(frameQuery(hashGenerator, settings)).not.toContain('my');
  });

  it('hand oEmbed the same iframe as the builder', () => {
    expect(oembedResponse(ORIGIN, QR).html).toBe(frameSnippet(ORIGIN, QR));
  });

  it('name components that the React package exports', () => {
    const exports = readFileSync('src/lib/tools.ts', 'utf8');
    for (const { id } of toolApis) expect(exports).toContain(`{ default as ${componentName(id)},`);
  });
});

/** A value valid under its declaration (what a builder control can produce). */
const valueOf = (input: ToolInput): fc.Arbitrary<InputValue> => {
  switch (input.type) {
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...input.values);
    case 'number':
      return input.integer
        ? fc.integer({ min: input.min ?? -1000, max: input.max ?? 1000 })
        : fc.double({ min: input.min ?? -1000, max: input.max ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return fc.string({ maxLength: Math.min(input.maxLength ?? 40, 40) });
  }
};

describe('the iframe query', () => {
  it('gives the frame exactly the attributes and custom properties of the script snippet (round trip)', () => {
    const settings = fc.constantFrom(...toolApis).chain(({ api }) =>
      fc.record({
        api: fc.constant(api),
        values: fc.record(Object.fromEntries(snippetInputs(api).map((input) => [input.name, valueOf(input)])), { requiredKeys: [] }),
        theme: fc.constantFrom('auto', 'light', 'dark' as const),
        lang: fc.constantFrom('', 'en', 'de', 'ar'),
        accent: fc.constantFrom('', '#7c3aed', 'rebeccapurple'),
      }),
    );
    fc.assert(
      fc.property(settings, ({ api, values, theme, lang, accent }) => {
        const embed: EmbedSettings = { values, theme, lang, style: { accent } };
        const query = frameQuery(api, embed);
        const expected = changedInputs(api, values).map(([name, value]): [string, string] => [name, formatInput(value)]);
        const read = queryAttributes(query, api);
        const order = (list: Array<[string, string]>) => [...list].sort(([a], [b]) => a.localeCompare(b));
        const extra: Array<[string, string]> = [...(theme === 'auto' ? [] : [['theme', theme] as [string, string]]), ...(lang ? [['lang', lang] as [string, string]] : [])];
        expect(order(read)).toEqual(order([...expected, ...extra]));
        expect(queryStyle(query)).toEqual(accent ? [['--toolshed-accent', accent]] : []);
      }),
      { numRuns: 300 },
    );
  });
});
