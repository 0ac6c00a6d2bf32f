/**
 * fast-check arbitraries for the hostile-input run (hostile-input.test.ts): values built from
 * the OpenAPI document's JSON schemas, mutated with wrong types, boundary and huge values,
 * control and bidi characters, injection strings and prototype-pollution keys; hostile path
 * segments and query strings; hand-built multipart bodies (so names and headers can be
 * anything a client might send).
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  $ref?: string;
  const?: unknown;
  default?: unknown;
};

/** Marks an object property left out of the generated body. */
const ABSENT = Symbol('absent');

export const INJECTION_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM users --",
  "'; SELECT pg_sleep(5); --",
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '{"$gt": ""}',
  '{"$where": "1 == 1"}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe
  '${7*7}',
  '=HYPERLINK("http://evil")',
  '@SUM(1+1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\u200f\u200e',
  '\u202e\u202dgpj.exe',
  '\u2066isolate\u2069',
  'سلام عليكم',
  'مرحبا بالعالم ١٢٣',
  '٥',
  '５',
  '𝟓',
  '😀👍🏽🏳️‍🌈',
  '\ud800',
  '\udfff',
  'A\u0000B',
  '\u0000',
  '\u0007\u001b[31m',
  '\u0085',
  '\r\nSet-Cookie: x=1',
  'Ω≈ç√∫',
  'ǅǈǋǲ',
  'ﷺ',
  'İ',
  'ß'.repeat(300),
];

const NUMERIC_TEXT = [
  '0',
  '-1',
  '5',
  '5.0',
  '5.5',
  '0x5',
  '0b101',
  '0o5',
  ' 5',
  '5 ',
  '+5',
  '05',
  '5e0',
  '1e3',
  '٥',
  '５',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '',
];

export const HOSTILE_PATH_SEGMENTS = [
  '-1',
  '0',
  '1',
  '2147483647',
  '2147483648',
  '9999999999',
  '99999999999999999999999',
  '5.0',
  '5.5',
  '0x5',
  '1e3',
  '%205',
  '5%20',
  '%D9%A5', // ٥
  '%EF%BC%95', // ５
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '..%5C..%5Cwin.ini',
  '%00',
  '5%00',
  '%0A',
  '%E2%80%AE5',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '%27%20OR%201%3D1',
  '%3Cscript%3E',
  'a'.repeat(300),
  '%F0%9F%98%80',
  '%D8%B3%D9%84%D8%A7%D9%85',
  '%',
  '%zz',
  '%C0%AF',
  '%FF',
];

const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  0.1 + 0.2,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1000, max: 1000 }),
);

const CONTROL_CHARS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat([
  '\u007f',
  '\u009b',
]);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...CONTROL_CHARS, '\u202e', '\u2066'),
        fc.string({ maxLength: 10 }),
      )
      .map(([a, c, b]) => a + c + b),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'ا', '😀', 'x\u0301', '<', "'"), fc.integer({ min: 256, max: 100_000 }))
      .map(([c, n]) => c.repeat(Math.ceil(n / c.length))),
  },
);

const hostileKey: fc.Arbitrary<string> = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  'role',
  'user_id',
  'userId',
  'status',
  'price',
  'total_cents',
  'is_admin',
  'id',
  '',
  '\u202ekey',
  'a.b',
);

/** Any JSON value a hostile client might put where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), tie('value')), { maxLength: 3 })
        .map((entries) => Object.fromEntries(entries)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        { $gt: '' },
        { $ne: null },
        JSON.parse('{"__proto__": {"polluted": true}}'),
        JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
        nested(60),
        Array.from({ length: 2000 }, (_, i) => i),
      ),
    },
  ),
})).value;

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** encodeURIComponent that takes lone surrogates too (as U+FFFD, like a browser). */
export const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

