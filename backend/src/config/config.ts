import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type RemoteName,
  federationManifest,
  isSkinName,
  remoteBasePaths,
  skinBasePaths,
} from '@portal/contracts';
import { z } from 'zod';
import { type SamlConfig, SamlConfigError, samlConfig, samlEnvironment } from './saml-config.js';

/** A remote's manifest elsewhere: an absolute URL or a path on this server. */
const entryUrl = z
  .string()
  .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path starting with /')
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every environment variable the backend reads, with its default (the README's table mirrors this). */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * How long the server lets one of our transactions sit idle before it ends it: a stalled instance
   * (a paused VM, a frozen process) then no longer holds rows the others must write. Ignored without
   * DATABASE_URL.
   */
  DATABASE_IDLE_TRANSACTION_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  BRAND: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, 'lowercase letters and digits')
    .default('dachs'),
  SKIN: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/)
    .optional(),
  SERVER_NAME: z.string().default(''),
  PORTAL_NAME: z.string().min(1).optional(),
  WEB_NAME: z.string().min(1).optional(),
  PORTAL_MARKER: z.string().default(''),
  TITLE_SUFFIX: z.string().default(''),
  PUBLIC_URL: z.url().optional(),
  /** Further hosts (host or host:port, comma-separated) the portal is opened by; see portalHosts. */
  PORTAL_HOSTS: z
    .string()
    .regex(/^[\w.:[\]\s,-]*$/, 'comma-separated host or host:port entries')
    .default(''),
  SEED_DEMO: flag.default(false),
  DEMO_PASSWORD: z.string().min(10, 'at least 10 characters').default('portal-demo-1'),
  /** scrypt's N as a power of two for new password hashes (15: 32 MiB each); lower for tests only. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  SESSION_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Portal <portal@localhost>'),
  /** How long an instance holds the mails it claimed; a crashed instance's claims are free after it. */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DOC_URL: z.string().default('/docs/'),
  /** A folder of stylesheets for this install: custom.css, custom.<skin>.css, layout.css, layout.<skin>.css. */
  STYLES_DIR: z.string().min(1).optional(),
  SHOP_ORDER_URL: z.string().default('https://shop.example.com/order'),
  /** Shared with the web shop: signs its order notifications and basket reads (HMAC-SHA256). */
  SHOP_NOTIFY_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** While set, ordering is off and the text is shown (app.services.wartung). */
  SHOP_MAINTENANCE: z.string().max(500).default(''),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  WEB_ROOT: z.string().min(1).optional(),
  REMOTE_MF_UNITS_URL: entryUrl,
  REMOTE_MF_DASHBOARD_URL: entryUrl,
  REMOTE_MF_HZATOOL_URL: entryUrl,
  REMOTE_MF_SHOP_URL: entryUrl,
  REMOTE_MF_DEVICE_URL: entryUrl,
  REMOTE_MF_FLEET_URL: entryUrl,
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  MQTT_HOST: z.string().default('127.0.0.1'),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must be an mqtt:// or mqtts:// URL')
    .optional(),
  MQTT_GATEWAY_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/?#]/, 'must be a redis:// or rediss:// URL')
    .optional(),
  MQTT_DYNSEC: flag.default(false),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('portal'),
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  SIM_UNITS: z.coerce.number().int().min(0).max(10000).default(0),
  SIM_SEED: z.coerce.number().int().default(1),
  SIM_INTERVAL_SECONDS: z.coerce.number().positive().default(10),
  SIM_SPEEDUP: z.coerce.number().positive().default(1),
  /** Share of the simulated units that refuse remote writes (locked on site), and that drop away after the start for SIM_OUTAGE_SECONDS. */
  SIM_REFUSE_SHARE: z.coerce.number().min(0).max(1).default(0),
  SIM_OUTAGE_SHARE: z.coerce.number().min(0).max(1).default(0),
  SIM_OUTAGE_SECONDS: z.coerce.number().positive().max(86_400).default(300),
  /** Test control of the embedded simulated units (POST /rest/simulation/...); never on in production. */
  SIM_CONTROL: flag.default(false),
  /** Seconds an installer's service level lasts without an installer action (device menu). */
  SERVICE_LEVEL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(1000).default(400),
  /** Alarms (issue 42): a unit offline this long is an incident (30 min; users choose 5 min to 24 h). */
  ALARM_OFFLINE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  /** A unit online but sending no values this long is a data gap incident. */
  ALARM_GAP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** A cause gone for this long resolves its incident; back sooner, it stays the same incident. */
  ALARM_CLEAR_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /**
   * How often expired commands are ended, queued ones of units online sent, and campaigns moved on
   * (issue 44); a unit coming online is served at once all the same.
   */
  COMMAND_SWEEP_SECONDS: z.coerce.number().positive().max(300).default(2),
  /**
   * How old the fleet overview's figures may get (ADR 0021): a viewer's are computed again after
   * this long (the older ones answered meanwhile, for up to 5 minutes), and the energy per day is
   * brought up to date with what was written this often. 0: computed for every call (the API tests).
   */
  FLEET_REFRESH_SECONDS: z.coerce.number().min(0).max(300).default(30),
  /**
   * How often each unit's operating hours a day are averaged anew from its hours counter, for the
   * time left to its next service (docs/adr/0021); 0: at start only.
   */
  MAINTENANCE_FORECAST_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(3600),
  /**
   * How often the embedded database looks for tables to analyze and vacuum, as a server's autovacuum
   * does (PGlite has none; docs/adr/0027); 0: never. Ignored with DATABASE_URL.
   */
  EMBEDDED_MAINTENANCE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How often the advice detectors run over the units' history (docs/adr/0024); 0: never. */
  ADVICE_SWEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** How often the monthly reports due for mailing are looked for (0: never mailed). */
  REPORTS_SWEEP_SECONDS: z.coerce.number().min(0).max(86_400).default(900),
  /** Last month's reports are mailed on the first days of a month, up to this day. */
  REPORTS_MAIL_UNTIL_DAY: z.coerce.number().int().min(1).max(28).default(5),
  /** An instance that claimed a unit's mailing and did not finish it in this time lost it to another. */
  REPORTS_CLAIM_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /** How often due offline alarms and cleared causes are looked for. */
  ALARM_SWEEP_SECONDS: z.coerce.number().positive().max(300).default(5),
  /** An open, unacknowledged incident goes to the unit's partners after 4 h, to the manufacturer's service after 24 h. */
  ALARM_ESCALATE_PARTNER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(4 * 3600),
  ALARM_ESCALATE_SERVICE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(24 * 3600),
  /**
   * Calls per window for one access token or logged-in session (docs/adr/0019): 600 a minute lets
   * a script poll 100 units every 10 s and a page load's burst pass, and holds a runaway loop at 10/s.
   */
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Calls per window for one client address without a session or token (offices share one address). */
  RATE_LIMIT_ANONYMOUS_POINTS: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  INGEST_BATCH_MS: z.coerce.number().int().positive().default(1000),
  SAMPLES_RETENTION_DAYS: z.coerce.number().int().min(0).default(400),
  ROLLUPS_RETENTION_DAYS: z.coerce.number().int().min(0).default(0),
  ...samlEnvironment,
});

