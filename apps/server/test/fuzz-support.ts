// What the route fuzzer (fuzz.test.ts) is made of: the routes read from the OpenAPI document,
// fast-check arbitraries built from their JSON schemas and beyond them (wrong types, huge and odd
// strings, missing and extra fields, broken JSON, wrong content types, forged cookies), and a
// checksum of every table to prove a refused request wrote nothing.
import { readdir } from 'node:fs/promises';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';

// ---------------------------------------------------------------------------------------------
// Routes

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
};

export interface FuzzRoute {
  method: string;
  /** OpenAPI style, e.g. /api/projects/{id}. */
  path: string;
  params: Record<string, JsonSchema>;
  query: JsonSchema | null;
  body: JsonSchema | null;
  multipart: boolean;
  /** Answers a text/event-stream that stays open. */
  eventStream: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * Every operation of the OpenAPI document, plus the hidden routes given. `multipart` names the
 * routes ("POST /api/uploads") that take multipart/form-data, which the document cannot describe.
 */
export function routesOf(
  document: { paths: Record<string, Record<string, OpenApiOperation>> },
  hidden: FuzzRoute[],
  multipart: string[],
): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((p) => p.in === 'query');
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        params: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
        ),
        query: queryParameters.length
          ? {
              type: 'object',
              properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema ?? {}])),
              required: queryParameters.filter((p) => p.required).map((p) => p.name),
            }
          : null,
        body: content['application/json']?.schema ?? null,
        multipart:
          'multipart/form-data' in content || multipart.includes(`${method.toUpperCase()} ${path}`),
        eventStream: Object.values(operation.responses ?? {}).some(
          (response) => 'text/event-stream' in (response.content ?? {}),
        ),
      });
    }
  }
  return [...routes, ...hidden];
}

// ---------------------------------------------------------------------------------------------
// Values beyond the schemas

const HUGE = 'a'.repeat(100_001);
const HUGE_EMOJI = '🐸'.repeat(30_000);
/** Above the 1 MB body limit once sent as JSON. */
export const OVER_BODY_LIMIT = 'x'.repeat(1024 * 1024 + 10);

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t\n',
    '\u0000',
    'a\u0000b',
    'null',
    'undefined',
    '0',
    '-1',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '9'.repeat(400),
    '\u202Eevil\u202C',
    'مرحبا',
    '🐸🚀💎',
    '👨‍👩‍👧‍👦',
    '\uD800',
    '\uFEFF',
    "' OR 1=1 --",
    '%',
    '_%_',
    '\\',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'http://',
    'https://x',
    '//evil.example',
    '2026-02-30T25:61:00Z',
    '+275760-09-13T00:00:00.001Z',
    '-271821-04-20T00:00:00.000Z',
    '{"a":1}',
    HUGE,
    HUGE_EMOJI,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e-10, 1e21, 1e308, -1e308, 2 ** 53 + 2, 2 ** 63, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value that is probably not what the field wants. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(oddString, { maxLength: 3 }),
);

// ---------------------------------------------------------------------------------------------
// Values from the schemas

const isNullable = (s: JsonSchema) =>
  s.nullable === true ||
  (Array.isArray(s.type) && s.type.includes('null')) ||
  (s.anyOf ?? []).some((o) => o.type === 'null');

