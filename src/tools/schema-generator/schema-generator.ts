/**
 * JSON-LD structured data (schema.org): one declarative table of fields per type drives the form,
 * the output and the checks (the validator of pasted JSON-LD is validate.ts). Pure: no React, no DOM.
 * Words are the screen's: this module returns field ids, property paths and reason ids.
 */
export const SCHEMA_TYPES = ['Article', 'FAQPage', 'Product', 'Organization', 'LocalBusiness', 'BreadcrumbList', 'Event', 'HowTo'] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];
export const isSchemaType = (value: unknown): value is SchemaType => typeof value === 'string' && (SCHEMA_TYPES as readonly string[]).includes(value);

/**
 * What a field accepts: `text`/`longText`/`tel` anything; `url` an absolute http(s) address; `urlList`
 * one such address a line; `date` an ISO 8601 date or date-time; `number` a decimal; `count` a whole
 * number ≥ 0; `minutes` whole minutes > 0 (written as an ISO 8601 duration); `currency` a 3-letter
 * ISO 4217 code; `email` an address; `choice` one of `choices` (a schema.org enumeration member).
 */
export type FieldKind = 'text' | 'longText' | 'tel' | 'url' | 'urlList' | 'date' | 'number' | 'count' | 'minutes' | 'currency' | 'email' | 'choice';
/** How much a property matters to search engines: required, recommended, or neither. */
export type Level = 'required' | 'recommended' | 'optional';

export const FIELD_IDS = [
  'headline', 'name', 'description', 'image', 'url', 'authorName', 'authorUrl', 'datePublished', 'dateModified', 'publisherName', 'publisherLogo',
  'question', 'answer', 'brand', 'sku', 'gtin', 'price', 'priceCurrency', 'availability', 'offerUrl', 'ratingValue', 'reviewCount',
  'logo', 'email', 'telephone', 'sameAs', 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry',
  'latitude', 'longitude', 'openingHours', 'priceRange', 'itemName', 'itemUrl', 'startDate', 'endDate', 'locationName',
  'eventStatus', 'attendanceMode', 'organizerName', 'performerName', 'totalTime', 'stepName', 'stepText', 'stepImage',
] as const;
export type FieldId = (typeof FIELD_IDS)[number];
export const GROUP_IDS = ['questions', 'crumbs', 'steps'] as const;
export type GroupId = (typeof GROUP_IDS)[number];

export interface FieldSpec {
  id: FieldId;
  /** Where the value goes, dotted from the item: `offers.price`. */
  path: string;
  kind: FieldKind;
  level: Level;
  /** For `choice`: schema.org enumeration members, e.g. `InStock` (written as https://schema.org/InStock). */
  choices?: readonly string[];
}

/** A repeatable group of rows (FAQ questions, breadcrumb items, HowTo steps), each an item of `itemType`. */
export interface GroupSpec {
  id: GroupId;
  /** The array property, e.g. `mainEntity`. */
  property: string;
  itemType: string;
  /** Number the items (`position`: 1, 2, …) in row order. */
  position: boolean;
  level: Level;
  fields: readonly FieldSpec[];
  /** `@type` of nested objects by path inside a row, e.g. `{ acceptedAnswer: 'Answer' }`. */
  nested: Readonly<Record<string, string>>;
}

export interface TypeSpec {
  fields: readonly FieldSpec[];
  groups: readonly GroupSpec[];
  /** `@type` of nested objects by path, e.g. `{ offers: 'Offer', 'location.address': 'PostalAddress' }`. */
  nested: Readonly<Record<string, string>>;
}

const f = (id: FieldId, kind: FieldKind, level: Level, path: string = id, choices?: readonly string[]): FieldSpec =>
  choices ? { id, path, kind, level, choices } : { id, path, kind, level };

