import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optimize, type XastElement } from 'svgo/browser';
import {
  DEFAULT_OPTIONS,
  SAMPLE_SVG,
  SWITCH_NAMES,
  byteSize,
  downloadName,
  gzipSize,
  isScriptUrl,
  optimizeSvg,
  optimizeTask,
  parseOptions,
  savedPercent,
  type OptimizeResult,
  type SvgOptions,
} from '../../../src/tools/svg-optimizer/svg-optimizer';
import { runToEnd } from '../../../src/ui/tasks';

const run = (text: string, options: Partial<SvgOptions> = {}) => optimizeSvg(text, { ...DEFAULT_OPTIONS, ...options }, optimize);

function ok(result: OptimizeResult) {
  if (result.kind !== 'ok') throw new Error(`expected an optimized SVG, got ${JSON.stringify(result)}`);
  return result;
}

/**
 * Parses `svg` again with SVGO's strict XML parser (sax) and lists every element and attribute:
 * throws if the text is not well-formed XML.
 */
function parsed(svg: string) {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  optimize(svg, {
    plugins: [
      {
        name: 'collect',
        fn: () => ({ element: { enter: (node: XastElement) => void elements.push({ name: node.name, attributes: { ...node.attributes } }) } }),
      },
    ],
  });
  return elements;
}

/** Nothing in the SVG could run: no script element, no event handler, no script URL. */
function expectInert(svg: string) {
  for (const element of parsed(svg)) {
    expect(element.name.replace(/^.*:/, '')).not.toBe('script');
    for (const [name, value] of Object.entries(element.attributes)) {
      expect(name.replace(/^.*:/, '')).not.toMatch(/^on/i);
      expect(isScriptUrl(value)).toBe(false);
    }
  }
}

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" viewBox="0 0 20 20" onload="alert(1)">
  <script>alert(2)</script>
  <script type="text/ecmascript"><![CDATA[ alert(3) ]]></script>
  <a href="javascript:alert(4)"><rect width="10" height="10" fill="red" onclick="alert(5)"/></a>
  <a xlink:href=" JaVa&#x09;ScRiPt:alert(6)"><circle cx="15" cy="15" r="4" onmouseover="alert(7)"/></a>
  <set attributeName="onmouseover" to="alert(8)"/>
  <animate attributeName="href" values="javascript:alert(9)"/>
  <foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(10)</script></div></foreignObject>