export type Environment = z.input<typeof environmentSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_IDLE_TRANSACTION_MS: the server ends a transaction of ours left idle this long. */
  databaseIdleTransactionMs: number;
  brand: string;
  skin: string;
  /** SERVER_NAME; '' when none is set (the header shows the portal name then). */
  serverName: string;
  portalName: string;
  webName: string;
  /** Pages whose address contains it are portal pages ('' = all): they are titled by the portal name. */
  portalMarker: string;
  titleSuffix: string;
  publicUrl: string | undefined;
  /**
   * Hosts (host:port as browsers send them, lower case) the portal is known by: PUBLIC_URL's, the
   * loopback names on PORT and PORTAL_HOSTS. The shop hand-over and return use the one a request came
   * by only when it is listed here, never an arbitrary Host header.
   */
  portalHosts: readonly string[];
  seedDemo: boolean;
  demoPassword: string;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  sessionSecret: string;
  sessionMaxAgeMs: number;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailLeaseMs: number;
  docUrl: string;
  /** The install's stylesheet files (spec 7 layout and custom CSS); undefined: none. */
  stylesDir: string | undefined;
  shopOrderUrl: string;
  /** Without it the portal accepts no shop notifications (401). */
  shopNotifySecret: string | undefined;
  shopMaintenance: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  version: string;
  /** Folder holding shell, the mf-* remotes and skins with their builds (default: the repository root). */
  webRoot: string;
  /** Module-federation manifest URL per remote, handed to the shell in init's app.remotes. */
  remoteEntries: Record<RemoteName, string>;
  /** Manifest URL of the configured skin (the neutral one for an unknown skin) and of the neutral one. */
  skinEntry: string;
  skinFallbackEntry: string;
  /** Port of the embedded MQTT broker (0 = any free port); unused when mqttUrl is set. */
  mqttPort: number;
  /** MQTT_PORT was given: never move the broker to another port. */
  mqttPortFixed: boolean;
  mqttHost: string;
  /** An external broker; then the embedded one does not start. */
  mqttUrl: string | undefined;
  /**
   * Units' logins and ACLs on the external broker by Mosquitto's dynamic-security plugin, which the
   * portal (MQTT_URL's user, a dynsec admin) administers when it provisions units.
   */
  mqttDynsec: boolean;
  /**
   * Name of the shared subscriptions on an external broker: the instances of one portal share it;
   * another portal on the same broker needs a name of its own (else it would take messages).
   */
  mqttShareGroup: string;
  /** Password of the portal's own MQTT login (user `portal`) on the embedded broker. */
  mqttGatewaySecret: string;
  /** Redis carrying live events between instances (pub/sub); undefined: in-process only. */
  redisUrl: string | undefined;
  /** Names this backend instance (RPC replies are addressed to it). */
  instanceId: string;
  /** INSTANCE_ID was given (else instanceId is random per start). */
  instanceIdFixed: boolean;
  /** How many seeded units the simulated fleet runs (0 = none). */
  simUnits: number;
  simSeed: number;
  simIntervalSeconds: number;
  simSpeedup: number;
  /** Shares of the simulated fleet that refuse writes / go on an outage after the start (issue 44). */
  simMisbehaviour: { refuseShare: number; outageShare: number; outageSeconds: number };
  /** Whether the embedded simulation takes test controls (a locking fault on a unit). */
  simControl: boolean;
  /** How long a service level lasts after the last installer action (ms). */
  serviceLevelMs: number;
  /** Days of history the demo seed computes for each unit that sends values (0 = none). */
  demoHistoryDays: number;
  /** Alarms (issue 42): offline grace, data gap, hysteresis of a clearing cause, sweep interval, escalation steps (ms). */
  alarms: {
    offlineMs: number;
    gapMs: number;
    clearMs: number;
    sweepMs: number;
    escalateToPartnersMs: number;
    escalateToServiceMs: number;
  };
  /** Set-point commands and campaigns (issue 44). */
  commands: { sweepMs: number };
  /** Warnings before failure (issue 45): how often the detectors sweep, ms (0: never). */
  advice: { sweepMs: number };
  /** The monthly report mails (issue 45): sweep interval (0: off), last day of a month to send, claim lease. */
  reports: { sweepMs: number; mailUntilDay: number; claimMs: number };
  /** The fleet overview (issue 44). */
  fleet: { refreshMs: number };
  /** The time left to each unit's next service (devices/maintenance-forecast.ts). */
  maintenance: { forecastMs: number; embeddedMs: number };
  /** Calls per window and caller (token, session, else client address); see rate-limits/. */
  rateLimits: { points: number; anonymousPoints: number; windowSeconds: number };
  /** Longest wait before buffered samples are written. */
  ingestBatchMs: number;
  /** Raw samples older than this are dropped (0 = kept forever). */
  samplesRetentionDays: number;
  /** Rollups older than this are dropped (0 = kept forever). */
  rollupsRetentionDays: number;
  /** Single sign-on through a SAML2 IdP; undefined when off. */
  saml: SamlConfig | undefined;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const brandNames: Record<string, string> = {
  dachs: 'Dachs Portal',
  remeha: 'Remeha Portal',
  broetje: 'Brötje Portal',
};

