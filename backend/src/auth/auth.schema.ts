import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** express-session rows: sessions survive restarts and are shared by every backend instance. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

/** Failed-login counters of rate-limiter-flexible's drizzle store (its column names are fixed). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

// Session state that concurrent requests of one session change: rows updated one statement at a
// time instead of fields of the session object, which express-session writes back whole (the last
// request would win). They go with their session row.
const sessionRef = () => sessions.sid;

/** The units a browser session connected: only their values reach its websockets. */
export const sessionUnits = pgTable(
  'session_units',
  {
    sid: text('sid').notNull().references(sessionRef, { onDelete: 'cascade' }),
    sn: text('sn').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sid, table.sn] })],
);

/** The last 3-digit counter handed out for a request with parameters (spec 7). */
export const sessionCounters = pgTable('session_counters', {
  sid: text('sid').primaryKey().references(sessionRef, { onDelete: 'cascade' }),
  requestCounter: integer('request_counter').notNull(),
});

/** A demo session's fake serials (spec 6, 9): one fake per real serial, stable while it lives. */
export const sessionDemoSerials = pgTable(
  'session_demo_serials',
  {
    sid: text('sid').notNull().references(sessionRef, { onDelete: 'cascade' }),
    fake: text('fake').notNull(),
    real: text('real').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sid, table.fake] }),
    uniqueIndex('session_demo_serials_real_idx').on(table.sid, table.real),
  ],
);

/**
 * SAML AuthnRequest and LogoutRequest ids the portal sent and has not seen answered: an answer must
 * name one (InResponseTo), which is then removed, so a response cannot be posted twice. In the
 * database, so any instance can take the answer to another's request. `browser`: for a login, the
 * hash of the nonce in the cookie of the browser that started it (only that browser may post the
 * answer); null for a logout.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    browser: text('browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saml_requests_created_idx').on(table.createdAt)],
);

/**
 * The backend instances running on this database and a fingerprint of the secret each signs session
 * cookies with: an instance whose secret differs from a live one's refuses to start (its sessions
 * would be invalid on the other). Rows of instances not seen for a while are dropped.
 */
export const portalInstances = pgTable('portal_instances', {
  instanceId: text('instance_id').primaryKey(),
  secretFingerprint: text('secret_fingerprint').notNull(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});