/** A value the schema probably accepts (patterns and formats are honoured where known). */
export function fromSchema(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const options = alternatives.filter((o) => o.type !== 'null');
    const arbitraries = options.map((o) => fromSchema(o, depth));
    if (isNullable(s)) arbitraries.push(fc.constant(null));
    return arbitraries.length ? fc.oneof(...arbitraries) : fc.constant(null);
  }
  if (s.allOf?.[0]) return fromSchema(s.allOf[0], depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const base = (() => {
    switch (type) {
      case 'string':
        return stringFromSchema(s);
      case 'integer':
      case 'number':
        return numberFromSchema(s, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(fromSchema(s.items ?? {}, depth + 1), { maxLength: 3 });
      case 'object':
        return objectFromSchema(s, depth);
      default:
        return oddValue;
    }
  })();
  return isNullable(s) ? fc.oneof(base, fc.constant(null)) : base;
}

function stringFromSchema(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // An ECMA pattern fast-check cannot walk: any string.
    }
  }
  const maxLength = s.maxLength ?? 60;
  const minLength = s.minLength ?? 0;
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 60) }) },
    // Characters a database or a parser may choke on.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ minLength: 1, maxLength: 10 }),
          fc.constantFrom('\u0000', '\u202E', '🐸', '\uFEFF', "'", '%', '\\'),
        )
        .map(([text, odd]) => `${text}${odd}${text}`),
    },
    // At the limit, and one over it.
    { weight: 1, arbitrary: fc.constantFrom(maxLength, maxLength + 1).map((n) => 'é'.repeat(n)) },
  );
}

function numberFromSchema(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : (s.minimum ?? -1_000_000);
  const max =
    typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : (s.maximum ?? 1_000_000_000);
  const bounded = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Past what a 32-bit or 64-bit column, or a double's integers, can hold.
  const huge = fc.constantFrom(2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e21, Number.MAX_VALUE);
  return fc.oneof(bounded, fc.constantFrom(min, max, min - 1, max + 1), huge);
}

function objectFromSchema(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, fromSchema(value, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
}

/** A schema value, then maybe broken: fields dropped, given odd values, or extra ones added. */
export function mutatedObject(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const key = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom('__proto__', 'constructor', 'extra', ''),
    fc.string({ maxLength: 8 }),
  );
  const edit = fc.record({
    key,
    value: fc.option(oddValue, { nil: undefined }),
  });
  // Often only one field beside the required ones, so a single odd value reaches the code behind
  // the schema instead of hiding behind another field's refusal.
  const properties = s.properties ?? {};
  const required = (s.required ?? []).filter((k) => k in properties);
  const optional = keys.filter((k) => !required.includes(k));
  const sparse = optional.length
    ? fc
        .tuple(
          fc.record(Object.fromEntries(required.map((k) => [k, fromSchema(properties[k]!)]))),
          fc
            .constantFrom(...optional)
            .chain((k) =>
              fc.oneof(fromSchema(properties[k]!), oddValue).map((v) => [k, v] as const),
            ),
        )
        .map(([base, [k, v]]) => ({ ...base, [k]: v }))
    : fromSchema(s);
  const start = fc.oneof(fromSchema(s), sparse);
  return fc.tuple(start, fc.array(edit, { maxLength: 3 })).map(([value, edits]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const { key: k, value: v } of edits) {
      if (v === undefined) delete copy[k];
      else
        Object.defineProperty(copy, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return copy;
  });
}

// ---------------------------------------------------------------------------------------------
// Requests

export type SessionKind = 'none' | 'forged' | 'user' | 'admin';

/** Lone surrogates (which cannot be percent-encoded) replaced by U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Raw path segments, encoded on purpose or broken on purpose. */
const oddSegment: fc.Arbitrary<string> = fc.oneof(
  oddString.map((v) => encodeURIComponent(wellFormed(v))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..', '..%2F..', '%2F', ' ', 'a%20b'),
  fc.constant('x'.repeat(5000)),
);

export interface Fixture {
  /** Real ids and addresses a path parameter may hit. */
  values: string[];
}

function pathOf(route: FuzzRoute, fixture: Fixture): fc.Arbitrary<string> {
  const names = Object.keys(route.params);
  if (!names.length) return fc.constant(route.path);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...fixture.values) },
      { weight: 2, arbitrary: fc.uuid() },
      {
        weight: 2,
        arbitrary: fromSchema(route.params[name] ?? {}).map((v) => encodeURIComponent(String(v))),
      },
      { weight: 3, arbitrary: oddSegment },
    );
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, values[index]!), route.path),
    );
}

