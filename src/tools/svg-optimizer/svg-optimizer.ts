/**
 * SVG → optimized SVG (issue #34) with SVGO's browser build. SVGO is passed in rather than
 * imported: the page loads it with the tool only (load-svgo.ts), and the Worker imports it itself.
 *
 * Whatever the switches say, the output never holds anything that could run when the SVG is put
 * into a page: `<script>` elements, `on…` event handler attributes, `javascript:`/`vbscript:` URLs
 * and the animations that would set one (`<set attributeName="onclick">`). The tool's own plugin
 * removes them first and says what it removed; SVGO's removeScripts runs last as a second check.
 *
 * Pure (no DOM, no React): the Worker and the unit tests run it.
 */
import type { Config, CustomPlugin, PluginConfig, XastElement, XastParent, optimize as optimizeFn } from 'svgo/browser';

export type Optimize = typeof optimizeFn;

/** The switches, with plain names on screen (messages: removeMetadata → "Remove Metadata"…). */
export interface SvgOptions {
  /** `<metadata>` and editors' namespaced elements and attributes (Inkscape, Illustrator, Sketch…). */
  removeMetadata: boolean;
  removeComments: boolean;
  /** Shortens IDs and removes unused ones. */
  cleanupIds: boolean;
  /** Rounds numbers to `precision` decimals; off keeps the numbers as written (path data to 10 decimals). */
  roundNumbers: boolean;
  precision: number;
  collapseGroups: boolean;
  convertShapesToPaths: boolean;
  /** Off removes the viewBox where width and height make it redundant (SVGO's removeViewBox). */
  keepViewBox: boolean;
  /** Removes width and height (keeping the viewBox), so the image scales to its container. */
  removeDimensions: boolean;
  /** Runs the plugins again until the output stops shrinking (at most 10 passes). */
  multipass: boolean;
  /** Indented output, one element per line; otherwise everything on one line. */
  prettyPrint: boolean;
}

export const MIN_PRECISION = 0;
export const MAX_PRECISION = 8;

/** SVGO's preset-default, viewBox kept, rounding to 3 decimals. */
export const DEFAULT_OPTIONS: SvgOptions = {
  removeMetadata: true,
  removeComments: true,
  cleanupIds: true,
  roundNumbers: true,
  precision: 3,
  collapseGroups: true,
  convertShapesToPaths: true,
  keepViewBox: true,
  removeDimensions: false,
  multipass: false,
  prettyPrint: false,
};

const SWITCHES = [
  'removeMetadata',
  'removeComments',
  'cleanupIds',
  'roundNumbers',
  'collapseGroups',
  'convertShapesToPaths',
  'keepViewBox',
  'removeDimensions',
  'multipass',
  'prettyPrint',
] as const satisfies readonly (keyof SvgOptions)[];

export type SwitchName = (typeof SWITCHES)[number];
export const SWITCH_NAMES: readonly SwitchName[] = SWITCHES;

/** Options from storage, attributes or a link (untrusted): unknown or out-of-range values are dropped. */
export function parseOptions(data: unknown): Partial<SvgOptions> {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const parsed: Partial<SvgOptions> = {};
  for (const name of SWITCHES) if (typeof record[name] === 'boolean') parsed[name] = record[name];
  const { precision } = record;
  if (typeof precision === 'number' && Number.isInteger(precision) && precision >= MIN_PRECISION && precision <= MAX_PRECISION) parsed.precision = precision;
  return parsed;
}

/** What the safety pass removed, in the order found, each once: `<script>`, `onload`, `javascript: URL`, `<set> (sets onclick)`. */
export type Removed = string[];

const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'to', 'from', 'values', 'by']);
const ANIMATIONS = new Set(['set', 'animate', 'animateMotion', 'animateTransform', 'discard']);

/** The element's name without its namespace prefix (`svg:script` → `script`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A URL a browser would run: `javascript:` or `vbscript:`, with the tabs, newlines and leading spaces browsers ignore. */
export function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters from URLs, so a test must too
  const normalized = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /(?:^|;)(?:javascript|vbscript):/.test(normalized);
}

/** `javascript` or `vbscript`, as a browser reads the URL. */
// eslint-disable-next-line no-control-regex -- as in isScriptUrl
const scriptScheme = (value: string) => (/vbscript:/.test(value.replace(/[\u0000-\u0020]/g, '').toLowerCase()) ? 'vbscript' : 'javascript');

/** An event handler attribute: `onload`, `onclick`, `svg:onload`… (`on` alone is not one). */
const isHandler = (name: string) => /^on[a-z]/i.test(localName(name));

/** An animation that would set a handler or a link (`<set attributeName="onclick" to="…">`). */
function setsActiveAttribute(node: XastElement): boolean {
  if (!ANIMATIONS.has(localName(node.name))) return false;
  const target = node.attributes.attributeName ?? '';
  return isHandler(target) || localName(target.trim()) === 'href';
}

