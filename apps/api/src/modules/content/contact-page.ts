import type { ContactSubmission } from '@shop/shared/server-render';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/messages';
import { isSameOriginRequest } from '../../lib/session-cookie';
import { consume } from '../accounts';
import { contactLimit } from './routes';
import { ContactBodySchema } from './schema';
import { sendContactMessage } from './send-contact';

/** Where the storefront's contact form posts when no script took it over (the form's action). */
export const CONTACT_PAGE_PATH = '/contact';

/** The form's field names (the storefront's) and the API's names for them. */
const FIELDS = {
  fullName: 'name',
  contactPhone: 'phone',
  contactEmail: 'email',
  contactMessage: 'message',
  website: 'website',
} as const;

/** A plain form is a few kilobytes; the message field holds at most 5000 characters. */
const BODY_LIMIT = 64 * 1024;

function field(body: Record<string, string>, name: string): string {
  return (body[name] ?? '').trim();
}

/** Without the server render (no storefront build): a bare page in the visitor's language. */
function barePage(submission: ContactSubmission, lang: string): string {
  const text = submission.sent ?? submission.failure ?? '';
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${escapeHtml(text)}</title>
<p role="status">${escapeHtml(text)}</p><p><a href="${CONTACT_PAGE_PATH}">${CONTACT_PAGE_PATH}</a></p></html>`;
}

/**
 * The contact form for visitors whose scripts did not run: a plain HTML form POST
 * (application/x-www-form-urlencoded) answered with the contact page itself, holding the
 * thanks or the form again with what was typed and why it was not sent. Same rules, rate
 * limit and sending as POST /api/contacts. The urlencoded parser exists in this scope only:
 * elsewhere it would let any site's plain form reach the JSON API (docs/decisions/033-whole-server-html.md).
 */
export const contactPageRoutes: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    submission: ContactSubmission,
  ) {
    const page = await app.renderStorefrontPage(request, {
      url: `${CONTACT_PAGE_PATH}?lang=${request.lang}`,
      contactSubmission: submission,
    });
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page?.html ?? barePage(submission, request.lang));
  }

  // A page, not part of the JSON API: left out of its OpenAPI document.
  app.post(CONTACT_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    // A plain form posts cross-site as easily as from our page: only the shop's own pages may.
    if (!isSameOriginRequest(request, env.PUBLIC_URL)) throw new AppError('forbidden', 'error.crossSite');
    const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      string
    >;
    const values = {
      fullName: field(raw, 'fullName'),
      contactPhone: field(raw, 'contactPhone'),
      contactEmail: field(raw, 'contactEmail'),
      contactMessage: field(raw, 'contactMessage'),
    };
    try {
      await consume(app.db, [contactLimit(request.ip)]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const failure = translate(error.messageKey, request.lang, error.params);
      return answer(request, reply, error.statusCode, { values, failure });
    }
    // Blank fields read as missing, as readFormBody does for the JSON route.
    const body = Object.fromEntries(
      Object.entries(FIELDS)
        .map(([form, api]) => [api, field(raw, form)] as const)
        .filter(([, value]) => value !== ''),
    );
    const parsed = ContactBodySchema.safeParse(body);
    if (!parsed.success) {
      return answer(request, reply, 400, { values, failure: translate('error.validation', request.lang) });
    }
    await sendContactMessage(app, env, request, parsed.data);
    return answer(request, reply, 200, { values, sent: translate('content.contactSent', request.lang) });
  });
};
