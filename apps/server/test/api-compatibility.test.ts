// The public API stays stable (docs/api-changes.md): the OpenAPI documents of earlier releases, kept
// in openapi-releases/, are compared with today's. A path, method, parameter, request field or
// answer field they documented is still documented; nothing optional then is required now; and the
// requests that worked then are still answered (a renamed field by its deprecated alias).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SOL,
  USDC,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  prepare,
  submit,
  type InvestingWorld,
} from './investing-support';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const releasesDir = new URL('./openapi-releases/', import.meta.url);
const releases = readdirSync(releasesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({
    name,
    document: JSON.parse(readFileSync(new URL(name, releasesDir), 'utf8')) as OpenApiDocument,
  }));

/** `schema` with its `$ref` followed, in `document`. */
function resolve(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref?.replace('#/components/schemas/', '');
  return ref === undefined ? schema : resolve(document, document.components?.schemas?.[ref] ?? {});
}

/** The object schemas a value of `schema` may be, unions and arrays unfolded. */
function objectShapes(document: OpenApiDocument, schema: Schema): Schema[] {
  const resolved = resolve(document, schema);
  const parts = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  if (parts.length > 0) return parts.flatMap((part) => objectShapes(document, part));
  if (resolved.items) return objectShapes(document, resolved.items);
  return resolved.properties ? [resolved] : [];
}

/**
 * What a client of `before` relies on that `after` breaks, at `where`: a field gone, and, in a
 * request, a field required now that was not then; in an answer, a field no longer always sent.
 */
function compareSchemas(
  side: 'request' | 'answer',
  where: string,
  before: { document: OpenApiDocument; schema: Schema },
  after: { document: OpenApiDocument; schema: Schema },
): string[] {
  const problems: string[] = [];
  const afterShapes = objectShapes(after.document, after.schema);
  for (const shape of objectShapes(before.document, before.schema)) {
    for (const [field, fieldSchema] of Object.entries(shape.properties ?? {})) {
      const now = afterShapes.find((candidate) => candidate.properties?.[field]);
      if (!now) {
        problems.push(`${where}: ${side} field ${field} is gone`);
        continue;
      }
      const requiredThen = shape.required?.includes(field) ?? false;
      const requiredNow = now.required?.includes(field) ?? false;
      if (side === 'answer' && requiredThen && !requiredNow) {
        problems.push(`${where}: answer field ${field} is no longer always sent`);
      }
      problems.push(
        ...compareSchemas(
          side,
          `${where}.${field}`,
          { document: before.document, schema: fieldSchema },
          { document: after.document, schema: now.properties![field]! },
        ),
      );
    }
    // A request that was valid then (its required fields) is valid under one of today's shapes.
    const requiredThen = new Set(shape.required ?? []);
    if (
      side === 'request' &&
      afterShapes.length > 0 &&
      !afterShapes.some((now) => (now.required ?? []).every((field) => requiredThen.has(field)))
    ) {
      const added = (afterShapes[0]!.required ?? []).filter((field) => !requiredThen.has(field));
      problems.push(`${where}: request field ${added.join(', ')} is required now, it was not then`);
    }
  }
  return problems;
}

const jsonSchema = (content: Record<string, { schema: Schema }> | undefined) =>
  content?.['application/json']?.schema;

/** Every way `current` breaks a client written against `release`. */
function breakingChanges(release: OpenApiDocument, current: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const [path, methods] of Object.entries(release.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const where = `${method.toUpperCase()} ${path}`;
      const now = current.paths[path]?.[method];
      if (!now) {
        problems.push(`${where} is gone`);
        continue;
      }
      for (const parameter of operation.parameters ?? []) {
        const parameterNow = now.parameters?.find(
          (candidate) => candidate.in === parameter.in && candidate.name === parameter.name,
        );
        if (!parameterNow) problems.push(`${where}: ${parameter.in} ${parameter.name} is gone`);
        else if (parameterNow.required && !parameter.required) {
          problems.push(`${where}: ${parameter.in} ${parameter.name} is required now`);
        }
      }
      const bodyThen = jsonSchema(operation.requestBody?.content);
      const bodyNow = jsonSchema(now.requestBody?.content);
      if (bodyThen) {
        problems.push(
          ...(bodyNow
            ? compareSchemas(
                'request',
                `${where} body`,
                { document: release, schema: bodyThen },
                { document: current, schema: bodyNow },
              )
            : [`${where}: its body is no longer read`]),
        );
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const answerThen = jsonSchema(response.content);
        if (!answerThen) continue;
        const answerNow = jsonSchema(now.responses?.[status]?.content);
        problems.push(
          ...(answerNow
            ? compareSchemas(
                'answer',
                `${where} ${status}`,
                { document: release, schema: answerThen },
                { document: current, schema: answerNow },
              )
            : [`${where}: its ${status} answer is gone`]),
        );
      }
    }
  }
  return problems;
}

