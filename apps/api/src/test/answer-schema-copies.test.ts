import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The answers' shapes are defined once, in packages/shared/src/api, and the routes answer
 * through them (docs/decisions/031-shared-answer-types.md). This fails when an API module
 * declares a schema of the same shape as a shared one instead of importing it: a copy that
 * would drift unseen.
 */
const MODULES = path.join(import.meta.dirname, '..', 'modules');
const SHARED = path.join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'shared', 'src', 'api');

/** Every file of a module that declares zod schemas: schema.ts, *-schema.ts, routes. */
function schemaFiles(): string[] {
  return fs.readdirSync(MODULES, { withFileTypes: true }).flatMap((dir) => {
    if (!dir.isDirectory()) return [];
    return fs
      .readdirSync(path.join(MODULES, dir.name))
      .filter((file) => /(^|-)(schema|routes)\.ts$/.test(file))
      .map((file) => path.join(MODULES, dir.name, file));
  });
}

async function schemasOf(file: string): Promise<[string, z.ZodType][]> {
  const exported = (await import(file)) as Record<string, unknown>;
  return Object.entries(exported).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );
}

/** The shape a schema gives its output; descriptions are documentation, not shape. */
function shapeOf(schema: z.ZodType): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'description')
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  return JSON.stringify(strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })));
}

async function sharedShapes(): Promise<Map<string, { name: string; schema: z.ZodType }>> {
  const shapes = new Map<string, { name: string; schema: z.ZodType }>();
  for (const file of fs.readdirSync(SHARED).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const [name, schema] of await schemasOf(path.join(SHARED, file))) {
      // Tiny shapes (an enum, `{ code, percent }`) may well be written twice for other reasons.
      if (shapeOf(schema).length > 120) shapes.set(shapeOf(schema), { name: `${file}: ${name}`, schema });
    }
  }
  return shapes;
}

function copiesIn(
  moduleSchemas: [string, z.ZodType][],
  shared: Map<string, { name: string; schema: z.ZodType }>,
): string[] {
  return moduleSchemas.flatMap(([name, schema]) => {
    const twin = shared.get(shapeOf(schema));
    return twin && twin.schema !== schema ? [`${name} copies ${twin.name}`] : [];
  });
}

describe('answer schemas live once, in @shop/shared/api', () => {
  it('no API module declares a copy of a shared answer schema', async () => {
    const shared = await sharedShapes();
    const found: string[] = [];
    for (const file of schemaFiles()) {
      const copies = copiesIn(await schemasOf(file), shared);
      found.push(...copies.map((copy) => `${path.relative(MODULES, file)}: ${copy}`));
    }
    expect(shared.size).toBeGreaterThan(20);
    expect(found).toEqual([]);
  }, 60_000);

  it('tells a copy apart from an import (the check is not vacuous)', async () => {
    const shared = await sharedShapes();
    const { CategorySchema } = await import('@shop/shared/api/catalog');
    const copy = z.object({ ...CategorySchema.shape });
    expect(copiesIn([['CategorySchema', copy]], shared)).toEqual([
      'CategorySchema copies catalog.ts: CategorySchema',
    ]);
    expect(copiesIn([['CategorySchema', CategorySchema]], shared)).toEqual([]);
  });
});
