import { type Lang, parseLang } from '@shop/shared';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The request's language: `lang` header, else `?lang=`, else English (decisions.md). */
export const langPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.lang;
      const query = (request.query as Record<string, unknown> | undefined)?.lang;
      request.lang = parseLang(typeof header === 'string' && header ? header : query);
      done();
    });
  },
  { name: 'lang' },
);