describe('the public API of earlier releases', () => {
  let world: InvestingWorld;
  let current: OpenApiDocument;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
    current = (await world.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => world.close());

  it('keeps every documented release', () => {
    expect(releases.map((release) => release.name)).toContain('2026-11-27-2cd8e13.json');
  });

  it.each(releases.map((release) => [release.name, release.document] as const))(
    'still documents everything %s did, with nothing optional then required now',
    (_name, release) => {
      expect(breakingChanges(release, current)).toEqual([]);
    },
  );

  it('finds a field removed or made required, so the check above can fail', () => {
    const [release] = releases;
    const prepare = '/api/projects/{id}/investments/prepare';
    const withoutAlias = structuredClone(current);
    const body = withoutAlias.paths[prepare]!.post!.requestBody!.content!['application/json']!;
    const [amountOnly] = objectShapes(current, body.schema);
    body.schema = amountOnly!;
    const problems = breakingChanges(release!.document, withoutAlias);
    expect(release!.name).toBe('2026-11-27-2cd8e13.json');
    expect(problems).toContain(`POST ${prepare} body: request field amountSol is gone`);
    expect(problems).toContain(
      `POST ${prepare} body: request field amount is required now, it was not then`,
    );
  });

  it('marks the renamed amountSol deprecated in the OpenAPI document', () => {
    const body =
      current.paths['/api/projects/{id}/investments/prepare']!.post!.requestBody!.content![
        'application/json'
      ]!.schema;
    const shapes = objectShapes(current, body);
    expect(
      shapes.find((shape) => shape.properties?.amountSol)?.properties?.amountSol,
    ).toMatchObject({ deprecated: true });
    expect(shapes.find((shape) => shape.properties?.amount)?.required).toEqual(['amount']);
  });

  it('prepares an investment sent as { amountSol } (the name before USDC campaigns), with a Deprecation header, and it is recorded as one sent as { amount }', async () => {
    const project = await openProject(world, { goal: 5n * SOL });
    const alice = await newInvestor(world);
    const prepareWith = (payload: object) =>
      world.t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/investments/prepare`,
        headers: { cookie: alice.cookie },
        payload,
      });

    const old = await prepareWith({ amountSol: '0.25' });
    expect(old.statusCode).toBe(200);
    expect(old.headers.deprecation).toMatch(/^@\d+$/);
    expect(old.json()).toMatchObject({ amountUnits: '250000000', currency: 'SOL' });
    const signed = await alice.wallet.signTransaction(old.json().transaction);
    const recorded = await submit(world, alice.cookie, project.id, signed);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().investment).toMatchObject({ amount: 0.25, currency: 'SOL' });

    const current = await prepareWith({ amount: 0.5 });
    expect(current.statusCode).toBe(200);
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.json().amountUnits).toBe('500000000');
  });

  it('still answers the lamport fields of the API before USDC campaigns: the same lamports in a SOL campaign, null in a USDC one', async () => {
    const sol = await openProject(world, { goal: 5n * SOL });
    const alice = await newInvestor(world);
    await invest(world, alice, sol.id, '0.25');
    const get = (url: string) => world.t.app.inject({ method: 'GET', url });

    const prepared = await prepare(world, alice, sol.id, '0.1');
    expect(prepared.json()).toMatchObject({
      amountUnits: '100000000',
      amountLamports: '100000000',
    });
    const backers = (await get(`/api/projects/${sol.id}/investments`)).json();
    expect(backers.items[0]).toMatchObject({
      amountUnits: '250000000',
      amountLamports: '250000000',
    });
    const history = (await get(`/api/projects/${sol.id}/funding-history`)).json();
    expect(history).toMatchObject({
      goalUnits: '5000000000',
      goalLamports: '5000000000',
      raisedUnits: '250000000',
      raisedLamports: '250000000',
    });
    expect(history.points).toEqual([expect.objectContaining({ raisedLamports: '250000000' })]);

    const usdc = await openProject(world, { currency: 'USDC', goal: 100n * USDC });
    const usdcHistory = (await get(`/api/projects/${usdc.id}/funding-history`)).json();
    expect(usdcHistory).toMatchObject({ goalUnits: '100000000', goalLamports: null });
  });

  it('refuses a prepare that names no amount, and counts `amount` when both names are sent', async () => {
    const project = await openProject(world, { goal: 5n * SOL });
    const alice = await newInvestor(world);
    const both = await world.t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/investments/prepare`,
      headers: { cookie: alice.cookie },
      payload: { amount: '0.2', amountSol: '0.3' },
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().amountUnits).toBe('200000000');
    expect(both.headers.deprecation).toBeUndefined();
    for (const payload of [{}, { amountSol: null }]) {
      const answer = await world.t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/investments/prepare`,
        headers: { cookie: alice.cookie },
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});