function resolveType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'null';
  return schema.type;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 80));
  if (schema.format === 'email')
    return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      // Patterns that only refuse control characters: any ordinary text of the right length.
      if (/\\p\{Cc\}/.test(schema.pattern))
        return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
      return fc
        .stringMatching(pattern)
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 1e9));
    } catch {
      // fall through: a pattern fast-check cannot read
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : -1e6);
  let max = schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : 1e6);
  if (schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false) min += integer ? 1 : 0.01;
  if (schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum !== false) max -= integer ? 1 : 0.01;
  if (min > max) [min, max] = [max, min];
  const edges = fc.constantFrom(min, max);
  if (integer) {
    const lo = Math.ceil(Math.max(min, -(2 ** 31)));
    const hi = Math.floor(Math.min(max, 2 ** 31 - 1));
    return fc.oneof(
      edges.map(Math.round),
      fc.integer({ min: lo, max: Math.max(lo, hi) }),
      fc.integer({ min: Math.max(lo, 1), max: Math.max(lo, 1, Math.min(hi, 50)) }),
    );
  }
  const step = schema.multipleOf;
  const base = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    edges,
    step ? base.map((v) => Math.round(v / step) * step) : base.map((v) => Math.round(v * 100) / 100),
  );
}

export type BodyOptions = {
  /** Ids worth putting in integer fields (other users' rows, the caller's own). */
  ids: readonly number[];
  /** Values known to pass for some field names (a test card, an own address), to get past validation. */
  hints?: Readonly<Record<string, readonly unknown[]>>;
};

/**
 * A value of the schema: a third of the time valid all through (to reach the services), a
 * third with hostile mutations at any level, a third something else entirely.
 */
export function bodyFor(schema: JsonSchema | undefined, options: BodyOptions): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: typedFor(schema, { ...options, mutate: false }, 0) },
    { weight: 3, arbitrary: typedFor(schema, { ...options, mutate: true }, 0) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A typed value, or (when mutating) now and then a hostile one in its place. */
function valueFor(schema: JsonSchema | undefined, options: GenOptions, depth: number): fc.Arbitrary<unknown> {
  if (!options.mutate) return typedFor(schema, options, depth);
  return fc.oneof(
    { weight: 4, arbitrary: typedFor(schema, options, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

type GenOptions = BodyOptions & { mutate: boolean };

function typedFor(schema: JsonSchema | undefined, options: GenOptions, depth: number): fc.Arbitrary<unknown> {
  if (!schema || schema.$ref || depth > 5) return options.mutate ? hostileValue : fc.constant({});
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alt) => typedFor(alt, options, depth)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged = Object.assign({}, ...schema.allOf) as JsonSchema;
    return typedFor(merged, options, depth);
  }
  const type = resolveType(schema);
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))
      ? fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) })
      : arb;
  switch (type) {
    case 'string':
      return withNull(stringFor(schema));
    case 'integer':
      return withNull(
        options.ids.length > 0
          ? fc.oneof(
              { weight: 2, arbitrary: numberFor(schema, true) },
              { weight: 1, arbitrary: fc.constantFrom(...options.ids) },
            )
          : numberFor(schema, true),
      );
    case 'number':
      return withNull(numberFor(schema, false));
    case 'boolean':
      return withNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxItems = Math.min(schema.maxItems ?? 4, 4);
      const items = fc.array(valueFor(schema.items, options, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, maxItems),
        maxLength: maxItems,
      });
      // Sometimes one over the limit.
      const over =
        schema.maxItems !== undefined && schema.maxItems <= 200
          ? fc.constant(Array.from({ length: schema.maxItems + 1 }, () => 1))
          : items;
      return withNull(
        options.mutate ? fc.oneof({ weight: 6, arbitrary: items }, { weight: 1, arbitrary: over }) : items,
      );
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return hostileValue;
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(([key, prop]) => {
        const hinted = options.hints?.[key];
        const value = hinted?.length
          ? fc.oneof(
              valueFor(prop, options, depth + 1),
              fc.constantFrom(...hinted),
              fc.constantFrom(...hinted),
            )
          : valueFor(prop, options, depth + 1);
        return fc
          .oneof(
            { weight: required.has(key) ? 12 : 4, arbitrary: value },
            // Required fields go missing only when mutating.
            { weight: required.has(key) ? (options.mutate ? 1 : 0) : 3, arbitrary: fc.constant(ABSENT) },
          )
          .map((value) => [key, value] as const);
      });
      const extras = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: options.mutate ? 2 : 0 });
      return withNull(
        fc.tuple(fc.tuple(...entries), extras, fc.boolean()).map(([props, extra, extraFirst]) => {
          const kept = props.filter(([, value]) => value !== ABSENT) as [string, unknown][];
          // Object.fromEntries defines `__proto__` as an own key, so JSON.stringify sends it.
          return Object.fromEntries(extraFirst ? [...extra, ...kept] : [...kept, ...extra]);
        }),
      );
    }
    default:
      return hostileValue;
  }
}

