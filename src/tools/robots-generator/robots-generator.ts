/**
 * robots.txt: build one from a few choices, and answer "may crawler Y fetch URL X?" the way
 * RFC 9309 says (longest match wins, Allow wins ties, `*` and `$` wildcards, the group of the
 * crawler's own user-agent or else `*`). Pure functions: no React, no DOM.
 */

export type Policy = 'allow' | 'disallow';
export const POLICIES: readonly Policy[] = ['allow', 'disallow'];

export interface Crawler {
  /** The product token the crawler looks for in User-agent lines. */
  token: string;
  /** Who runs it and what for. */
  owner: string;
  /** Broader tokens it obeys when it has no group of its own (most specific first). */
  fallback?: readonly string[];
  /** Collects content to train AI models. */
  ai?: boolean;
}

export const CRAWLERS: readonly Crawler[] = [
  { token: 'Googlebot', owner: 'Google Search' },
  { token: 'Googlebot-Image', owner: 'Google Images', fallback: ['Googlebot'] },
  { token: 'Googlebot-News', owner: 'Google News', fallback: ['Googlebot'] },
  { token: 'Google-Extended', owner: 'Google AI training (Gemini)', ai: true },
  { token: 'Bingbot', owner: 'Microsoft Bing' },
  { token: 'Slurp', owner: 'Yahoo' },
  { token: 'DuckDuckBot', owner: 'DuckDuckGo' },
  { token: 'Baiduspider', owner: 'Baidu' },
  { token: 'YandexBot', owner: 'Yandex', fallback: ['Yandex'] },
  { token: 'Applebot', owner: 'Apple Search (Siri, Spotlight)' },
  { token: 'Applebot-Extended', owner: 'Apple AI training', ai: true },
  { token: 'GPTBot', owner: 'OpenAI model training', ai: true },
  { token: 'OAI-SearchBot', owner: 'OpenAI ChatGPT search' },
  { token: 'ChatGPT-User', owner: 'OpenAI, pages fetched for a ChatGPT user' },
  { token: 'ClaudeBot', owner: 'Anthropic model training', ai: true },
  { token: 'CCBot', owner: 'Common Crawl (used to train many AI models)', ai: true },
  { token: 'PerplexityBot', owner: 'Perplexity search', ai: true },
  { token: 'Bytespider', owner: 'ByteDance AI training', ai: true },
  { token: 'meta-externalagent', owner: 'Meta AI training', ai: true },
  { token: 'Amazonbot', owner: 'Amazon (Alexa, AI)' },
  { token: 'facebookexternalhit', owner: 'Facebook and Instagram link previews' },
  { token: 'Twitterbot', owner: 'X (Twitter) link previews' },
  { token: 'LinkedInBot', owner: 'LinkedIn link previews' },
  { token: 'AhrefsBot', owner: 'Ahrefs SEO crawler' },
  { token: 'SemrushBot', owner: 'Semrush SEO crawler' },
  { token: 'MJ12bot', owner: 'Majestic SEO crawler' },
];

export const AI_CRAWLERS = CRAWLERS.filter((c) => c.ai).map((c) => c.token);

/** The Select value for a user-agent typed by hand. */
export const CUSTOM_AGENT = 'custom';
export const CRAWL_DELAY_MAX = 3600;
export const ROBOTS_FILENAME = 'robots.txt';

export interface Rules {
  /** What the crawler may fetch when no path below says otherwise. */
  policy: Policy;
  /** Paths, one per line. */
  disallow: string;
  /** Exceptions, one per line. */
  allow: string;
  /** Seconds between requests; null for none. */
  crawlDelay: number | null;
}

export interface CrawlerGroup extends Rules {
  /** Stable key for the list on screen. */
  id: number;
  /** A token from CRAWLERS, or CUSTOM_AGENT. */
  agent: string;
  /** The typed user-agent when agent is CUSTOM_AGENT. */
  custom: string;
}

export interface RobotsConfig {
  /** The `User-agent: *` group. */
  all: Rules;
  groups: CrawlerGroup[];
  /** Sitemap URLs, one per line. */
  sitemaps: string;
}

export const DEFAULT_RULES: Rules = { policy: 'allow', disallow: '', allow: '', crawlDelay: null };
export const DEFAULT_CONFIG: RobotsConfig = { all: DEFAULT_RULES, groups: [], sitemaps: '' };

// ── Values ──────────────────────────────────────────────────────────────────

