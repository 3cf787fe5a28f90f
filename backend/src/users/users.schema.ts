import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export interface UserMetaData {
  email: string;
  reviewUserData: boolean;
}

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Always stored lowercased (see contracts loginField). */
  login: text('login').notNull().unique(),
  name: text('name').notNull().default(''),
  firma: text('firma').notNull().default(''),
  email: text('email').notNull().default(''),
  type: text('type').notNull().default('BENUTZER'),
  /** scrypt hash; null = empty password (login only by hash link, then forced to set one). */
  passwordHash: text('password_hash'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  rights: text('rights')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  metaData: jsonb('meta_data').$type<UserMetaData>().notNull(),
  debug: boolean('debug').notNull().default(false),
  passwordInvalid: boolean('password_invalid').notNull().default(false),
  language: text('language').notNull().default('de-de'),
  translationLong: boolean('translation_long').notNull().default(false),
  youtubeCookie: boolean('youtube_cookie').notNull().default(false),
  /** Self-registered accounts stay unconfirmed until the e-mail link is used. */
  confirmed: boolean('confirmed').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  vname: text('vname').notNull().default(''),
  name: text('name').notNull(),
  anschrift1: text('anschrift1').notNull().default(''),
  anschrift2: text('anschrift2').notNull().default(''),
  anschrift3: text('anschrift3').notNull().default(''),
  land: text('land').notNull().default('DE'),
  plz: text('plz').notNull().default(''),
  ort: text('ort').notNull().default(''),
  telefon: text('telefon').notNull().default(''),
  mobil: text('mobil').notNull().default(''),
  telefax: text('telefax').notNull().default(''),
  mail: text('mail').notNull().default(''),
  /** The partner company's portal account (partner, subpartner or serviceparter role), if any. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Which service partners look after which operator. */
export const operatorPartners = pgTable(
  'operator_partners',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.partnerId] })],
);

export const addresses = pgTable('addresses', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firma: text('firma').notNull().default(''),
  umsatzsteuerId: text('umsatzsteuer_id').notNull().default(''),
  anrede: text('anrede').notNull(),
  titel: text('titel').notNull().default(''),
  vorname: text('vorname').notNull(),
  nachname: text('nachname').notNull(),
  strasse: text('strasse').notNull(),
  hausnummer: text('hausnummer').notNull(),
  plz: text('plz').notNull(),
  ort: text('ort').notNull(),
  telefonnummer: text('telefonnummer').notNull().default(''),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time login links: `id.secret` (user) or `sn.id.secret` (unit). Only the secret's hash is kept. */
export const loginTokens = pgTable('login_tokens', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'login' | 'pwreset' | 'confirm'>().notNull(),
  sn: text('sn'),
  /** Reusable tokens (a unit's login link) are not consumed on use. */
  reusable: boolean('reusable').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