export const AVAILABILITY = ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability', 'OnlineOnly', 'SoldOut', 'Discontinued'] as const;
export const EVENT_STATUS = ['EventScheduled', 'EventRescheduled', 'EventPostponed', 'EventMovedOnline', 'EventCancelled'] as const;
export const ATTENDANCE_MODE = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'] as const;

/** The form of every type: required and recommended as Google's rich-result documentation lists them. */
export const TYPE_SPECS: Readonly<Record<SchemaType, TypeSpec>> = {
  Article: {
    fields: [
      f('headline', 'text', 'required'),
      f('description', 'longText', 'recommended'),
      f('image', 'url', 'recommended'),
      f('authorName', 'text', 'recommended', 'author.name'),
      f('authorUrl', 'url', 'optional', 'author.url'),
      f('datePublished', 'date', 'recommended'),
      f('dateModified', 'date', 'recommended'),
      f('publisherName', 'text', 'optional', 'publisher.name'),
      f('publisherLogo', 'url', 'optional', 'publisher.logo.url'),
      f('url', 'url', 'optional', 'mainEntityOfPage'),
    ],
    groups: [],
    nested: { author: 'Person', publisher: 'Organization', 'publisher.logo': 'ImageObject' },
  },
  FAQPage: {
    fields: [],
    groups: [
      {
        id: 'questions',
        property: 'mainEntity',
        itemType: 'Question',
        position: false,
        level: 'required',
        fields: [f('question', 'text', 'required', 'name'), f('answer', 'longText', 'required', 'acceptedAnswer.text')],
        nested: { acceptedAnswer: 'Answer' },
      },
    ],
    nested: {},
  },
  Product: {
    fields: [
      f('name', 'text', 'required'),
      f('description', 'longText', 'recommended'),
      f('image', 'url', 'recommended'),
      f('brand', 'text', 'recommended', 'brand.name'),
      f('sku', 'text', 'optional'),
      f('gtin', 'text', 'optional'),
      f('price', 'number', 'recommended', 'offers.price'),
      f('priceCurrency', 'currency', 'recommended', 'offers.priceCurrency'),
      f('availability', 'choice', 'recommended', 'offers.availability', AVAILABILITY),
      f('offerUrl', 'url', 'optional', 'offers.url'),
      f('ratingValue', 'number', 'recommended', 'aggregateRating.ratingValue'),
      f('reviewCount', 'count', 'recommended', 'aggregateRating.reviewCount'),
    ],
    groups: [],
    nested: { brand: 'Brand', offers: 'Offer', aggregateRating: 'AggregateRating' },
  },
  Organization: {
    fields: [
      f('name', 'text', 'required'),
      f('url', 'url', 'recommended'),
      f('logo', 'url', 'recommended'),
      f('description', 'longText', 'optional'),
      f('email', 'email', 'optional'),
      f('telephone', 'tel', 'optional'),
      f('sameAs', 'urlList', 'optional'),
    ],
    groups: [],
    nested: {},
  },
  LocalBusiness: {
    fields: [
      f('name', 'text', 'required'),
      f('streetAddress', 'text', 'required', 'address.streetAddress'),
      f('addressLocality', 'text', 'required', 'address.addressLocality'),
      f('addressRegion', 'text', 'optional', 'address.addressRegion'),
      f('postalCode', 'text', 'recommended', 'address.postalCode'),
      f('addressCountry', 'text', 'recommended', 'address.addressCountry'),
      f('telephone', 'tel', 'recommended'),
      f('url', 'url', 'recommended'),
      f('image', 'url', 'recommended'),
      f('latitude', 'number', 'recommended', 'geo.latitude'),
      f('longitude', 'number', 'recommended', 'geo.longitude'),
      f('openingHours', 'text', 'recommended'),
      f('priceRange', 'text', 'optional'),
    ],
    groups: [],
    nested: { address: 'PostalAddress', geo: 'GeoCoordinates' },
  },
  BreadcrumbList: {
    fields: [],
    groups: [
      {
        id: 'crumbs',
        property: 'itemListElement',
        itemType: 'ListItem',
        position: true,
        level: 'required',
        fields: [f('itemName', 'text', 'required', 'name'), f('itemUrl', 'url', 'recommended', 'item')],
        nested: {},
      },
    ],
    nested: {},
  },
  Event: {
    fields: [
      f('name', 'text', 'required'),
      f('startDate', 'date', 'required'),
      f('endDate', 'date', 'recommended'),
      f('locationName', 'text', 'required', 'location.name'),
      f('streetAddress', 'text', 'recommended', 'location.address.streetAddress'),
      f('addressLocality', 'text', 'recommended', 'location.address.addressLocality'),
      f('addressCountry', 'text', 'optional', 'location.address.addressCountry'),
      f('description', 'longText', 'recommended'),
      f('image', 'url', 'recommended'),
      f('eventStatus', 'choice', 'recommended', 'eventStatus', EVENT_STATUS),
      f('attendanceMode', 'choice', 'optional', 'eventAttendanceMode', ATTENDANCE_MODE),
      f('organizerName', 'text', 'recommended', 'organizer.name'),
      f('performerName', 'text', 'optional', 'performer.name'),
      f('price', 'number', 'recommended', 'offers.price'),
      f('priceCurrency', 'currency', 'recommended', 'offers.priceCurrency'),
      f('offerUrl', 'url', 'optional', 'offers.url'),
    ],
    groups: [],
    nested: { location: 'Place', 'location.address': 'PostalAddress', organizer: 'Organization', performer: 'Person', offers: 'Offer' },
  },
  HowTo: {
    fields: [
      f('name', 'text', 'required'),
      f('description', 'longText', 'recommended'),
      f('image', 'url', 'recommended'),
      f('totalTime', 'minutes', 'recommended'),
    ],
    groups: [
      {
        id: 'steps',
        property: 'step',
        itemType: 'HowToStep',
        position: true,
        level: 'required',
        fields: [f('stepName', 'text', 'recommended', 'name'), f('stepText', 'longText', 'required', 'text'), f('stepImage', 'url', 'optional', 'image')],
        nested: {},
      },
    ],
    nested: {},
  },
};

