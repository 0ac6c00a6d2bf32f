import { ErrorBodySchema, IdParamSchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import {
  AddressEnvelopeSchema,
  AddressListEnvelopeSchema,
  CreateAddressBodySchema,
  UpdateAddressBodySchema,
} from './schema';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service';

const failures = (...statuses: (400 | 401 | 404 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

/** The signed-in user's delivery addresses (docs/product.md#api-calls); only ever their own. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/addresses', '/all/addresses']) {
    app.get(
      url,
      {
        schema: {
          tags: ['addresses'],
          summary: 'Own addresses, the default first',
          security: [{ bearer: [] }],
          response: { 200: AddressListEnvelopeSchema, ...failures(401) },
        },
        onRequest: app.authenticate,
      },
      async (request) => ({
        status: true as const,
        data: await listAddresses(app.db, request.user!.id, request.lang),
      }),
    );
  }

  app.post(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Adds an address: type 1 Home / 2 Work, label, phone with its country code, and either ' +
          'street, postcode, city, country (ISO, from /api/countries), optional contact_name, company, ' +
          "province, or the spec's free-text details; optional is_default",
        security: [{ bearer: [] }],
        body: CreateAddressBodySchema,
        response: { 200: AddressEnvelopeSchema, ...failures(400, 401, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      message: translate('addresses.added', request.lang),
      data: await createAddress(app.db, request.user!.id, request.body, request.lang),
    }),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/addresses/:id',
    schema: {
      tags: ['addresses'],
      summary:
        'Changes an own address (any of its fields; `details` is the street of a free-text one); ' +
        'is_default=1 makes it the only default',
      security: [{ bearer: [] }],
      params: IdParamSchema,
      body: UpdateAddressBodySchema,
      response: { 200: AddressEnvelopeSchema, ...failures(400, 401, 404, 422) },
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const data = await updateAddress(
        app.db,
        request.user!.id,
        request.params.id,
        request.body,
        request.lang,
      );
      const onlyDefault =
        Object.keys(request.body).every((k) => k === 'is_default') && request.body.is_default;
      const message = translate(onlyDefault ? 'addresses.madeDefault' : 'addresses.updated', request.lang);
      return { status: true as const, message, data };
    },
  });

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Deletes an own address (the newest other one becomes the default)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await deleteAddress(app.db, request.user!.id, request.params.id);
      return { status: true as const, message: translate('addresses.deleted', request.lang) };
    },
  );
};