/**
 * Control characters (CR and LF above all), and the Unicode line and paragraph separators,
 * removed: a value can never start a line of its own in the file.
 */
export function stripControls(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '');
}

/** Lines of a multi-line field, each trimmed and cleaned, blanks dropped. */
export function fieldLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => stripControls(line).trim())
    .filter(Boolean);
}

const HEX = '0123456789ABCDEF';
const encodeByte = (byte: number) => `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * RFC 9309 §2.2.2 comparison form: characters outside printable ASCII (and space, `#`) are
 * UTF-8 percent-encoded, existing escapes are upper-cased, and escapes of unreserved
 * characters are decoded (`%7E` and `~` are the same path).
 */
export function normalizePath(path: string): string {
  let out = '';
  const bytes = new TextEncoder();
  for (let i = 0; i < path.length; i++) {
    const ch = path[i]!;
    if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(path.slice(i + 1, i + 3))) {
      const code = parseInt(path.slice(i + 1, i + 3), 16);
      const decoded = String.fromCharCode(code);
      out += UNRESERVED.test(decoded) ? decoded : `%${path.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
      continue;
    }
    const code = path.codePointAt(i)!;
    if (code > 0x20 && code < 0x7f && ch !== '#') {
      out += ch;
      continue;
    }
    const char = String.fromCodePoint(code);
    if (char.length === 2) i++;
    for (const byte of bytes.encode(char)) out += encodeByte(byte);
  }
  return out;
}

/** A path line as written to the file: cleaned, encoded, starting with `/` (or a `*` wildcard). */
export function rulePath(line: string): string {
  const clean = normalizePath(stripControls(line).trim());
  if (clean === '') return '';
  return clean.startsWith('/') || clean.startsWith('*') ? clean : `/${clean}`;
}

/** RFC 9309 product tokens are letters, `-` and `_`; real crawlers also use digits and dots. */
const AGENT_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The messages for invalid input, in English by default (the tool passes its locale's). */
export interface RobotsWords {
  agentEmpty: string;
  agentInvalid: string;
  sitemapInvalid: (line: string) => string;
  testEmpty: string;
  testProtocol: string;
  testInvalid: string;
}
export const ROBOTS_WORDS: RobotsWords = {
  agentEmpty: 'Enter the crawler’s user-agent token, for example MyCrawler.',
  agentInvalid: 'Use letters, digits, dots, hyphens and underscores only (the product token, without a version).',
  sitemapInvalid: (line) => `“${line}” is not an absolute http:// or https:// URL.`,
  testEmpty: 'Enter a URL or a path, for example /admin/ or https://example.com/admin/.',
  testProtocol: 'Only http:// and https:// URLs are crawled.',
  testInvalid: 'This is not a valid URL. Enter a path starting with / or a full URL.',
};

export function agentError(value: string, words: RobotsWords = ROBOTS_WORDS): string | null {
  const clean = stripControls(value).trim();
  if (clean === '') return words.agentEmpty;
  if (!AGENT_PATTERN.test(clean)) return words.agentInvalid;
  return null;
}

export interface SitemapCheck {
  urls: string[];
  errors: string[];
}

/** Sitemap lines must be absolute http(s) URLs (RFC 9309 leaves them to the sitemaps.org protocol). */
export function checkSitemaps(text: string, words: RobotsWords = ROBOTS_WORDS): SitemapCheck {
  const urls: string[] = [];
  const errors: string[] = [];
  for (const line of fieldLines(text)) {
    const url = absoluteUrl(line);
    if (url) {
      if (!urls.includes(url)) urls.push(url);
    } else errors.push(words.sitemapInvalid(line));
  }
  return { urls, errors };
}

function absoluteUrl(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (!url.hostname) return null;
    // A fragment would be read as a comment; it means nothing to a crawler anyway.
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

export function validCrawlDelay(value: unknown): number | null {
  const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || n > CRAWL_DELAY_MAX) return null;
  return Math.round(n * 10) / 10;
}

// ── Building ────────────────────────────────────────────────────────────────

export function groupAgent(group: Pick<CrawlerGroup, 'agent' | 'custom'>): string {
  return group.agent === CUSTOM_AGENT ? stripControls(group.custom).trim() : group.agent;
}

function ruleLines(rules: Rules): string[] {
  const lines: string[] = [];
  if (rules.policy === 'disallow') lines.push('Disallow: /');
  for (const path of fieldLines(rules.allow).map(rulePath).filter(Boolean)) lines.push(`Allow: ${path}`);
  for (const path of fieldLines(rules.disallow).map(rulePath).filter(Boolean)) {
    if (rules.policy === 'disallow' && path === '/') continue;
    lines.push(`Disallow: ${path}`);
  }
  // An empty Disallow is the conventional "nothing is blocked" (a group needs a rule line).
  if (lines.length === 0) lines.push('Disallow:');
  if (rules.crawlDelay !== null) {
    const delay = validCrawlDelay(rules.crawlDelay);
    if (delay !== null) lines.push(`Crawl-delay: ${delay}`);
  }
  return lines;
}

/** The robots.txt text. Invalid custom user-agents and sitemap lines are left out. */
export function buildRobotsTxt(config: RobotsConfig): string {
  const blocks: string[][] = [['User-agent: *', ...ruleLines(config.all)]];
  for (const group of config.groups) {
    if (group.agent === CUSTOM_AGENT && agentError(group.custom) !== null) continue;
    blocks.push([`User-agent: ${groupAgent(group)}`, ...ruleLines(group)]);
  }
  const { urls } = checkSitemaps(config.sitemaps);
  if (urls.length > 0) blocks.push(urls.map((url) => `Sitemap: ${url}`));
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

// ── Parsing and testing (RFC 9309) ──────────────────────────────────────────

export interface ParsedRule {
  allow: boolean;
  /** The pattern in comparison form. */
  pattern: string;
  /** 1-based line in the file. */
  line: number;
}

export interface ParsedGroup {
  /** Lower-cased product tokens, for matching. */
  agents: string[];
  /** The same tokens as written, for display. */
  names: string[];
  rules: ParsedRule[];
  crawlDelay: number | null;
  /** Line of the group's first User-agent. */
  line: number;
}

export interface ParsedRobots {
  groups: ParsedGroup[];
  sitemaps: string[];
}

/** `Googlebot/2.1` and `googlebot` name the same crawler. */
const agentToken = (value: string) => value.split('/')[0]!.trim().toLowerCase();

export function parseRobotsTxt(text: string): ParsedRobots {
  const groups: ParsedGroup[] = [];
  const sitemaps: string[] = [];
  let current: ParsedGroup | null = null;
  // Consecutive User-agent lines share one group; a rule line closes the list of agents.
  let collectingAgents = false;
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = index + 1;
    const content = lines[index]!.split('#')[0]!;
    const colon = content.indexOf(':');
    if (colon < 0) continue;
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    switch (key) {
      case 'user-agent':
        if (!collectingAgents || !current) {
          current = { agents: [], names: [], rules: [], crawlDelay: null, line };
          groups.push(current);
          collectingAgents = true;
        }
        if (value) {
          current.names.push(value.split('/')[0]!.trim());
          current.agents.push(agentToken(value));
        }
        break;
      case 'allow':
      case 'disallow':
        collectingAgents = false;
        if (current && value) current.rules.push({ allow: key === 'allow', pattern: normalizePath(value), line });
        break;
      case 'crawl-delay': {
        collectingAgents = false;
        const delay = Number(value);
        if (current && value !== '' && Number.isFinite(delay)) current.crawlDelay = delay;
        break;
      }
      case 'sitemap':
        if (value) sitemaps.push(value);
        break;
      default:
        break;
    }
  }
  return { groups, sitemaps };
}

/**
 * Does `pattern` match the start of `path`? `*` is any run of characters, a final `$` anchors
 * the end. Tracks the set of matched prefix lengths (Google's robots.cc approach): linear in
 * the pattern times the path, no backtracking blow-up on many wildcards.
 */
export function matchesPattern(pattern: string, path: string): boolean {
  let lengths = [0];
  for (let p = 0; p < pattern.length; p++) {
    const ch = pattern[p]!;
    if (ch === '$' && p === pattern.length - 1) return lengths.includes(path.length);
    if (ch === '*') {
      const from = lengths[0]!;
      lengths = [];
      for (let n = from; n <= path.length; n++) lengths.push(n);
      continue;
    }
    const next: number[] = [];
    for (const n of lengths) if (n < path.length && path[n] === ch) next.push(n + 1);
    if (next.length === 0) return false;
    lengths = next;
  }
  return true;
}

export type Verdict =
  | { kind: 'rule'; allowed: boolean; rule: ParsedRule; agents: string[] }
  | { kind: 'no-rule'; allowed: true; agents: string[] }
  | { kind: 'no-group'; allowed: true }
  | { kind: 'robots-txt'; allowed: true };

/**
 * The group for a crawler: every group naming its most specific token (tokens in order,
 * e.g. Googlebot-Image then Googlebot), else every `*` group; RFC 9309 merges groups that
 * name the same agent.
 */
export function selectGroups(parsed: ParsedRobots, tokens: readonly string[]): ParsedGroup[] {
  for (const token of tokens) {
    const wanted = token.toLowerCase();
    const matched = parsed.groups.filter((g) => g.agents.includes(wanted));
    if (matched.length > 0) return matched;
  }
  return parsed.groups.filter((g) => g.agents.includes('*'));
}

/**
 * The path and query of a URL in comparison form. A `*` or `$` in a URL is a literal
 * character, so it is compared in its escaped form (a rule matches it with `%2A` / `%24`).
 */
export function urlPath(url: URL): string {
  return normalizePath(url.pathname + url.search).replace(/\*/g, '%2A').replace(/\$/g, '%24');
}

/** The decision for a path (already in comparison form, starting with `/`). */
export function testPath(parsed: ParsedRobots, path: string, tokens: readonly string[]): Verdict {
  if (path === '/robots.txt') return { kind: 'robots-txt', allowed: true };
  const groups = selectGroups(parsed, tokens);
  if (groups.length === 0) return { kind: 'no-group', allowed: true };
  const agents = [...new Set(groups.flatMap((g) => g.names))];
  let best: ParsedRule | null = null;
  for (const rule of groups.flatMap((g) => g.rules)) {
    if (!matchesPattern(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)) {
      best = rule;
    }
  }
  if (!best) return { kind: 'no-rule', allowed: true, agents };
  return { kind: 'rule', allowed: best.allow, rule: best, agents };
}

export function crawlDelayFor(parsed: ParsedRobots, tokens: readonly string[]): number | null {
  const delays = selectGroups(parsed, tokens).map((g) => g.crawlDelay).filter((d): d is number => d !== null);
  return delays.length > 0 ? delays[delays.length - 1]! : null;
}

export type UrlInput = { ok: true; url: URL } | { ok: false; message: string };

/** What the tester accepts: a path (`/shop?x=1`), a full http(s) URL, or a host and path. */
export function readTestUrl(text: string, words: RobotsWords = ROBOTS_WORDS): UrlInput {
  const value = stripControls(text).trim();
  if (value === '') return { ok: false, message: words.testEmpty };
  try {
    if (value.startsWith('/')) return { ok: true, url: new URL(value, 'https://example.com') };
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:\/\//i.test(value)) {
      return { ok: false, message: words.testProtocol };
    }
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') throw new Error('no host');
    return { ok: true, url };
  } catch {
    return { ok: false, message: words.testInvalid };
  }
}