// ---- Form values ------------------------------------------------------------------------------

export type Row = Partial<Record<FieldId, string>>;
/** What a person typed for one type: the plain fields and the rows of each repeatable group. */
export interface FormValues {
  fields: Row;
  groups: Partial<Record<GroupId, Row[]>>;
}

export const emptyValues = (type: SchemaType): FormValues => ({
  fields: {},
  groups: Object.fromEntries(TYPE_SPECS[type].groups.map((g) => [g.id, [{}]])),
});

/** Rows of a group as shown: at least one (an empty row to type in). */
export const groupRows = (values: FormValues, group: GroupId): Row[] => {
  const rows = values.groups[group];
  return rows && rows.length > 0 ? rows : [{}];
};

const isBlank = (row: Row) => Object.values(row).every((v) => (v ?? '').trim() === '');

/** Form values from untrusted data (a share link, an attribute): known fields with string values only. */
export function parseValues(type: SchemaType, raw: unknown): FormValues {
  const spec = TYPE_SPECS[type];
  const out = emptyValues(type);
  if (typeof raw !== 'object' || raw === null) return out;
  const pick = (source: unknown, fields: readonly FieldSpec[]): Row => {
    const row: Row = {};
    if (typeof source !== 'object' || source === null) return row;
    for (const field of fields) {
      const value = (source as Record<string, unknown>)[field.id];
      if (typeof value === 'string') row[field.id] = value;
    }
    return row;
  };
  const { fields, groups } = raw as { fields?: unknown; groups?: unknown };
  out.fields = pick(fields, spec.fields);
  for (const group of spec.groups) {
    const rows = typeof groups === 'object' && groups !== null ? (groups as Record<string, unknown>)[group.id] : undefined;
    if (Array.isArray(rows) && rows.length > 0) out.groups[group.id] = rows.slice(0, MAX_ROWS).map((r) => pick(r, group.fields));
  }
  return out;
}