/** A query string for the declared parameters: valid, hostile, repeated, or extra ones. */
export function queryFor(
  parameters: { name: string; schema?: JsonSchema; required?: boolean }[],
  options: BodyOptions,
): fc.Arbitrary<string> {
  const entries = parameters.map((parameter) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: typedFor(parameter.schema, { ...options, mutate: false }, 1).map((v) => [
          [parameter.name, String(v)],
        ]),
      },
      { weight: 2, arbitrary: hostileString.map((v) => [[parameter.name, v]]) },
      { weight: 1, arbitrary: fc.constant([] as string[][]) },
      {
        weight: 1,
        arbitrary: fc.tuple(hostileString, hostileString).map(([a, b]) => [
          [parameter.name, a],
          [parameter.name, b],
        ]),
      },
      { weight: 1, arbitrary: hostileString.map((v) => [[`${parameter.name}[]`, v]]) },
    ),
  );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, string][]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(fc.oneof(hostileKey, fc.constantFrom('lang', 'status', 'page')), hostileString),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
    },
  );
  // Each declared parameter valid or absent (to reach the handler), or the hostile mix.
  const valid = parameters.map((parameter) =>
    fc.oneof(
      {
        weight: 2,
        arbitrary: typedFor(parameter.schema, { ...options, mutate: false }, 1).map((v) => [
          [parameter.name, String(v)],
        ]),
      },
      { weight: parameter.required ? 0 : 1, arbitrary: fc.constant([] as string[][]) },
    ),
  );
  const declared = fc.oneof(
    { weight: 2, arbitrary: fc.tuple(...valid) },
    { weight: 3, arbitrary: fc.tuple(...entries) },
  );
  return fc.tuple(declared, extras, fc.boolean()).map(([declared, extra, raw]) => {
    const pairs = [...declared.flat(), ...extra] as [string, string][];
    if (pairs.length === 0) return '';
    // Mostly well encoded; sometimes sent as is (bare %, spaces, unicode).
    const enc = raw ? (s: string) => s.replace(/[#&\s]/g, encodeURIComponent) : encode;
    return `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`;
  });
}

/** A path segment: one of the given ids (mostly other users' rows) or a hostile one. */
export function pathSegmentFor(ids: readonly (number | string)[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids.map(String)) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: hostileString.map((s) => encode(s.slice(0, 500))) },
  );
}

// ---------------------------------------------------------------------------------------
// Multipart

export type FilePart = { field: string; name: string; type: string; content: Buffer };
export type MultipartSpec = { fields: [string, string][]; files: FilePart[]; rawNames: boolean };

export const FILE_NAMES = [
  'logo.pdf',
  'artwork.png',
  'photo.jpg',
  'program.exe',
  'program.exe.pdf',
  'invoice.pdf',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\system32\\evil.pdf',
  '/etc/shadow',
  'C:\\boot.ini',
  '%2e%2e%2fsecret.pdf',
  'a\u0000b.pdf',
  'evil\u202efdp.exe',
  'e\u0007vil\u001b.png',
  'new\nline.pdf',
  'semi;colon"quote.pdf',
  'سلام.pdf',
  '😀.png',
  '.',
  '..',
  '...pdf',
  '',
  ' ',
  '.pdf',
  `${'a'.repeat(400)}.pdf`,
  'CON.pdf',
  'file.PDF',
  'file.svg',
  'file.html',
];