/** The tool's safety pass (runs first, whatever the switches): removes and records what could run. */
function safetyPlugin(removed: Removed, root: { name: string | null }): CustomPlugin {
  const note = (what: string) => {
    if (!removed.includes(what)) removed.push(what);
  };
  return {
    name: 'toolshedRemoveActiveContent',
    fn: () => ({
      element: {
        enter: (node: XastElement, parent: XastParent) => {
          if (parent.type === 'root' && root.name === null) root.name = node.name;
          const name = localName(node.name);
          if (name === 'script' || setsActiveAttribute(node)) {
            note(name === 'script' ? '<script>' : `<${name}>`);
            parent.children = parent.children.filter((child) => child !== node);
            node.children = [];
            return;
          }
          for (const [attribute, value] of Object.entries(node.attributes)) {
            if (isHandler(attribute)) {
              note(attribute);
              delete node.attributes[attribute];
            } else if (URL_ATTRIBUTES.has(attribute) && isScriptUrl(value)) {
              note(`${attribute}="${scriptScheme(value)}:…"`);
              delete node.attributes[attribute];
            }
          }
        },
      },
    }),
  };
}

/** SVGO's configuration for the switches; `removed` and `root` are filled in by the safety pass. */
export function svgoConfig(options: SvgOptions, removed: Removed = [], root: { name: string | null } = { name: null }): Config {
  const overrides: Record<string, false | Record<string, unknown>> = {};
  if (!options.removeMetadata) {
    overrides.removeMetadata = false;
    overrides.removeEditorsNSData = false;
  }
  if (!options.removeComments) overrides.removeComments = false;
  if (!options.cleanupIds) overrides.cleanupIds = false;
  if (!options.collapseGroups) overrides.collapseGroups = false;
  if (!options.convertShapesToPaths) {
    overrides.convertShapeToPath = false;
    overrides.convertEllipseToCircle = false;
  }
  if (!options.roundNumbers) {
    overrides.cleanupNumericValues = false;
    overrides.convertTransform = false;
    // SVGO's `floatPrecision: false` rounds path data to whole numbers: 10 decimals keep them as written.
    overrides.convertPathData = { floatPrecision: UNROUNDED_PRECISION };
  }
  const plugins: PluginConfig[] = [
    safetyPlugin(removed, root),
    // Overrides are typed per plugin in SVGO; these names and values are all valid ones.
    { name: 'preset-default', params: { overrides } } as PluginConfig,
  ];
  if (!options.keepViewBox) plugins.push('removeViewBox');
  if (options.removeDimensions) plugins.push('removeDimensions');
  plugins.push('removeScripts');
  return {
    multipass: options.multipass,
    ...(options.roundNumbers ? { floatPrecision: clampPrecision(options.precision) } : {}),
    js2svg: options.prettyPrint ? { pretty: true, indent: 2 } : {},
    plugins,
  };
}

/** Path data with Round Numbers off: more decimals than any editor writes. */
export const UNROUNDED_PRECISION = 10;

const clampPrecision = (precision: number) => Math.min(MAX_PRECISION, Math.max(MIN_PRECISION, Math.round(Number.isFinite(precision) ? precision : 3)));

export type OptimizeResult =
  | { kind: 'ok'; svg: string; removed: Removed }
  /** SVGO's parser message, with the line and column it points at (1-based). */
  | { kind: 'malformed'; reason: string; line: number; column: number }
  /** Well-formed XML whose root element is not `<svg>` (the name is reported), or no element at all. */
  | { kind: 'notSvg'; root: string | null }
  /** Anything else SVGO threw (a plugin's own error), with its message. */
  | { kind: 'failed'; message: string };

interface ParserError {
  name: string;
  reason: string;
  line: number;
  column: number;
}

const isParserError = (error: unknown): error is ParserError =>
  error instanceof Error && error.name === 'SvgoParserError' && typeof (error as Partial<ParserError>).reason === 'string';

