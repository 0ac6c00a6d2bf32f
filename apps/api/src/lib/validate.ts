import type { z } from 'zod';

// fastify-type-provider-zod marks its validation issues with this registered symbol; the
// error handler recognises them by it (hasZodFastifySchemaValidationErrors).
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * Validates input that did not go through a route schema (multipart fields) and fails the
 * same way a route schema does: a 400 with one translated line per field.
 */
export function validateOrThrow<T extends z.ZodType>(
  schema: T,
  data: unknown,
  context: 'body' | 'querystring' | 'params' = 'body',
): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const validation = result.error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return {
      [ZOD_ISSUE]: true,
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    };
  });
  throw Object.assign(new Error('validation failed'), {
    statusCode: 400,
    validation,
    validationContext: context,
  });
}