</svg>`;

describe('optimizing (SVGO preset-default, viewBox kept)', () => {
  it('makes the Inkscape sample much smaller: no metadata, editor namespaces or comments; viewBox, title and shapes kept', () => {
    const { svg, removed } = ok(run(SAMPLE_SVG));
    expect(removed).toEqual([]);
    expect(byteSize(svg)).toBeLessThan(byteSize(SAMPLE_SVG) / 3);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="48" height="48" viewBox="0 0 48 48">/);
    expect(svg).toContain('<title>Toolbox</title>');
    expect(svg).toContain('<path d="M18 14v-3a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v3"');
    expect(svg).toContain('<rect width="8" height="6" x="20" y="23" ry="1"');
    expect(svg).not.toMatch(/inkscape|sodipodi|<metadata|rdf:|<!--|<\?xml|\n/);
    // Clean Up IDs: the gradients get short ids, their references follow.
    expect(svg).toContain('<linearGradient id="a">');
    expect(svg).toContain('xlink:href="#a" id="b"');
    expect(svg).toContain('fill:url(#b)');
  });

  it('each switch turns its plugin off or on', () => {
    expect(ok(run(SAMPLE_SVG, { removeComments: false })).svg).toContain('<!--Layer 1: the box and its handle-->');
    const kept = ok(run(SAMPLE_SVG, { removeMetadata: false })).svg;
    expect(kept).toContain('<metadata>');
    expect(kept).toContain('sodipodi:docname="toolbox-icon.svg"');
    expect(ok(run(SAMPLE_SVG, { cleanupIds: false })).svg).toContain('<linearGradient id="linearGradient1">');
    expect(ok(run('<svg xmlns="http://www.w3.org/2000/svg"><g><g fill="red"><rect width="4" height="4"/></g></g></svg>', { collapseGroups: false })).svg).toContain('<g>');
    expect(ok(run('<svg xmlns="http://www.w3.org/2000/svg"><g><g fill="red"><rect width="4" height="4"/></g></g></svg>')).svg).not.toContain('<g');
    expect(ok(run('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>')).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h4v4H0z"/></svg>');
    expect(ok(run('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>', { convertShapesToPaths: false })).svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
    );
    const sized = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><path d="M1 1h2"/></svg>';
    expect(ok(run(sized, { keepViewBox: false })).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><path d="M1 1h2"/></svg>');
    expect(ok(run(sized, { removeDimensions: true })).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="M1 1h2"/></svg>');
    expect(ok(run(sized, { prettyPrint: true })).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">\n  <path d="M1 1h2"/>\n</svg>\n');
  });

  it('rounds numbers to the precision chosen (0–8), or keeps them as written', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle cx="10.123456789" cy="5.5" r="2.987654321"/></svg>';
    expect(ok(run(svg, { precision: 0 })).svg).toContain('<circle cx="10" cy="6" r="3"/>');
    expect(ok(run(svg, { precision: 2 })).svg).toContain('<circle cx="10.12" cy="5.5" r="2.99"/>');
    expect(ok(run(svg, { precision: 8 })).svg).toContain('<circle cx="10.12345679" cy="5.5" r="2.98765432"/>');
    expect(ok(run(svg, { roundNumbers: false })).svg).toContain('<circle cx="10.123456789" cy="5.5" r="2.987654321"/>');
    expect(ok(run('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0.123456 0 L 10.987654 3.3333333"/></svg>', { roundNumbers: false })).svg).toContain(
      'd="m.123456 0 10.864198 3.3333333"',
    );
  });

  it('multipass never makes the output larger than one pass', () => {
    const one = ok(run(SAMPLE_SVG)).svg;
    const many = ok(run(SAMPLE_SVG, { multipass: true })).svg;
    expect(byteSize(many)).toBeLessThanOrEqual(byteSize(one));
  });

  it('runs as a background task with the same result', () => {
    expect(runToEnd(optimizeTask({ text: SAMPLE_SVG, options: DEFAULT_OPTIONS }, optimize))).toEqual(run(SAMPLE_SVG));
  });
});

describe('what could run is always removed', () => {
  it('removes <script>, every on… handler, javascript: links and the animations that would set them, and says what it removed', () => {
    const { svg, removed } = ok(run(HOSTILE));
    expect(removed).toEqual(['onload', '<script>', 'href="javascript:…"', 'onclick', 'xlink:href="javascript:…"', 'onmouseover', '<set>', '<animate>']);
    expect(svg).not.toMatch(/script|alert|onload|onclick|onmouseover/i);
    expectInert(svg);
    // The drawing itself is kept.
    expect(svg).toContain('fill="red"');
    expect(svg).toContain('<circle cx="15" cy="15" r="4"/>');
  });

  it('whatever the switches', () => {
    const switches = fc.record(Object.fromEntries(SWITCH_NAMES.map((name) => [name, fc.boolean()])) as Record<(typeof SWITCH_NAMES)[number], fc.Arbitrary<boolean>>);
    fc.assert(
      fc.property(switches, fc.integer({ min: 0, max: 8 }), (chosen, precision) => {
        const { svg, removed } = ok(run(HOSTILE, { ...chosen, precision }));
        expect(removed).toContain('<script>');
        expect(removed).toContain('onload');
        expectInert(svg);
      }),
      { numRuns: 40 },
    );
  });

  it('recognizes script URLs as browsers read them', () => {
    expect(isScriptUrl('javascript:alert(1)')).toBe(true);
    expect(isScriptUrl('  JAVA\tSCRIPT:x')).toBe(true);
    expect(isScriptUrl('vbscript:msgbox')).toBe(true);
    expect(isScriptUrl('#a')).toBe(false);
    expect(isScriptUrl('https://example.com/javascript')).toBe(false);
  });
});

describe('generated SVGs', () => {
  const color = fc.constantFrom('red', '#3b82f6', 'none', 'currentColor');
  const num = fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true });
  const shape = fc.oneof(
    fc.record({ x: num, y: num, w: fc.double({ min: 0, max: 500, noNaN: true }), h: fc.double({ min: 0, max: 500, noNaN: true }), fill: color }).map(
      ({ x, y, w, h, fill }) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`,
    ),
    fc.record({ cx: num, cy: num, r: fc.double({ min: 0, max: 500, noNaN: true }), fill: color }).map(({ cx, cy, r, fill }) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`),
    fc.tuple(num, num, num, num, color).map(([a, b, c, d, stroke]) => `<path d="M${a} ${b} L${c} ${d} Z" stroke="${stroke}"/>`),
    fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map((text) => `<!-- ${text.replace(/-/g, '')} -->`),
    fc.constantFrom('<script>alert(1)</script>', '<g onload="alert(1)"/>', '<a href="javascript:alert(1)"><text>x</text></a>', '<set attributeName="onclick" to="alert(1)"/>'),
  );
  const svg = fc
    .tuple(fc.array(shape, { maxLength: 8 }), fc.boolean())
    .map(([shapes, grouped]) => {
      const body = shapes.join('\n');
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${grouped ? `<g>${body}</g>` : body}</svg>`;
    });

  it('the output is well-formed XML with an <svg> root and nothing that could run', () => {
    fc.assert(
      fc.property(svg, fc.integer({ min: 0, max: 8 }), fc.boolean(), (text, precision, multipass) => {
        const { svg: output } = ok(run(text, { precision, multipass }));
        const elements = parsed(output);
        expect(elements[0]?.name).toBe('svg');
        expectInert(output);
        expect(byteSize(output)).toBeLessThanOrEqual(byteSize(text));
      }),
      { numRuns: 150 },
    );
  });
});

