import { LANGS, type LocalizedText } from '@shop/shared';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  image: text().notNull(),
  url: text(),
  sortOrder: integer().notNull().default(0),
});

export const clients = pgTable('clients', {
  id: serial().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  image: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    lang: text({ enum: LANGS }).notNull().default('en'),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