/** The name of a skin's web access to a single unit (the Dachs's is DachsWEB, as its consent says). */
const webNames: Record<string, string> = {
  dachs: 'DachsWEB',
  remeha: 'Remeha Web',
  broetje: 'Brötje Web',
};

/** A secret generated once and kept in DATA_DIR, so sessions stay valid across restarts. */
function persistedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The repository root: three levels up from both src/config/ (tests) and dist/config/ (built). */
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

const remoteManifest = (name: RemoteName) => `${remoteBasePaths[name]}${federationManifest}`;

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  let saml: SamlConfig | undefined;
  try {
    saml = samlConfig(env);
  } catch (error) {
    if (!(error instanceof SamlConfigError)) throw error;
    throw new Error(`Invalid configuration:\n  ${error.variable}: ${error.message}`, { cause: error });
  }
  if (env.MQTT_DYNSEC && !(env.MQTT_URL && new URL(env.MQTT_URL).username))
    throw new Error(
      'Invalid configuration:\n  MQTT_DYNSEC: needs MQTT_URL with the login of a dynamic-security admin (mqtt://user:password@host)',
    );
  const dataDir = resolve(env.DATA_DIR);
  const skin = env.SKIN ?? env.BRAND;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseIdleTransactionMs: env.DATABASE_IDLE_TRANSACTION_MS,
    brand: env.BRAND,
    skin,
    serverName: env.SERVER_NAME,
    // Named as it looks: a remeha-skinned portal is the Remeha Portal whatever brand key it serves.
    portalName: env.PORTAL_NAME ?? brandNames[skin] ?? 'Unit Portal',
    webName: env.WEB_NAME ?? webNames[skin] ?? 'Unit Web',
    portalMarker: env.PORTAL_MARKER,
    titleSuffix: env.TITLE_SUFFIX,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    portalHosts: portalHostsOf(env.PORT, env.PUBLIC_URL, env.PORTAL_HOSTS),
    seedDemo: env.SEED_DEMO,
    demoPassword: env.DEMO_PASSWORD,
    passwordHashCost: env.PASSWORD_HASH_COST,
    sessionSecret: env.SESSION_SECRET ?? persistedSessionSecret(dataDir),
    sessionMaxAgeMs: env.SESSION_MAX_AGE_HOURS * 3600_000,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailLeaseMs: env.MAIL_LEASE_SECONDS * 1000,
    docUrl: env.DOC_URL,
    stylesDir: env.STYLES_DIR === undefined ? undefined : resolve(env.STYLES_DIR),
    shopOrderUrl: env.SHOP_ORDER_URL,
    shopNotifySecret: env.SHOP_NOTIFY_SECRET,
    shopMaintenance: env.SHOP_MAINTENANCE,
    logLevel: env.LOG_LEVEL,
    version: packageVersion(),
    webRoot: resolve(env.WEB_ROOT ?? repositoryRoot),
    remoteEntries: {
      mf_units: env.REMOTE_MF_UNITS_URL ?? remoteManifest('mf_units'),
      mf_dashboard: env.REMOTE_MF_DASHBOARD_URL ?? remoteManifest('mf_dashboard'),
      mf_hzatool: env.REMOTE_MF_HZATOOL_URL ?? remoteManifest('mf_hzatool'),
      mf_shop: env.REMOTE_MF_SHOP_URL ?? remoteManifest('mf_shop'),
      mf_device: env.REMOTE_MF_DEVICE_URL ?? remoteManifest('mf_device'),
      mf_fleet: env.REMOTE_MF_FLEET_URL ?? remoteManifest('mf_fleet'),
    },
    skinEntry: `${skinBasePaths[isSkinName(skin) ? skin : 'none']}${federationManifest}`,
    skinFallbackEntry: `${skinBasePaths.none}${federationManifest}`,
    mqttPort: env.MQTT_PORT,
    mqttPortFixed: environment.MQTT_PORT !== undefined,
    mqttHost: env.MQTT_HOST,
    mqttUrl: env.MQTT_URL,
    mqttDynsec: env.MQTT_DYNSEC,
    mqttShareGroup: env.MQTT_SHARE_GROUP,
    mqttGatewaySecret: env.MQTT_GATEWAY_SECRET ?? randomBytes(24).toString('base64url'),
    redisUrl: env.REDIS_URL,
    instanceId: env.INSTANCE_ID ?? randomBytes(6).toString('hex'),
    instanceIdFixed: env.INSTANCE_ID !== undefined,
    simUnits: env.SIM_UNITS,
    simSeed: env.SIM_SEED,
    simIntervalSeconds: env.SIM_INTERVAL_SECONDS,
    simSpeedup: env.SIM_SPEEDUP,
    simMisbehaviour: {
      refuseShare: env.SIM_REFUSE_SHARE,
      outageShare: env.SIM_OUTAGE_SHARE,
      outageSeconds: env.SIM_OUTAGE_SECONDS,
    },
    simControl: env.SIM_CONTROL,
    serviceLevelMs: env.SERVICE_LEVEL_SECONDS * 1000,
    demoHistoryDays: env.DEMO_HISTORY_DAYS,
    alarms: {
      offlineMs: env.ALARM_OFFLINE_SECONDS * 1000,
      gapMs: env.ALARM_GAP_SECONDS * 1000,
      clearMs: env.ALARM_CLEAR_SECONDS * 1000,
      sweepMs: env.ALARM_SWEEP_SECONDS * 1000,
      escalateToPartnersMs: env.ALARM_ESCALATE_PARTNER_SECONDS * 1000,
      escalateToServiceMs: env.ALARM_ESCALATE_SERVICE_SECONDS * 1000,
    },
    commands: { sweepMs: env.COMMAND_SWEEP_SECONDS * 1000 },
    advice: { sweepMs: env.ADVICE_SWEEP_MINUTES * 60_000 },
    reports: {
      sweepMs: env.REPORTS_SWEEP_SECONDS * 1000,
      mailUntilDay: env.REPORTS_MAIL_UNTIL_DAY,
      claimMs: env.REPORTS_CLAIM_SECONDS * 1000,
    },
    fleet: { refreshMs: env.FLEET_REFRESH_SECONDS * 1000 },
    maintenance: {
      forecastMs: env.MAINTENANCE_FORECAST_SECONDS * 1000,
      embeddedMs: env.EMBEDDED_MAINTENANCE_SECONDS * 1000,
    },
    rateLimits: {
      points: env.RATE_LIMIT_POINTS,
      anonymousPoints: env.RATE_LIMIT_ANONYMOUS_POINTS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
    ingestBatchMs: env.INGEST_BATCH_MS,
    samplesRetentionDays: env.SAMPLES_RETENTION_DAYS,
    rollupsRetentionDays: env.ROLLUPS_RETENTION_DAYS,
    saml,
  };
}

/** Names of this machine as a browser on it may use them (the stand-in shop runs there too). */
export const loopbackNames: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

function portalHostsOf(port: number, publicUrl: string | undefined, listed: string): string[] {
  const hosts = new Set(loopbackNames.map((name) => `${name}:${port}`));
  // Browsers leave out the scheme's default port.
  if (port === 80) for (const name of loopbackNames) hosts.add(name);
  // URL.host leaves out a scheme's default port, as browsers do in the Host header.
  if (publicUrl) hosts.add(new URL(publicUrl).host.toLowerCase());
  for (const entry of listed.split(',')) if (entry.trim()) hosts.add(entry.trim().toLowerCase());
  return [...hosts];
}
