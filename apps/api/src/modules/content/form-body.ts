import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * preValidation for routes that take a plain form either as JSON or as multipart (the
 * spec's contact form posts multipart). Multipart text fields become the body; a file is
 * refused. Then every string is trimmed and blank ones dropped, so an empty field reads as
 * missing ("this field is required") rather than as a too-short string.
 */
export async function readFormBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new AppError('bad_request', 'content.noFilesExpected');
      }
      if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
    }
    request.body = fields;
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const cleaned: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'string') cleaned[key] = value;
      else if (value.trim() !== '') cleaned[key] = value.trim();
    }
    request.body = cleaned;
  }
}
