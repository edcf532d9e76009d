// Turns the server's OpenAPI document into the list the API Reference shows: the public GET
// endpoints under /api, with their parameters and the fields of their answers.

export interface ApiParameter {
  name: string;
  /** path, query, header or cookie */
  location: string;
  required: boolean;
  type: string;
  description?: string;
}

export interface ApiField {
  /** Dotted path into the body: `db.status`, `trades[].signature`. */
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface ApiResponse {
  status: string;
  description?: string;
  /** The media type when the body is not JSON, e.g. text/event-stream. */
  mediaType?: string;
  /** The body's own type when it is not an object (e.g. `object[]`, `string`). */
  bodyType?: string;
  fields: ApiField[];
}

export interface ApiEndpoint {
  method: 'GET';
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  /** OpenAPI `deprecated`: kept working for older clients, with a newer path or field to use. */
  deprecated: boolean;
  parameters: ApiParameter[];
  responses: ApiResponse[];
}

type Json = Record<string, unknown>;

/**
 * Not part of the public read API: paths that need a session or the admin wallet, and the local
 * chain's development helpers.
 */
const PRIVATE_PREFIXES = ['/api/me', '/api/admin', '/api/auth', '/api/dev'];
const HIDDEN_PATHS = new Set(['/api/openapi.json']);
const MAX_DEPTH = 6;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const isPrivatePath = (path: string) =>
  PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Follows a local `$ref` (`#/components/...`); anything else is returned unchanged. */
function resolve(document: Json, value: unknown, seen = new Set<string>()): Json | undefined {
  if (!isObject(value)) return undefined;
  const ref = asString(value.$ref);
  if (!ref) return value;
  if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
  seen.add(ref);
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return resolve(document, target, seen);
}

function variants(schema: Json): Json[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  return Array.isArray(list) ? list.filter(isObject) : undefined;
}

const isNullSchema = (schema: Json) => schema.type === 'null';

/** A readable type: `string`, `"up" | "down"`, `integer`, `object[]`, `string | null`. */
export function describeType(document: Json, raw: unknown, depth = 0): string {
  const schema = resolve(document, raw);
  if (!schema || depth > MAX_DEPTH) return 'any';
  const nullable = schema.nullable === true ? ' | null' : '';

  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ') + nullable;
  }
  if ('const' in schema) return JSON.stringify(schema.const) + nullable;

  const options = variants(schema);
  if (options) {
    const names = [...new Set(options.map((option) => describeType(document, option, depth + 1)))];
    return names.join(' | ') + nullable;
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    return describeType(document, schema.allOf[0], depth + 1) + nullable;
  }

  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const names = types.map((type) => {
    if (type === 'array') return `${describeType(document, schema.items, depth + 1)}[]`;
    if (type === 'string' && asString(schema.format)) return `string (${String(schema.format)})`;
    if (typeof type === 'string') return type;
    return isObject(schema.properties) ? 'object' : 'any';
  });
  return names.join(' | ') + nullable;
}

/** The single object schema behind `schema`, looking through nullable unions. */
function objectSchema(document: Json, raw: unknown): Json | undefined {
  const schema = resolve(document, raw);
  if (!schema) return undefined;
  if (isObject(schema.properties)) return schema;
  const options = variants(schema)?.filter((option) => !isNullSchema(option));
  if (options?.length === 1) return objectSchema(document, options[0]);
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    return objectSchema(document, schema.allOf[0]);
  }
  return undefined;
}

/** The item schema of an array, looking through nullable unions. */
function arrayItems(document: Json, raw: unknown): unknown {
  const schema = resolve(document, raw);
  if (!schema) return undefined;
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    return schema.items;
  }
  const options = variants(schema)?.filter((option) => !isNullSchema(option));
  if (options?.length === 1) return arrayItems(document, options[0]);
  return undefined;
}

function collectFields(
  document: Json,
  schema: Json,
  prefix: string,
  depth: number,
  fields: ApiField[],
) {
  if (depth > MAX_DEPTH || !isObject(schema.properties)) return;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [key, property] of Object.entries(schema.properties)) {
    const name = `${prefix}${key}`;
    const resolved = resolve(document, property);
    fields.push({
      name,
      type: describeType(document, property),
      required: required.has(key),
      description: asString(resolved?.description),
    });
    const nested = objectSchema(document, property);
    if (nested) {
      collectFields(document, nested, `${name}.`, depth + 1, fields);
      continue;
    }
    const items = objectSchema(document, arrayItems(document, property));
    if (items) collectFields(document, items, `${name}[].`, depth + 1, fields);
  }
}

function describeResponse(document: Json, status: string, raw: unknown): ApiResponse {
  const response = resolve(document, raw) ?? {};
  const content = isObject(response.content) ? response.content : {};
  const mediaTypes = Object.keys(content);
  const mediaType = mediaTypes.find((type) => type.includes('json')) ?? mediaTypes[0];
  const media = mediaType ? content[mediaType] : undefined;
  const schema = isObject(media) ? media.schema : undefined;

  const fields: ApiField[] = [];
  let bodyType: string | undefined;
  const body = objectSchema(document, schema);
  if (body) {
    collectFields(document, body, '', 0, fields);
  } else if (schema !== undefined) {
    bodyType = describeType(document, schema);
    const items = objectSchema(document, arrayItems(document, schema));
    if (items) collectFields(document, items, '[].', 0, fields);
  }

  return {
    status,
    description: asString(response.description),
    mediaType: mediaType && !mediaType.includes('json') ? mediaType : undefined,
    bodyType,
    fields,
  };
}

function describeParameter(document: Json, raw: unknown): ApiParameter | undefined {
  const parameter = resolve(document, raw);
  const name = asString(parameter?.name);
  const location = asString(parameter?.in);
  if (!parameter || !name || !location) return undefined;
  return {
    name,
    location,
    required: parameter.required === true || location === 'path',
    type: describeType(document, parameter.schema),
    description: asString(parameter.description),
  };
}

/** The public GET endpoints under /api, sorted by path. Tolerates partial or unknown documents. */
export function publicReadEndpoints(document: unknown): ApiEndpoint[] {
  if (!isObject(document) || !isObject(document.paths)) return [];
  const endpoints: ApiEndpoint[] = [];

  for (const [path, rawItem] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || HIDDEN_PATHS.has(path) || isPrivatePath(path)) continue;
    const item = resolve(document, rawItem);
    const operation = item && isObject(item.get) ? item.get : undefined;
    if (!item || !operation) continue;
    // An operation that names a security requirement needs credentials.
    if (Array.isArray(operation.security) && operation.security.length > 0) continue;

    const parameters = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ]
      .map((parameter) => describeParameter(document, parameter))
      .filter((parameter): parameter is ApiParameter => parameter !== undefined);

    const responses = isObject(operation.responses)
      ? Object.entries(operation.responses)
          .map(([status, response]) => describeResponse(document, status, response))
          .sort((a, b) => a.status.localeCompare(b.status))
      : [];

    endpoints.push({
      method: 'GET',
      path,
      summary: asString(operation.summary),
      description: asString(operation.description),
      tags: Array.isArray(operation.tags)
        ? operation.tags.filter((tag): tag is string => typeof tag === 'string')
        : [],
      deprecated: operation.deprecated === true,
      parameters,
      responses,
    });
  }

  return endpoints.sort((a, b) => a.path.localeCompare(b.path));
}