/** Most rows a group takes (a share link or attribute with more is cut). */
export const MAX_ROWS = 50;

/** The values as compact JSON for a share link: blank fields and blank rows left out; '' when nothing is filled. */
export function serializeValues(values: FormValues): string {
  const filled = (row: Row) => Object.fromEntries(Object.entries(row).filter(([, v]) => (v ?? '').trim() !== ''));
  const fields = filled(values.fields);
  const groups = Object.fromEntries(
    Object.entries(values.groups)
      .map(([id, rows]) => [id, (rows ?? []).filter((r) => !isBlank(r)).map(filled)] as const)
      .filter(([, rows]) => rows.length > 0),
  );
  const out: { fields?: Row; groups?: Record<string, Row[]> } = {};
  if (Object.keys(fields).length > 0) out.fields = fields;
  if (Object.keys(groups).length > 0) out.groups = groups;
  return Object.keys(out).length === 0 ? '' : JSON.stringify(out);
}

/** Reads a `values` share parameter (JSON); anything malformed gives empty values. */
export function readValues(type: SchemaType, text: string | undefined): FormValues {
  if (!text) return emptyValues(type);
  try {
    return parseValues(type, JSON.parse(text));
  } catch {
    return emptyValues(type);
  }
}

// ---- Checking a field -------------------------------------------------------------------------

/** Why a typed value is left out of the output. */
export type InvalidReason = 'url' | 'urlList' | 'date' | 'number' | 'count' | 'minutes' | 'currency' | 'email' | 'choice';
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** An absolute http:// or https:// address with a host. */
export function isAbsoluteUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(text) || /\s/.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

/** An ISO 8601 date (2026-11-28) or date-time (2026-11-28T19:30, optionally seconds and Z or ±hh:mm) on a real calendar day. */
export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** A decimal as people type it (English marks): spaces, grouping commas and a leading + allowed. */
export function parseDecimal(text: string): number | null {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\+/, '');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^-?\.\d+$/.test(plain)) return null;
  const n = Number(plain.replace(/,/g, ''));
  return Number.isFinite(n) ? (Object.is(n, -0) ? 0 : n) : null;
}

/** Whole minutes as an ISO 8601 duration: 90 → PT1H30M. */
export function minutesToDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 || h === 0 ? `${m}M` : ''}`;
}

type Checked = { ok: true; value: JsonValue } | { ok: false; reason: InvalidReason };

/** The JSON value of one typed field, or why it is refused. `value` is trimmed and not blank. */
export function checkField(field: FieldSpec, value: string): Checked {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'tel':
      return { ok: true, value };
    case 'url':
      return isAbsoluteUrl(value) ? { ok: true, value } : { ok: false, reason: 'url' };
    case 'urlList': {
      const urls = value.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== '');
      if (!urls.every(isAbsoluteUrl)) return { ok: false, reason: 'urlList' };
      return { ok: true, value: urls.length === 1 ? urls[0]! : urls };
    }
    case 'date':
      return isIsoDate(value) ? { ok: true, value } : { ok: false, reason: 'date' };
    case 'number': {
      const n = parseDecimal(value);
      return n === null ? { ok: false, reason: 'number' } : { ok: true, value: n };
    }
    case 'count': {
      const n = parseDecimal(value);
      return n !== null && Number.isSafeInteger(n) && n >= 0 ? { ok: true, value: n } : { ok: false, reason: 'count' };
    }
    case 'minutes': {
      const n = parseDecimal(value);
      return n !== null && Number.isSafeInteger(n) && n > 0 ? { ok: true, value: minutesToDuration(n) } : { ok: false, reason: 'minutes' };
    }
    case 'currency':
      return /^[a-z]{3}$/i.test(value) ? { ok: true, value: value.toUpperCase() } : { ok: false, reason: 'currency' };
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { ok: true, value } : { ok: false, reason: 'email' };
    case 'choice':
      return field.choices?.includes(value) ? { ok: true, value: `https://schema.org/${value}` } : { ok: false, reason: 'choice' };
  }
}

