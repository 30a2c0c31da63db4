/**
 * The validator's logic (the Validate tab): what pasted JSON-LD lacks, by the schema.org type it
 * claims. Loaded with the tab's screen (Validator.tsx), out of the page's start-up script. Pure:
 * no React, no DOM.
 */
import { lineColumn, parseJson } from '../json-formatter/json-parser';
import { isSchemaType, type SchemaType } from './schema-generator';

/**
 * The properties each type needs (required) and should have (recommended). A dotted path is checked
 * only where its parent is present (in each element of an array); `a|b` means either will do.
 */
export const RULES: Readonly<Record<SchemaType, { required: readonly string[]; recommended: readonly string[] }>> = {
  Article: { required: ['headline'], recommended: ['image', 'author', 'author.name', 'datePublished', 'dateModified', 'publisher'] },
  FAQPage: { required: ['mainEntity', 'mainEntity.name', 'mainEntity.acceptedAnswer', 'mainEntity.acceptedAnswer.text'], recommended: [] },
  Product: {
    required: ['name', 'offers|review|aggregateRating', 'offers.price', 'offers.priceCurrency', 'aggregateRating.ratingValue', 'aggregateRating.reviewCount|aggregateRating.ratingCount'],
    recommended: ['image', 'description', 'brand', 'sku', 'offers.availability'],
  },
  Organization: { required: ['name'], recommended: ['url', 'logo'] },
  LocalBusiness: {
    required: ['name', 'address'],
    recommended: ['address.streetAddress', 'address.addressLocality', 'address.postalCode', 'address.addressCountry', 'telephone', 'url', 'image', 'geo', 'openingHoursSpecification|openingHours', 'priceRange'],
  },
  BreadcrumbList: { required: ['itemListElement', 'itemListElement.position', 'itemListElement.name'], recommended: ['itemListElement.item'] },
  Event: { required: ['name', 'startDate', 'location'], recommended: ['endDate', 'description', 'image', 'eventStatus', 'organizer', 'offers', 'performer'] },
  HowTo: { required: ['name', 'step', 'step.text|step.itemListElement'], recommended: ['description', 'image', 'totalTime'] },
};

/** schema.org types checked by the rules of a type above (their common subtypes). */
const ALIASES: Readonly<Record<string, SchemaType>> = {
  NewsArticle: 'Article', BlogPosting: 'Article', TechArticle: 'Article', Report: 'Article', ScholarlyArticle: 'Article', SocialMediaPosting: 'Article',
  Corporation: 'Organization', NGO: 'Organization', EducationalOrganization: 'Organization', OnlineStore: 'Organization',
  Restaurant: 'LocalBusiness', Store: 'LocalBusiness', CafeOrCoffeeShop: 'LocalBusiness', Bakery: 'LocalBusiness', BarOrPub: 'LocalBusiness',
  Dentist: 'LocalBusiness', Hotel: 'LocalBusiness', AutoRepair: 'LocalBusiness', HealthAndBeautyBusiness: 'LocalBusiness', ProfessionalService: 'LocalBusiness',
  MusicEvent: 'Event', SportsEvent: 'Event', BusinessEvent: 'Event', EducationEvent: 'Event', Festival: 'Event', TheaterEvent: 'Event',
  ProductGroup: 'Product', IndividualProduct: 'Product',
};

/** `https://schema.org/Product`, `schema:Product` → `Product`. */
const bareType = (t: string) => t.trim().replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '');