/** Is `url` allowed for the crawler with these tokens (most specific first) under this robots.txt? */
export function isAllowed(robotsTxt: string, url: string, tokens: readonly string[]): boolean {
  const input = readTestUrl(url);
  if (!input.ok) return true;
  return testPath(parseRobotsTxt(robotsTxt), urlPath(input.url), tokens).allowed;
}

/** The tokens a crawler answers to, most specific first. */
export function crawlerTokens(token: string): string[] {
  const known = CRAWLERS.find((c) => c.token.toLowerCase() === token.toLowerCase());
  return [token, ...(known?.fallback ?? [])];
}

// ── Remembered settings ─────────────────────────────────────────────────────

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 20_000) => (typeof value === 'string' && value.length <= max ? value : undefined);

function parseRules(value: unknown): Rules | undefined {
  if (!isRecord(value)) return undefined;
  return {
    policy: value.policy === 'disallow' ? 'disallow' : 'allow',
    disallow: text(value.disallow) ?? '',
    allow: text(value.allow) ?? '',
    crawlDelay: validCrawlDelay(value.crawlDelay),
  };
}

const KNOWN_AGENTS = new Set(CRAWLERS.map((c) => c.token));

/** Stored data is untrusted: keep what is well formed. */
export function parseConfig(stored: unknown): Partial<RobotsConfig> {
  if (!isRecord(stored)) return {};
  const out: Partial<RobotsConfig> = {};
  const all = parseRules(stored.all);
  if (all) out.all = all;
  if (typeof stored.sitemaps === 'string') out.sitemaps = text(stored.sitemaps) ?? '';
  if (Array.isArray(stored.groups)) {
    const groups: CrawlerGroup[] = [];
    for (const item of stored.groups.slice(0, 100)) {
      const rules = parseRules(item);
      if (!rules || !isRecord(item)) continue;
      const agent = typeof item.agent === 'string' && (KNOWN_AGENTS.has(item.agent) || item.agent === CUSTOM_AGENT) ? item.agent : null;
      if (!agent) continue;
      groups.push({ ...rules, id: groups.length + 1, agent, custom: text(item.custom, 200) ?? '' });
    }
    out.groups = groups;
  }
  return out;
}

