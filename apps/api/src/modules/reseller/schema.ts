import { IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const LineSchema = z.object({
  product_id: IdSchema.describe('A product of GET /api/products/{id}'),
  width: z.number().positive().max(100_000).optional().describe('cm, for products sold by size'),
  height: z.number().positive().max(100_000).optional().describe('cm, for products sold by size'),
  quantity: z.number().int().min(1).max(1_000_000),
  options: z
    .array(IdSchema)
    .max(50)
    .default([])
    .describe('Option ids of the product (GET /api/products/{id})'),
});

const DestinationSchema = z.object({
  country: z.string().trim().min(2).max(2).describe('ISO 3166-1 alpha-2, e.g. ES'),
  postcode: z.string().trim().min(1).max(20),
});

export const QuoteBodySchema = z
  .object({
    lines: z.array(LineSchema).min(1).max(50),
    destination: DestinationSchema,
  })
  .meta({
    example: {
      lines: [{ product_id: 1, width: 200, height: 100, quantity: 2, options: [] }],
      destination: { country: 'ES', postcode: '28001' },
    },
  });

export type QuoteBody = z.output<typeof QuoteBodySchema>;

const ArtworkSchema = z
  .object({
    upload_id: IdSchema.optional().describe('From POST /api/reseller/uploads'),
    url: z
      .string()
      .max(2000)
      .optional()
      .describe('https:// address the shop fetches (size, type and time limited)'),
  })
  .describe('One of upload_id or url');

const OrderLineSchema = LineSchema.extend({ artwork: ArtworkSchema });

const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u);

export const DeliveryAddressSchema = z.object({
  contact_name: printable(120),
  company: printable(120).optional(),
  street: printable(200),
  details: printable(200).optional(),
  postcode: printable(20),
  city: printable(100),
  province: printable(100).optional(),
  country: z.string().trim().length(2).describe('ISO 3166-1 alpha-2'),
  phone: printable(40),
});

export const SenderSchema = z
  .object({
    name: printable(120),
    address_lines: z.array(printable(200)).min(1).max(4),
  })
  .describe("The reseller's name and return address, printed as the sender when blind_shipping is on");

export const OrderBodySchema = z
  .object({
    external_ref: printable(100).describe('Your own order number: unique per account'),
    quote_id: z.string().max(40).optional(),
    lines: z.array(OrderLineSchema).min(1).max(50).optional(),
    /** With quote_id: one artwork per quoted line, in the quote's order. */
    artwork: z.array(ArtworkSchema).max(50).optional(),
    delivery_address: DeliveryAddressSchema,
    blind_shipping: z.boolean().default(false),
    sender: SenderSchema.optional(),
    po_number: z.string().max(200).optional(),
  })
  .meta({
    example: {
      external_ref: 'WEB-10042',
      lines: [
        {
          product_id: 1,
          width: 200,
          height: 100,
          quantity: 2,
          options: [],
          artwork: { url: 'https://files.example.com/banner-10042.pdf' },
        },
      ],
      delivery_address: {
        contact_name: 'Lucía Pérez',
        street: 'Calle Mayor 1',
        postcode: '28013',
        city: 'Madrid',
        country: 'ES',
        phone: '+34 600 000 000',
      },
      blind_shipping: true,
      sender: { name: 'Rótulos Norte SL', address_lines: ['Calle Real 5', '48001 Bilbao'] },
      po_number: 'PO-7731',
    },
  });

export type OrderBody = z.output<typeof OrderBodySchema>;

export const UploadUrlBodySchema = z.object({ url: z.string().max(2000) });

export const ExternalRefQuerySchema = z.object({ external_ref: z.string().trim().min(1).max(100) });