/** The rules a `@type` value is checked against: the first of its types that has rules. */
export function recognizeType(types: readonly string[]): SchemaType | null {
  for (const t of types.map(bareType)) {
    if (isSchemaType(t)) return t;
    const alias = ALIASES[t];
    if (alias) return alias;
  }
  return null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/**
 * The concrete paths missing for a dotted path whose last key may have alternatives
 * (`step[1].text | step[1].itemListElement`); nothing where a parent is absent.
 */
function missingAt(node: unknown, keys: readonly string[], leaves: readonly string[], prefix: string): string[] {
  if (Array.isArray(node)) return node.flatMap((element, i) => missingAt(element, keys, leaves, `${prefix}[${i}]`));
  if (!isObject(node)) return [];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (keys.length === 0) return leaves.some((leaf) => present(node[leaf])) ? [] : [leaves.map(join).join(' | ')];
  const [key, ...rest] = keys as [string, ...string[]];
  return present(node[key]) ? missingAt(node[key], rest, leaves, join(key)) : [];
}

/** Missing paths of a rule (see RULES): `offers.price`, or `offers | review | aggregateRating` when none of the alternatives is there. */
export function missingForRule(item: Record<string, unknown>, rule: string): string[] {
  const alternatives = rule.split('|').map((alt) => alt.split('.'));
  const parents = alternatives[0]!.slice(0, -1);
  return missingAt(item, parents, alternatives.map((alt) => alt[alt.length - 1]!), '');
}

export interface ItemReport {
  /** Where the item is: '' for the document itself, `[1]`, `@graph[0]`, `[0].@graph[2]`; plus the script block (1-based) when several were pasted. */
  where: string;
  block: number;
  /** Its `@type` values as written (empty when it has none). */
  types: string[];
  /** The rules it was checked against; null when its type has none here. */
  recognized: SchemaType | null;
  missingRequired: string[];
  missingRecommended: string[];
}

export type ValidationResult =
  | { status: 'empty' }
  /** Not JSON: the parser's message and where it stopped (1-based, in the pasted text). */
  | { status: 'invalid-json'; message: string; line: number; column: number; block: number }
  /** JSON, but no object with `@type` in it. */
  | { status: 'no-items' }
  | { status: 'checked'; items: ItemReport[]; blocks: number };

const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The JSON texts in a paste: the content of each `<script>` block, or the whole text; with their offsets. */
export function extractBlocks(text: string): { json: string; offset: number }[] {
  if (!/<script\b/i.test(text)) return [{ json: text, offset: 0 }];
  const blocks: { json: string; offset: number }[] = [];
  for (const match of text.matchAll(SCRIPT_BLOCK)) {
    const open = match[0].indexOf('>') + 1;
    blocks.push({ json: match[1]!, offset: match.index + open });
  }
  // An opening tag without its end: everything after the tag.
  if (blocks.length === 0) {
    const start = text.search(/<script\b/i);
    const open = text.indexOf('>', start);
    return [{ json: open < 0 ? '' : text.slice(open + 1), offset: open + 1 }];
  }
  return blocks;
}

/** The JSON-LD items in a value: objects with `@type`, top-level or in arrays and `@graph`. */
function collectItems(value: unknown, where: string, context: boolean, out: { node: Record<string, unknown>; where: string; context: boolean }[]) {
  if (Array.isArray(value)) {
    value.forEach((element, i) => collectItems(element, `${where}[${i}]`, context, out));
    return;
  }
  if (!isObject(value)) return;
  const hasContext = context || present(value['@context']);
  if (present(value['@type'])) out.push({ node: value, where, context: hasContext });
  const graph = value['@graph'];
  if (Array.isArray(graph)) graph.forEach((element, i) => collectItems(element, `${where ? `${where}.` : ''}@graph[${i}]`, hasContext, out));
}

const typesOf = (node: Record<string, unknown>): string[] => {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
};

/** Checks pasted JSON-LD (or whole script blocks): per item its type, missing required and recommended properties. */
export function validateJsonLd(text: string): ValidationResult {
  if (text.trim() === '') return { status: 'empty' };
  const blocks = extractBlocks(text);
  const items: ItemReport[] = [];
  for (const [index, { json, offset }] of blocks.entries()) {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (error) {
      const parsed = parseJson(json);
      const at = offset + (parsed.ok ? 0 : parsed.offset);
      return { status: 'invalid-json', message: error instanceof Error ? error.message : String(error), block: index + 1, ...lineColumn(text, at) };
    }
    const found: { node: Record<string, unknown>; where: string; context: boolean }[] = [];
    collectItems(value, '', false, found);
    for (const { node, where, context } of found) {
      const types = typesOf(node);
      const recognized = recognizeType(types);
      const rules = recognized ? RULES[recognized] : { required: [], recommended: [] };
      items.push({
        where,
        block: index + 1,
        types,
        recognized,
        missingRequired: [...(context ? [] : ['@context']), ...rules.required.flatMap((rule) => missingForRule(node, rule))],
        missingRecommended: rules.recommended.flatMap((rule) => missingForRule(node, rule)),
      });
    }
  }
  return items.length === 0 ? { status: 'no-items' } : { status: 'checked', items, blocks: blocks.length };
}

/** A validator example: a product whose offer lacks its currency, and a breadcrumb trail. */
export const SAMPLE_JSON_LD = `<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@graph": [
    {
      "@type": "Product",
      "name": "Walnut Desk Organizer",
      "image": "https://example.com/images/organizer.jpg",
      "offers": { "@type": "Offer", "price": 49.9 }
    },
    {
      "@type": "BreadcrumbList",
      "itemListElement": [
        { "@type": "ListItem", "position": 1, "name": "Home", "item": "https://example.com/" },
        { "@type": "ListItem", "position": 2, "name": "Shop" }
      ]
    }
  ]
}
</script>`;