describe('bad input', () => {
  it('gives the parser’s message with its line and column', () => {
    expect(run('<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n</svg>')).toEqual({ kind: 'malformed', reason: 'Unexpected close tag', line: 3, column: 6 });
    expect(run('<svg><rect width="1"</svg>')).toMatchObject({ kind: 'malformed', line: 1 });
    expect(run('just text')).toEqual({ kind: 'malformed', reason: 'Non-whitespace before first tag.', line: 1, column: 1 });
  });

  it('names the root when the XML is not an SVG, and says so for no element at all', () => {
    expect(run('<html><body/></html>')).toEqual({ kind: 'notSvg', root: 'html' });
    expect(run('<?xml version="1.0"?><!-- only a comment -->')).toEqual({ kind: 'notSvg', root: null });
  });
});

describe('settings, sizes and names', () => {
  it('keeps only valid remembered settings', () => {
    expect(parseOptions({ multipass: true, precision: 5, removeComments: 'yes', keepViewBox: false, other: 1 })).toEqual({ multipass: true, precision: 5, keepViewBox: false });
    expect(parseOptions({ precision: 9 })).toEqual({});
    expect(parseOptions({ precision: 2.5 })).toEqual({});
    expect(parseOptions({ precision: -1 })).toEqual({});
    expect(parseOptions(null)).toEqual({});
    expect(parseOptions('multipass')).toEqual({});
  });

  it('counts UTF-8 bytes and the percent saved', () => {
    expect(byteSize('<svg/>')).toBe(6);
    expect(byteSize('<text>é</text>')).toBe(15);
    expect(savedPercent(3494, 1000)).toBe(71.4);
    expect(savedPercent(100, 100)).toBe(0);
    expect(savedPercent(100, 110)).toBe(-10);
    expect(savedPercent(0, 0)).toBe(0);
  });

  it('measures the gzip size (CompressionStream)', async () => {
    const size = await gzipSize(SAMPLE_SVG);
    expect(size).not.toBeNull();
    expect(size!).toBeGreaterThan(100);
    expect(size!).toBeLessThan(byteSize(SAMPLE_SVG));
  });

  it('names the download after the opened file', () => {
    expect(downloadName('logo.svg')).toBe('logo.min.svg');
    expect(downloadName('Logo Final.SVG')).toBe('Logo Final.min.svg');
    expect(downloadName('icon.min.svg')).toBe('icon.min.svg');
    expect(downloadName(null)).toBe('image.min.svg');
  });
});