export type FileContents = Record<'pdf' | 'png' | 'jpeg' | 'webp' | 'exe' | 'zip' | 'svg' | 'html', Buffer>;

export function fileContentFor(contents: FileContents, maxUploadBytes: number): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(contents.pdf, contents.png, contents.jpeg, contents.webp) },
    { weight: 2, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 2, arbitrary: fc.constantFrom(contents.exe, contents.zip, contents.svg, contents.html) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
    // A real header cut short, or a PDF whose body is garbage.
    { weight: 1, arbitrary: fc.constant(contents.png.subarray(0, 30)) },
    {
      weight: 1,
      arbitrary: fc.constant(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0xff)])),
    },
    { weight: 1, arbitrary: fc.constant(Buffer.concat([contents.png, Buffer.alloc(maxUploadBytes + 1024)])) },
  );
}

export function multipartFor(
  fieldNames: readonly string[],
  fieldValue: (name: string) => fc.Arbitrary<string>,
  plausibleValue: (name: string) => fc.Arbitrary<string>,
  contents: FileContents,
  maxUploadBytes: number,
): fc.Arbitrary<MultipartSpec> {
  const field = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...fieldNames)
        .chain((n) => fieldValue(n).map((v) => [n, v] as [string, string])),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom('files[0]', 'file', 'image', '__proto__', 'role', 'user_id', '_method', ''),
        hostileString.map((s) => s.slice(0, 2000)),
      ),
    },
  );
  const file = fc.record({
    field: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom('files[0]', 'files[]', 'files', 'files[1]', 'files[99]', 'file', 'image'),
      },
      { weight: 1, arbitrary: fc.constantFrom('details', 'product_id', 'name', 'other', '', 'files[-1]') },
    ),
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FILE_NAMES) },
      { weight: 1, arbitrary: hostileString.map((s) => s.slice(0, 300)) },
    ),
    type: fc.constantFrom(
      'application/pdf',
      'image/png',
      'image/jpeg',
      'application/octet-stream',
      'text/html',
      '',
      'image/svg+xml',
    ),
    content: fileContentFor(contents, maxUploadBytes),
  });
  // Every field once with a plausible value (to reach the service), or a hostile mix.
  const plausible = fc.tuple(
    ...fieldNames.map((n) => plausibleValue(n).map((v) => [n, v] as [string, string])),
  );
  return fc.record({
    fields: fc.oneof(plausible, fc.array(field, { maxLength: 8 })),
    files: fc.oneof(
      { weight: 5, arbitrary: fc.array(file, { maxLength: 3 }) },
      // Eleven files: one over the limit of ten.
      {
        weight: 1,
        arbitrary: file.map((f) =>
          Array.from({ length: 11 }, (_, i) => ({
            ...f,
            field: `files[${i}]`,
            name: `f${i}.pdf`,
            content: contents.pdf,
          })),
        ),
      },
    ),
    rawNames: fc.boolean(),
  });
}

/** Builds the body by hand, so names may hold what FormData would escape. */
export function encodeMultipart(spec: MultipartSpec, boundary: string): Buffer {
  const quote = (s: string) =>
    spec.rawNames
      ? s.replace(/[\r\n"]/g, '_')
      : s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const chunks: Buffer[] = [];
  const parts: (() => void)[] = [];
  for (const [name, value] of spec.fields) {
    parts.push(() => {
      chunks.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${quote(name)}"\r\n\r\n`),
      );
      chunks.push(Buffer.from(value, 'utf8'));
      chunks.push(Buffer.from('\r\n'));
    });
  }
  for (const file of spec.files) {
    parts.push(() => {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.name)}"\r\n` +
            (file.type ? `content-type: ${file.type}\r\n` : '') +
            '\r\n',
        ),
      );
      chunks.push(file.content);
      chunks.push(Buffer.from('\r\n'));
    });
  }
  for (const part of parts) part();
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