// ---- Building the JSON-LD ---------------------------------------------------------------------

/** A field that needs attention: `row` (0-based) and `group` for a field of a repeatable group. */
export interface FieldIssue {
  field: FieldId;
  group?: GroupId;
  row?: number;
}
export interface InvalidField extends FieldIssue {
  reason: InvalidReason;
}

export interface BuildResult {
  data: JsonObject;
  /** Typed values that were refused (left out of `data`), each shown next to its field. */
  invalid: InvalidField[];
  /** Required fields left blank (a group with no filled row is reported as `{ group }` with its first required field). */
  missing: FieldIssue[];
  /** Recommended fields left blank (plain fields only). */
  missingRecommended: FieldId[];
}

function setPath(target: JsonObject, path: string, value: JsonValue, nested: Readonly<Record<string, string>>) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key, i) => {
    const prefix = keys.slice(0, i + 1).join('.');
    const existing = node[key];
    if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) {
      const child: JsonObject = nested[prefix] ? { '@type': nested[prefix] } : {};
      node[key] = child;
      node = child;
    } else node = existing;
  });
  node[keys[keys.length - 1]!] = value;
}

function fillObject(target: JsonObject, fields: readonly FieldSpec[], row: Row, nested: Readonly<Record<string, string>>, issue: Omit<FieldIssue, 'field'>, result: BuildResult) {
  for (const field of fields) {
    const value = (row[field.id] ?? '').trim();
    if (value === '') {
      if (field.level === 'required') result.missing.push({ ...issue, field: field.id });
      else if (field.level === 'recommended' && issue.group === undefined) result.missingRecommended.push(field.id);
      continue;
    }
    const checked = checkField(field, value);
    if (checked.ok) setPath(target, field.path, checked.value, nested);
    else result.invalid.push({ ...issue, field: field.id, reason: checked.reason });
  }
}

/**
 * The JSON-LD object for a type's form values: `@context` and `@type` first, blank fields left out,
 * invalid values left out and reported, blank rows of a group skipped and the rest numbered.
 */