/** One optimization; never throws. */
export function optimizeSvg(text: string, options: SvgOptions, optimize: Optimize): OptimizeResult {
  const removed: Removed = [];
  const root = { name: null as string | null };
  try {
    const { data } = optimize(text, svgoConfig(options, removed, root));
    if (root.name === null || localName(root.name) !== 'svg') return { kind: 'notSvg', root: root.name };
    return { kind: 'ok', svg: data, removed };
  } catch (error) {
    if (isParserError(error)) return { kind: 'malformed', reason: error.reason, line: error.line, column: error.column };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

export interface OptimizeInput {
  text: string;
  options: SvgOptions;
}

/** One optimization as a background task (in the Worker, or on the page where workers are blocked): SVGO has no steps of its own. */
export function* optimizeTask(input: OptimizeInput, optimize: Optimize): Generator<number, OptimizeResult, void> {
  yield 0;
  return optimizeSvg(input.text, input.options, optimize);
}

/** UTF-8 bytes (what a saved file weighs). */
export const byteSize = (text: string) => new TextEncoder().encode(text).length;

/** The gzip size (what a server sends), or null where CompressionStream is missing. */
export async function gzipSize(text: string): Promise<number | null> {
  if (typeof CompressionStream === 'undefined') return null;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Percent saved, rounded to one decimal (0 when nothing was saved or the input was empty; negative when the output grew). */
export function savedPercent(before: number, after: number): number {
  if (before <= 0) return 0;
  const percent = Math.round(((before - after) / before) * 1000) / 10;
  return Object.is(percent, -0) ? 0 : percent;
}

/** The download's name: the opened file's name with `.min.svg`, or `image.min.svg`. */
export function downloadName(fileName: string | null): string {
  const base = (fileName ?? '').replace(/\.svgz?$/i, '').replace(/\.min$/i, '').trim();
  return `${base === '' ? 'image' : base}.min.svg`;
}

/** A realistic icon as Inkscape saves it: XML declaration, comments, editor namespaces and metadata, long decimals, a group around one shape. */
export const SAMPLE_SVG = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg
   width="48"
   height="48"
   viewBox="0 0 48 48"
   version="1.1"
   id="svg8"
   inkscape:version="1.3.2 (091e20ef0f, 2023-11-25)"
   sodipodi:docname="toolbox-icon.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <title
     id="title1">Toolbox</title>
  <sodipodi:namedview
     id="namedview1"
     pagecolor="#ffffff"
     bordercolor="#666666"
     borderopacity="1.0"
     inkscape:showpageshadow="2"
     inkscape:pageopacity="0.0"
     inkscape:pagecheckerboard="0"
     inkscape:deskcolor="#d1d1d1"
     inkscape:document-units="px"
     inkscape:zoom="11.3137085"
     inkscape:cx="24.0416306"
     inkscape:cy="23.9532422"
     inkscape:window-width="1920"
     inkscape:window-height="1011"
     inkscape:current-layer="layer1" />
  <defs
     id="defs2">
    <linearGradient
       id="linearGradient1"
       inkscape:collect="always">
      <stop
         style="stop-color:#3b82f6;stop-opacity:1;"
         offset="0"
         id="stop1" />
      <stop
         style="stop-color:#1d4ed8;stop-opacity:1;"
         offset="1"
         id="stop2" />
    </linearGradient>
    <linearGradient
       xlink:href="#linearGradient1"
       id="linearGradient2"
       x1="24.000000"
       y1="14.000000"
       x2="24.000000"
       y2="40.000000"
       gradientUnits="userSpaceOnUse"
       xmlns:xlink="http://www.w3.org/1999/xlink" />
  </defs>
  <metadata
     id="metadata5">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:type
           rdf:resource="http://purl.org/dc/dcmitype/StillImage" />
        <dc:title>Toolbox</dc:title>
        <dc:creator>
          <cc:Agent>
            <dc:title>Toolshed</dc:title>
          </cc:Agent>
        </dc:creator>
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <!-- Layer 1: the box and its handle -->
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <g
       id="g1">
      <rect
         style="fill:url(#linearGradient2);fill-opacity:1;stroke:none;stroke-width:1.00000000"
         id="rect1"
         width="36.000000"
         height="26.000000"
         x="6.0000000"
         y="14.000000"
         ry="3.0000000" />
    </g>
    <path
       style="fill:none;fill-opacity:1;stroke:#1e3a8a;stroke-width:3.00000000;stroke-linecap:round;stroke-linejoin:round;stroke-opacity:1"
       d="m 18.000000,14.000000 v -3.0000000 c 0,-1.1045695 0.8954305,-2.0000000 2.0000000,-2.0000000 h 8.0000000 c 1.1045695,0 2.0000000,0.8954305 2.0000000,2.0000000 v 3.0000000"
       id="path1"
       sodipodi:nodetypes="cssssc" />
    <rect
       style="fill:#fbbf24;fill-opacity:1;stroke:none;stroke-width:1.00000000"
       id="rect2"
       width="8.0000000"
       height="6.0000000"
       x="20.000000"
       y="23.000000"
       ry="1.0000000" />
    <path
       style="fill:none;stroke:#ffffff;stroke-width:1.50000000;stroke-linecap:round;stroke-opacity:0.60000002"
       d="M 6.0000000,26.000000 H 20.000000 M 28.000000,26.000000 H 42.000000"
       id="path2" />
  </g>
</svg>
`;