/**
 * Embed attributes (strings) or typed props → config fields; invalid values are dropped. An
 * empty `sitemap` or a false `block-ai` given explicitly (as a share link gives every input)
 * clears remembered sitemaps or crawler groups, so a link means the same for everyone.
 */
export function configFromProps(props: {
  defaultPolicy?: unknown;
  disallow?: unknown;
  allow?: unknown;
  crawlDelay?: unknown;
  sitemap?: unknown;
  blockAi?: unknown;
}): Partial<RobotsConfig> {
  const out: Partial<RobotsConfig> = {};
  const all: Rules = { ...DEFAULT_RULES };
  let touched = false;
  if (props.defaultPolicy === 'allow' || props.defaultPolicy === 'disallow') {
    all.policy = props.defaultPolicy;
    touched = true;
  }
  if (typeof props.disallow === 'string' && props.disallow.trim() !== '') {
    all.disallow = props.disallow.trim().split(/\s+/).join('\n');
    touched = true;
  }
  if (typeof props.allow === 'string' && props.allow.trim() !== '') {
    all.allow = props.allow.trim().split(/\s+/).join('\n');
    touched = true;
  }
  const delay = validCrawlDelay(props.crawlDelay);
  if (delay !== null) {
    all.crawlDelay = delay;
    touched = true;
  }
  if (touched) out.all = all;
  if (typeof props.sitemap === 'string') out.sitemaps = props.sitemap.trim() === '' ? '' : props.sitemap.trim().split(/\s+/).join('\n');
  if (props.blockAi === true || props.blockAi === 'true' || props.blockAi === '') out.groups = aiGroups([]);
  else if (props.blockAi === false || props.blockAi === 'false') out.groups = [];
  return out;
}