export function buildJsonLd(type: SchemaType, values: FormValues): BuildResult {
  const spec = TYPE_SPECS[type];
  const result: BuildResult = { data: { '@context': 'https://schema.org', '@type': type }, invalid: [], missing: [], missingRecommended: [] };
  fillObject(result.data, spec.fields, values.fields, spec.nested, {}, result);
  for (const group of spec.groups) {
    const items: JsonValue[] = [];
    groupRows(values, group.id).forEach((row, index) => {
      if (isBlank(row)) return;
      const item: JsonObject = { '@type': group.itemType };
      if (group.position) item.position = items.length + 1;
      fillObject(item, group.fields, row, group.nested, { group: group.id, row: index }, result);
      items.push(item);
    });
    if (items.length > 0) result.data[group.property] = items;
    else if (group.level === 'required') {
      const first = group.fields.find((field) => field.level === 'required') ?? group.fields[0]!;
      result.missing.push({ group: group.id, row: 0, field: first.id });
    }
  }
  return result;
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text safe inside an HTML `<script>` element: `<`, `>`, `&` and the two JavaScript line
 * separators as \\uXXXX escapes. They can only occur inside JSON strings, where the escape means
 * the same character, so `</script>` or `<!--` in a value can never end or change the block.
 */
export const escapeForScript = (json: string): string => json.replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The `<script type="application/ld+json">` block for a JSON-LD value, indented by two spaces. */
export const scriptBlock = (data: JsonValue): string => `<script type="application/ld+json">\n${escapeForScript(JSON.stringify(data, null, 2))}\n</script>`;

// ---- Samples ----------------------------------------------------------------------------------

/** One filled-in example per type (Load Sample). */
export const SAMPLES: Readonly<Record<SchemaType, FormValues>> = {
  Article: {
    fields: {
      headline: 'How to Brew Pour-Over Coffee at Home',
      description: 'A step-by-step guide to a clean, bright cup with a simple cone dripper.',
      image: 'https://example.com/images/pour-over.jpg',
      authorName: 'Ada Brewer',
      authorUrl: 'https://example.com/authors/ada',
      datePublished: '2026-11-02T08:00:00+01:00',
      dateModified: '2026-11-20T09:30:00+01:00',
      publisherName: 'Example Coffee Journal',
      publisherLogo: 'https://example.com/logo.png',
    },
    groups: {},
  },
  FAQPage: {
    fields: {},
    groups: {
      questions: [
        { question: 'How long does shipping take?', answer: 'Orders arrive within 3–5 working days inside the EU.' },
        { question: 'Can I return an item?', answer: 'Yes: send it back unused within 30 days for a full refund.' },
      ],
    },
  },
  Product: {
    fields: {
      name: 'Walnut Desk Organizer',
      description: 'A solid walnut tray with three compartments for pens, cards and a phone.',
      image: 'https://example.com/images/organizer.jpg',
      brand: 'Example Woodworks',
      sku: 'WDO-001',
      price: '49.90',
      priceCurrency: 'EUR',
      availability: 'InStock',
      offerUrl: 'https://example.com/shop/walnut-desk-organizer',
      ratingValue: '4.7',
      reviewCount: '128',
    },
    groups: {},
  },
  Organization: {
    fields: {
      name: 'Example Woodworks',
      url: 'https://example.com',
      logo: 'https://example.com/logo.png',
      email: 'hello@example.com',
      telephone: '+49 30 1234567',
      sameAs: 'https://www.instagram.com/example\nhttps://www.linkedin.com/company/example',
    },
    groups: {},
  },
  LocalBusiness: {
    fields: {
      name: 'Corner Bakery',
      streetAddress: '12 Market Street',
      addressLocality: 'Springfield',
      postalCode: '12345',
      addressCountry: 'US',
      telephone: '+1 555 0100',
      url: 'https://example.com/bakery',
      latitude: '40.7128',
      longitude: '-74.006',
      openingHours: 'Mo-Sa 07:00-18:00',
      priceRange: '$$',
    },
    groups: {},
  },
  BreadcrumbList: {
    fields: {},
    groups: {
      crumbs: [
        { itemName: 'Home', itemUrl: 'https://example.com/' },
        { itemName: 'Guides', itemUrl: 'https://example.com/guides' },
        { itemName: 'Pour-Over Coffee' },
      ],
    },
  },
  Event: {
    fields: {
      name: 'Autumn Jazz Night',
      startDate: '2026-12-12T19:30:00+01:00',
      endDate: '2026-12-12T23:00:00+01:00',
      locationName: 'Blue Note Hall',
      streetAddress: '5 River Road',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
      eventStatus: 'EventScheduled',
      attendanceMode: 'OfflineEventAttendanceMode',
      organizerName: 'Example Concerts',
      price: '25',
      priceCurrency: 'EUR',
      offerUrl: 'https://example.com/tickets',
    },
    groups: {},
  },
  HowTo: {
    fields: { name: 'How to Repot a Houseplant', description: 'Move a root-bound plant into a bigger pot in four steps.', totalTime: '30' },
    groups: {
      steps: [
        { stepName: 'Water', stepText: 'Water the plant a day before so the root ball holds together.' },
        { stepName: 'Remove', stepText: 'Tip the pot and ease the plant out, loosening circling roots.' },
        { stepName: 'Replant', stepText: 'Set it on fresh soil in a pot 2–5 cm wider and fill the sides.' },
        { stepName: 'Settle', stepText: 'Water thoroughly and keep it out of direct sun for a week.' },
      ],
    },
  },
};