function queryOf(route: FuzzRoute): fc.Arbitrary<string> {
  const odd = fc.oneof(
    fc.constantFrom('?', '?&&=&', '?q=%ZZ', '?limit[]=1&limit[]=2', '?q=a&q=b', '?__proto__=1'),
    fc
      .dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 })
      .map((q) => `?${new URLSearchParams(q)}`),
  );
  if (!route.query) return fc.oneof({ weight: 3, arbitrary: fc.constant('') }, odd);
  const query = route.query;
  const fromQuerySchema = mutatedObject(query).map((value) => {
    if (typeof value !== 'object' || value === null) return `?${encodeURIComponent(String(value))}`;
    // A lone surrogate cannot be percent-encoded: made well-formed (U+FFFD) first.
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]): [string, string] => [
        wellFormed(k),
        wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
      ],
    );
    return `?${new URLSearchParams(entries)}`;
  });
  return fc.oneof({ weight: 4, arbitrary: fromQuerySchema }, { weight: 1, arbitrary: odd });
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/xml',
  '',
];

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

function jsonBodyOf(route: FuzzRoute): fc.Arbitrary<Body> {
  const schemaValue = route.body ? mutatedObject(route.body) : oddValue;
  const broken = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', '', '{"a":"\\ud800"}'),
    fc.string({ maxLength: 30 }),
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...JSON_TYPES),
        payload: schemaValue.map(json),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...JSON_TYPES),
        payload: oddValue.map(json),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ contentType: fc.constantFrom(...JSON_TYPES), payload: broken }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...OTHER_TYPES),
        payload: schemaValue.map(json),
      }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        contentType: 'application/json',
        payload: json({ value: OVER_BODY_LIMIT }),
      }),
    },
  );
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** multipart/form-data bodies: right and wrong kinds, files, orders, boundaries. */
function multipartBodyOf(): fc.Arbitrary<Body> {
  const boundary = 'fuzzboundary';
  const field = fc
    .tuple(
      fc.constantFrom('kind', 'kind', 'other', ''),
      fc.oneof(fc.constantFrom('logo', 'pitch-deck'), oddString),
    )
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value.slice(0, 2000)}\r\n`,
    );
  const file = fc
    .tuple(
      fc.constantFrom('file', 'file', 'other'),
      fc.constantFrom('a.png', 'a.pdf', '../../x.sh', '', 'a"b.png'),
      fc.constantFrom('image/png', 'application/pdf', 'text/html', ''),
      fc.oneof(
        fc.constantFrom(PNG, PDF, Buffer.alloc(0), Buffer.from('<svg onload=alert(1)>')),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      ),
    )
    .map(([name, filename, type, data]) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]),
    );
  const part = fc.oneof(
    field.map((text) => Buffer.from(text)),
    file,
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.array(part, { maxLength: 4 }), fc.boolean())
        .map(([parts, closed]) => ({
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload: Buffer.concat([...parts, Buffer.from(closed ? `--${boundary}--\r\n` : '')]),
        })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
          'application/json',
        ),
        payload: fc.constantFrom('--x\r\n', '{}', '', `--${boundary}--\r\n`),
      }),
    },
  );
}

function bodyOf(route: FuzzRoute): fc.Arbitrary<Body> {
  if (route.multipart) {
    return fc.oneof({ weight: 4, arbitrary: multipartBodyOf() }, jsonBodyOf(route));
  }
  if (route.body) return jsonBodyOf(route);
  // No body expected: usually none, sometimes one anyway.
  return fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({}) }, jsonBodyOf(route));
}

const forgedCookie = fc.oneof(
  fc.string({ maxLength: 80 }).map((v) => `memetank_session=${encodeURIComponent(v)}`),
  fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => `memetank_session=${Buffer.from(bytes).toString('hex')}`),
  fc.constantFrom(
    'memetank_session=',
    'memetank_session',
    '=;;;',
    'memetank_session=%ZZ',
    `memetank_session=${'a'.repeat(8000)}`,
    'memetank_session=a; memetank_session=b',
  ),
);

/** Usually none (a script), sometimes the app's own page, another site or an opaque origin. */
const origin = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', 'http://localhost.evil'),
);

/** What `requestOf` generates, for one request. */
export interface FuzzRequestValues {
  session: SessionKind;
  forged: string;
  origin: string | undefined;
  path: string;
  query: string;
  body: Body;
}

export function requestOf(route: FuzzRoute, fixture: Fixture): fc.Arbitrary<FuzzRequestValues> {
  return fc.record({
    session: fc.constantFrom<SessionKind>('none', 'forged', 'user', 'user', 'admin', 'admin'),
    forged: forgedCookie,
    origin,
    path: pathOf(route, fixture),
    query: queryOf(route),
    body: bodyOf(route),
  });
}

// ---------------------------------------------------------------------------------------------
// What was written

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table));

// A signed-in request may refresh its session's last_seen_at (at most every few minutes): not data.
const rowText = (table: string) =>
  table === 'sessions' ? `(x.token_hash, x.wallet, x.expires_at)::text` : 'x::text';

const checksumQuery = sql.raw(
  tables
    .map(
      (table) =>
        `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(${rowText(table)}, '|' order by ${rowText(table)}), '')) as h from "${table}" x`,
    )
    .join(' union all '),
);

/** Row counts and a hash of every row of every table, with the uploaded files. */
export async function writtenState(database: DatabaseHandle, uploadsDir: string): Promise<string> {
  const result = await database.db.execute(checksumQuery);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    t: string;
    n: number;
    h: string;
  }[];
  const files = await readdir(uploadsDir).catch(() => []);
  return [...rows.map((r) => `${r.t}:${r.n}:${r.h}`), `uploads:${files.length}`].join('\n');
}

// ---------------------------------------------------------------------------------------------
// A sweep of edge values, run before the random requests

/** Values that break code behind a schema: column ranges, NUL, dates, schemes, sizes. */
const EDGE_VALUES: unknown[] = [
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  Number.MAX_VALUE,
  -1,
  0,
  0.1 + 0.2,
  'a\u0000b',
  '\u202Eevil',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '9'.repeat(400),
  '',
  ' ',
  HUGE,
  null,
  true,
  [],
  {},
];

/**
 * One request per body or query field and edge value, alone (beside the required fields), signed
 * in as the user and as the admin, on the fixture's first id; and each fixture id in each path
 * parameter. Random requests rarely put one odd value alone on a real id: this does, every time.
 */
export function edgeRequestsOf(route: FuzzRoute, fixture: Fixture): FuzzRequestValues[] {
  const sessions: SessionKind[] = ['user', 'admin'];
  const pathWith = (value: string) => route.path.replace(/\{\w+\}/g, () => value);
  const base = { forged: '', origin: undefined, query: '' };
  const requests: FuzzRequestValues[] = [];
  const properties = route.body?.properties ?? {};
  const required = (route.body?.required ?? []).filter((k) => k in properties);
  for (const session of sessions) {
    for (const value of fixture.values) {
      requests.push({ ...base, session, path: pathWith(value), body: jsonBody({}) });
    }
    for (const key of Object.keys(properties)) {
      for (const edge of EDGE_VALUES) {
        const body: Record<string, unknown> = Object.fromEntries(
          required.map((k) => [k, edgeDefault(properties[k]!)]),
        );
        body[key] = edge;
        requests.push({
          ...base,
          session,
          path: pathWith(fixture.values[0]!),
          body: jsonBody(body),
        });
      }
    }
    for (const key of Object.keys(route.query?.properties ?? {})) {
      for (const edge of EDGE_VALUES) {
        const text = typeof edge === 'string' ? edge : JSON.stringify(edge);
        requests.push({
          ...base,
          session,
          path: pathWith(fixture.values[0]!),
          query: `?${new URLSearchParams([[key, text]])}`,
          body: {},
        });
      }
    }
  }
  return requests;
}

const jsonBody = (value: unknown): Body => ({
  contentType: 'application/json',
  payload: json(value),
});

/** A plausible value for a required field, so the edge value is the only odd one. */
function edgeDefault(s: JsonSchema): unknown {
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return 'x';
}