/**
 * The declared inputs (api.ts) for a config, for share links: the all-crawlers rules, the
 * sitemaps, and block-ai when the crawler groups are exactly the AI-crawler set. Other crawler
 * groups have no declared input, so a link cannot carry them.
 */
export function shareInputs(config: RobotsConfig) {
  const blockAi =
    config.groups.length === AI_CRAWLERS.length &&
    AI_CRAWLERS.every((agent) =>
      config.groups.some((g) => g.agent === agent && g.policy === 'disallow' && fieldLines(g.disallow).length === 0 && fieldLines(g.allow).length === 0 && g.crawlDelay === null),
    );
  return {
    defaultPolicy: config.all.policy,
    disallow: fieldLines(config.all.disallow).join(' '),
    allow: fieldLines(config.all.allow).join(' '),
    crawlDelay: validCrawlDelay(config.all.crawlDelay) ?? 0,
    sitemap: fieldLines(config.sitemaps).join(' '),
    blockAi,
  };
}

/** Groups that block every AI-training crawler not already listed. */
export function aiGroups(existing: readonly CrawlerGroup[]): CrawlerGroup[] {
  const have = new Set(existing.map((g) => g.agent));
  let id = nextGroupId(existing);
  const added = AI_CRAWLERS.filter((token) => !have.has(token)).map((agent) => ({ ...DEFAULT_RULES, policy: 'disallow' as const, id: id++, agent, custom: '' }));
  return [...existing, ...added];
}

export const nextGroupId = (groups: readonly CrawlerGroup[]) => groups.reduce((max, g) => Math.max(max, g.id), 0) + 1;

/** A new group for the first well-known crawler without one. */
export function newGroup(existing: readonly CrawlerGroup[]): CrawlerGroup {
  const have = new Set(existing.map((g) => g.agent));
  const agent = CRAWLERS.find((c) => !have.has(c.token))?.token ?? CUSTOM_AGENT;
  return { ...DEFAULT_RULES, id: nextGroupId(existing), agent, custom: '' };
}
