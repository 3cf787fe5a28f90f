// Import boundaries (CONVENTIONS.md), as zones of import-x/no-restricted-paths. The zones are built
// from the folders on disk when eslint loads, so a new feature or domain is covered without editing
// this file (the rule has no "any other folder" form of its own).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;

function subfolders(path) {
  try {
    return readdirSync(join(root, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return []; // an app without features yet
  }
}

/** The host and every remote: React apps with `src/app/` and `src/features/<feature>/`. */
export const frontEndApps = ['shell', ...subfolders('.').filter((name) => name.startsWith('mf-'))];

/** Test helpers render whole pages and routes, so they may reach src/app; shipped files may not. */
const shippedFiles = '**/!(*.spec|test-utils).{ts,tsx}';

/**
 * mf-dashboard's shared folders, lowest first: each may import only the ones before it. `unit` holds a
 * unit's data (metadata, live values, collector), `widgets` draw it, `layout` arranges widgets into
 * pages.
 */
const layers = { 'mf-dashboard': ['unit', 'components', 'widgets', 'layout'] };

/** A layer imports no layer above it. */
function layerZones(app) {
  const order = layers[app] ?? [];
  return order.slice(0, -1).map((layer, index) => ({
    target: `${app}/src/${layer}/${shippedFiles}`,
    from: order.slice(index + 1).map((above) => `${app}/src/${above}`),
    message: `${app}/src/${layer} imports none of ${order.slice(index + 1).join(', ')} (the layers above it).`,
  }));
}

/**
 * A feature never imports another feature or the app's composition (routes, layout, providers);
 * an app's shared code (every src folder but app/ and features/) imports neither.
 */
function frontEndZones(app) {
  const features = subfolders(`${app}/src/features`);
  const featureZones = features.map((feature) => ({
    target: `${app}/src/features/${feature}`,
    from: [
      `${app}/src/app`,
      ...features.filter((other) => other !== feature).map((other) => `${app}/src/features/${other}`),
    ],
    message:
      'A feature imports neither another feature nor src/app; move what both need to src/components or web-kit.',
  }));
  const sharedZones = subfolders(`${app}/src`)
    .filter((folder) => folder !== 'app' && folder !== 'features')
    .map((folder) => ({
      target: `${app}/src/${folder}/${shippedFiles}`,
      from: [`${app}/src/app`, `${app}/src/features`],
      message:
        'Shared code imports neither a feature nor src/app; pass what it needs in, or move it down here.',
    }));
  return [...featureZones, ...sharedZones, ...layerZones(app)];
}

const backendSrc = 'backend/src';

// `database` assembles every domain's tables for drizzle and the migrations: it may import them all.
const domains = subfolders(backendSrc).filter((domain) => domain !== 'database');

/**
 * The backend's domains from the bottom up (CONVENTIONS.md: no two domains import each other). A
 * domain imports only domains of lower layers; shared types move down (to the lower domain or to
 * contracts), as the session user moved to auth and the location read model to units. Table files
 * are left to the table zones below: foreign keys, and the read models of docs/adr/0003, point any
 * way. A domain not listed yet counts as the top layer: it may import every listed domain, and no
 * listed domain may import it.
 */
const backendLayers = [
  ['common', 'audit', 'catalog', 'config'],
  ['files', 'mail', 'timeseries', 'docs', 'health'],
  ['users'],
  ['auth'],
  ['live', 'styles', 'web', 'webhooks'],
  ['devices'],
  ['units'],
  // Commands send what canip and campaigns ask; the callers check access.
  ['commands'],
  ['admin', 'canip', 'locations'],
  // Charts draw a unit's incidents over its history: alarms sits below them.
  ['alarms'],
  // The fleet overview reads the units' visibility from units; it sits beside charts.
  ['charts', 'shop', 'device-menu', 'fleet'],
  ['demo', 'info'],
  ['hzatool', 'provision', 'simulation'],
  // The balance reads the energy-tax tool's models; the reports (unlisted, above) print the balance.
  ['balance'],
];

const layerOf = (domain) => {
  const layer = backendLayers.findIndex((names) => names.includes(domain));
  return layer === -1 ? backendLayers.length : layer;
};

/** A domain never imports a domain of its own layer or above it (their table files aside). */
function layerZone(domain) {
  const layer = layerOf(domain);
  const upward = domains.filter((other) => other !== domain && layerOf(other) >= layer);
  if (upward.length === 0) return [];
  return [
    {
      target: `${root}/${backendSrc}/${domain}/**/*.ts`,
      from: upward.map((other) => `${root}/${backendSrc}/${other}/**/!(*.schema).ts`),
      message:
        'A backend domain imports only domains of lower layers (backendLayers in eslint.boundaries.js): move what both need down.',
    },
  ];
}

// Files that read other domains' tables on purpose, each with its reason in
// docs/adr/0003-units-read-model.md: the units domain's read model pages and filters units by their
// locations, partners and operators in one SQL query (list, visibility rule, simulated fleet), and
// the device credentials check reads the units table of the domain above devices in the module graph.
const tableReaders = {
  units: [
    'unit-list.repository',
    'unit-list.filter',
    'unit-attention',
    'unit-status',
    'unit-visibility',
    'simulated-fleet',
    'campaign-candidates',
  ],
  // A campaign unit's result is its command's state, read through a join (docs/adr/0022).
  campaigns: ['campaigns.repository'],
  // The fleet overview's aggregates over units, glance, presence, incidents and daily rollups in one
  // statement each (docs/adr/0021-fleet-overview.md).
  fleet: ['fleet.repository', 'fleet-energy.repository'],
  // stored-attention also writes the units' attention columns after each glance and presence
  // (docs/adr/0026-stored-attention.md).
  devices: ['credentials.repository', 'glance.repository', 'stored-attention'],
};

// Services whose rate limiter (rate-limiter-flexible) is handed its table and runs the SQL itself.
const tableHandingServices = ['login-throttle', 'service-code-throttle'];

/**
 * A domain reaches another domain through its exported services, never through its repositories or
 * tables. Table files may still import other tables: foreign keys are declared where a table is.
 */
function backendZones(domain) {
  const others = domains.filter((other) => other !== domain);
  const message = "Use the owning domain's service instead of its repositories or tables (docs/adr/0003).";
  const notReadingTables = ['*.schema', ...(tableReaders[domain] ?? [])].join('|');
  return [
    {
      target: `${root}/${backendSrc}/${domain}/**/*.ts`,
      from: others.map((other) => `${root}/${backendSrc}/${other}/**/*.repository.ts`),
      message,
    },
    {
      target: `${root}/${backendSrc}/${domain}/**/!(${notReadingTables}).ts`,
      from: others.map((other) => `${root}/${backendSrc}/${other}/**/*.schema.ts`),
      message,
    },
    ...layerZone(domain),
  ];
}

/** Services hold the rules, repositories the SQL: a service does not import tables, its own either. */
const serviceZones = [
  {
    target: `${root}/${backendSrc}/**/!(${tableHandingServices.join('|')}).service.ts`,
    from: `${root}/${backendSrc}/**/*.schema.ts`,
    message: "A service leaves the tables to its domain's repository (CONVENTIONS.md, Back end).",
  },
];

export const boundaryZones = [
  ...frontEndApps.flatMap(frontEndZones),
  ...domains.flatMap(backendZones),
  ...serviceZones,
];
