/**
 * The demo world: realistic German partners, operators, locations and units that seed an empty database.
 * Pure and deterministic: every variation comes from a small seeded PRNG, so one seed always gives one
 * world (tests, screenshots and demo sessions stay reproducible).
 */

import { type LocationTextField, externalSerialPrefix, systemtechnikTypes } from '@portal/contracts';
import { externUnitModels } from '../units/extern-unit.js';

export interface DemoPartner {
  key: string;
  /** Contact person at the company (full name); `name` is the company itself. */
  vname: string;
  name: string;
  anschrift1: string;
  anschrift2: string;
  anschrift3: string;
  land: string;
  plz: string;
  ort: string;
  telefon: string;
  mobil: string;
  telefax: string;
  mail: string;
}

export interface DemoUser {
  /** Lowercase. */
  login: string;
  name: string;
  firma: string;
  email: string;
  /** From: betreiber, betreiberold, partner, subpartner, serviceparter, admin, demo, extern, and the brand key. */
  roles: string[];
  rights: string[];
  debug: boolean;
  /** The operator must review the address data on next login. */
  reviewUserData: boolean;
  /** True only for the role accounts; the other operators have no password. */
  canLogIn: boolean;
  /** Operators: the partners that look after them. */
  partnerKeys: string[];
  /** Partner/subpartner accounts: the partner company record they log in for. */
  companyPartnerKey?: string;
}

/** The location's text fields as the contracts list them, plus what is its own. */
export interface DemoLocation extends Record<LocationTextField, string> {
  uuid: string;
  locationVirtual: boolean;
  locationInfo: Record<string, boolean | string>;
  partnerKeys: string[];
}

export interface DemoUnit {
  seriennummer: string;
  msrTyp: number;
  hasVertrag: boolean;
  module: string;
  benennung: string;
  artikelNummer: string;
  productGroup: string;
  locationUuid: string | null;
  /** Dates are 'YYYY-MM-DD'. */
  inbetriebnahmeDatum: string | null;
  modernisierungDatum: string | null;
  ausserbetriebnahmeDatum: string | null;
  external: boolean;
  infoMap: Record<string, string>;
  zustimmungMap: Record<string, boolean>;
  /** Operator logins. */
  operators: string[];
  /** Old units whose unit password is the demo password (the seed stores its hash). */
  legacyPassword: boolean;
}

/** A service booked for a location, for a year counted back from the day the world is seeded. */
export interface DemoBooking {
  locationUuid: string;
  service: 'hzatool';
  /** 1: last year (the year the energy-tax tool is sold for), 0: the running year. */
  yearsAgo: 0 | 1;
}

export interface DemoWorld {
  partners: DemoPartner[];
  users: DemoUser[];
  locations: DemoLocation[];
  units: DemoUnit[];
  bookings: DemoBooking[];
}

const DEFAULT_SEED = 20261122;
const DEFAULT_TODAY = '2026-11-22';
/** The oldest commissioning date in the world; classic Dachs units of that era still run. */
const EARLIEST_DATE = '2008-01-01';
const OPERATOR_COUNT = 20;
const fixedLogins: readonly string[] = [
  'admin',
  'betreiber',
  'betreiberold',
  'partner',
  'subpartner',
  'serviceparter',
  'demo',
  'extern',
];

// ---- seeded randomness ---------------------------------------------------------------------------

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  digits(count: number): string;
}

/** Index access that fails loudly: the tables are static, so a miss is a programming error. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`demo world: index ${index} out of range`);
  return item;
}

/** mulberry32: tiny and good enough for demo data; Math.random would break reproducibility. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => at(items, int(0, items.length - 1)),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
      }
      return copy;
    },
    digits: (count) => Array.from({ length: count }, (_, i) => String(int(i === 0 ? 1 : 0, 9))).join(''),
  };
}

/** RFC 4122 version-4 layout from PRNG bytes, so uuids are valid yet reproducible. */
function uuidV4(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => rng.int(0, 255));
  bytes[6] = (at(bytes, 6) & 0x0f) | 0x40;
  bytes[8] = (at(bytes, 8) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---- dates (UTC day numbers, so the local time zone never matters) -------------------------------

const DAY_MS = 86_400_000;

function toDay(iso: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) {
    throw new Error(`demo world: '${iso}' is not a YYYY-MM-DD date`);
  }
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A day in [from, to], both clamped to today so nothing is ever commissioned in the future. */
function randomDay(rng: Rng, from: number, to: number, today: number): number {
  const hi = Math.min(to, today);
  const lo = Math.min(from, hi);
  return rng.int(lo, hi);
}

// ---- data tables ---------------------------------------------------------------------------------

/** [key, contact first name, contact last name, company, street, plz, ort, Vorwahl, mail domain] */
// prettier-ignore
const partnerTable = [
  ['300101', 'Thomas', 'Müller', 'Heizungsbau Müller GmbH', 'Mergentheimer Straße 52', '97082', 'Würzburg', '0931', 'heizungsbau-mueller'],
  ['300214', 'Andrea', 'Schneider', 'Haustechnik Schneider & Sohn GmbH', 'Frankfurter Straße 118', '34121', 'Kassel', '0561', 'schneider-haustechnik'],
  ['300327', 'Jens', 'Hansen', 'Wärmetechnik Hansen GmbH', 'Billstraße 41', '20539', 'Hamburg', '040', 'waermetechnik-hansen'],
  ['300442', 'Markus', 'Brandt', 'Brandt Heizung + Sanitär GmbH', 'Westfalendamm 87', '44141', 'Dortmund', '0231', 'brandt-shk'],
  ['300518', 'Sven', 'Krause', 'Energietechnik Krause GmbH', 'Torgauer Straße 80', '04318', 'Leipzig', '0341', 'krause-energietechnik'],
  ['300603', 'Claudia', 'Bauer', 'Bauer Haustechnik GmbH & Co. KG', 'Heilbronner Straße 190', '70191', 'Stuttgart', '0711', 'bauer-haustechnik'],
] as const;
/** The `partner` account logs in for the first company, `subpartner` for the second. */
const PARTNER_COMPANY = 0;
const SUBPARTNER_COMPANY = 1;

/** [ort, plz, Vorwahl, index of the regional partner in partnerTable] */
// prettier-ignore
const cityTable: readonly (readonly [string, string, string, number])[] = [
  ['Würzburg', '97070', '0931', 0], ['Schweinfurt', '97421', '09721', 0], ['Kitzingen', '97318', '09321', 0],
  ['Bamberg', '96047', '0951', 0], ['Regensburg', '93047', '0941', 0], ['Nürnberg', '90402', '0911', 0],
  ['München', '80331', '089', 0], ['Augsburg', '86150', '0821', 0], ['Passau', '94032', '0851', 0],
  ['Erlangen', '91054', '09131', 0], ['Aschaffenburg', '63739', '06021', 0],
  ['Kassel', '34117', '0561', 1], ['Fulda', '36037', '0661', 1], ['Frankfurt am Main', '60311', '069', 1],
  ['Marburg', '35037', '06421', 1], ['Erfurt', '99084', '0361', 1], ['Darmstadt', '64283', '06151', 1],
  ['Hamburg', '20095', '040', 2], ['Kiel', '24103', '0431', 2], ['Lübeck', '23552', '0451', 2],
  ['Bremen', '28195', '0421', 2], ['Oldenburg', '26122', '0441', 2],
  ['Dortmund', '44135', '0231', 3], ['Köln', '50667', '0221', 3], ['Münster', '48143', '0251', 3],
  ['Bielefeld', '33602', '0521', 3], ['Aachen', '52062', '0241', 3],
  ['Leipzig', '04109', '0341', 4], ['Dresden', '01067', '0351', 4], ['Potsdam', '14467', '0331', 4],
  ['Magdeburg', '39104', '0391', 4],
  ['Stuttgart', '70173', '0711', 5], ['Heidelberg', '69117', '06221', 5], ['Ulm', '89073', '0731', 5],
  ['Freiburg im Breisgau', '79098', '0761', 5],
];

// prettier-ignore
const streets = [
  'Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße', 'Lindenstraße', 'Kirchstraße',
  'Goethestraße', 'Schillerstraße', 'Bergstraße', 'Ringstraße', 'Waldstraße', 'Mühlenweg', 'Birkenweg',
  'Rosenstraße', 'Eichendorffstraße', 'Mozartstraße', 'Ahornweg', 'Feldstraße', 'Parkstraße',
  'Kastanienallee', 'Am Sonnenhang', 'Wiesenweg', 'Friedrich-Ebert-Straße', 'Uhlandstraße',
] as const;

// prettier-ignore
const firstNames = [
  'Andreas', 'Anna', 'Bernd', 'Birgit', 'Christian', 'Claudia', 'Daniel', 'Elke', 'Frank', 'Gabriele',
  'Jürgen', 'Julia', 'Karin', 'Klaus', 'Lena', 'Martin', 'Michael', 'Monika', 'Peter', 'Petra',
  'Ralf', 'Sabine', 'Sebastian', 'Susanne', 'Tobias', 'Ursula', 'Werner', 'Katharina', 'Uwe', 'Heike',
] as const;

// prettier-ignore
const lastNames = [
  'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Koch', 'Richter', 'Klein',
  'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Lange',
  'Schmitt', 'Vogt', 'Köhler', 'Lehmann', 'Maier', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz',
] as const;

/**
 * [name ({n} = surname of the location's operator, {s} = its street), ort or null for a virtual location,
 * the units there as kind tokens]. The first four rows are fixed: 0-2 belong to the `betreiber` account,
 * 3 to `betreiberold`.
 */
// prettier-ignore
const locationTable: readonly (readonly [string, string | null, string])[] = [
  ['Einfamilienhaus {n}', 'Würzburg', 'g2 puf'],
  ['Bäckerei {n}', 'Schweinfurt', 'g2 puf wp'],
  ['Ferienhaus {n}', 'Kitzingen', 'fc'],
  ['Wohnhaus {n}', 'Bamberg', 'msr2'],
  ['Hotel Zur Post', 'Regensburg', 'msr2 msr2 puf'],
  ['Grundschule am Lindenplatz', 'Nürnberg', 'g2 g2 puf netz'],
  ['Mehrfamilienhaus {s}', 'München', 'g2 puf'],
  ['Zweifamilienhaus {n}', 'Augsburg', 'fc bat'],
  ['Landgasthof Adler', 'Passau', 'msr2'],
  ['Einfamilienhaus {n}', 'Erlangen', 'g2o'],
  ['Autohaus {n}', 'Aschaffenburg', 'g2'],
  ['Zahnarztpraxis Dr. {n}', 'Kassel', 'g2'],
  ['Einfamilienhaus {n}', 'Fulda', 'msr2'],
  ['Seniorenheim St. Elisabeth', 'Frankfurt am Main', 'g2 g2 puf'],
  ['Einfamilienhaus {n}', 'Marburg', 'fc'],
  ['Schreinerei {n}', 'Erfurt', 'g2o'],
  ['Doppelhaushälfte {n}', 'Darmstadt', 'g2 wp'],
  ['Mehrfamilienhaus {s}', 'Hamburg', 'g2 puf'],
  ['Einfamilienhaus {n}', 'Kiel', 'fc'],
  ['Hotel Hafenblick', 'Lübeck', 'g2 puf'],
  ['Reihenhaus {n}', 'Bremen', 'msr2'],
  ['Gärtnerei {n}', 'Oldenburg', 'g2'],
  ['Einfamilienhaus {n}', 'Dortmund', 'g2'],
  ['Kindertagesstätte Sonnenschein', 'Köln', 'g2o'],
  ['Metzgerei {n}', 'Münster', 'msr2'],
  ['Zweifamilienhaus {n}', 'Bielefeld', 'fc'],
  ['Vereinsheim SV Grün-Weiß', 'Aachen', 'g2'],
  ['Einfamilienhaus {n}', 'Leipzig', 'g2 wp bat'],
  ['Pension Elbblick', 'Dresden', 'g2'],
  ['Wohnhaus {n}', 'Potsdam', 'fc'],
  ['Steuerbüro {n}', 'Magdeburg', 'g2 netz'],
  ['Einfamilienhaus {n}', 'Stuttgart', 'g2 puf'],
  ['Weingut {n}', 'Heidelberg', 'msr2'],
  ['Physiotherapie am Münsterplatz', 'Ulm', 'g2o'],
  ['Vorführanlage Schulungszentrum', null, 'g2'],
  ['Ersatzgerät Lager', null, 'fc'],
];
const BETREIBER_LOCATIONS = [0, 1, 2] as const;
const BETREIBEROLD_LOCATION = 3;
/** Partners of the betreiber's locations: exactly the partner and subpartner companies. */
const BETREIBER_SHARED_LOCATION = 2;
/** The betreiber's bakery also has a grid meter (added last, see betreiberGridMeter). */
const BETREIBER_GRID_LOCATION = 1;
/** The Dachs 0.8 at this betreiber location has no DACHSWEB consent (demo of a unit without consent). */
const BETREIBER_NO_CONSENT_LOCATION = 2;

/** Virtual locations are looked after by these partners. */
const virtualLocationPartners = [0, 3] as const;

const unitKinds = ['g2', 'g2o', 'fc', 'msr2', 'puf', 'wp', 'bat', 'netz', 'ext'] as const;
type UnitKind = (typeof unitKinds)[number];

function isUnitKind(token: string): token is UnitKind {
  return (unitKinds as readonly string[]).includes(token);
}

/** [benennung, artikelNummer, Gasart or '' when the unit burns nothing] */
type Model = readonly [string, string, string];

/** Part numbers of the classic Dachs come from the MSR2 documentation; the others are invented. */
const models: Record<Exclude<UnitKind, 'fc'>, readonly Model[]> = {
  g2: [
    ['Dachs Gen2 G5.5', '4700301000', 'Erdgas E'],
    ['Dachs Gen2 F5.5', '4700302000', 'Flüssiggas'],
  ],
  g2o: [['Dachs Gen2 G5.5', '4700301000', 'Erdgas LL']],
  msr2: [
    ['Dachs G 5.5', '4700107000', 'Erdgas E'],
    ['Dachs G 5.0', '4700164000', 'Erdgas LL'],
    ['Dachs F 5.5', '4700135000', 'Flüssiggas'],
    ['Dachs HR 5.3', '4700186000', 'Heizöl EL'],
  ],
  puf: [
    ['Energiespeicher SEplus 750', '4798145000', ''],
    ['Energiespeicher SEplus 1000', '4798146000', ''],
  ],
  wp: [
    ['Wärmepumpe Luft/Wasser LW 9', '4700410009', ''],
    ['Wärmepumpe Luft/Wasser LW 12', '4700410012', ''],
  ],
  bat: [
    ['Stromspeicher SE 7.7', '4700520077', ''],
    ['Stromspeicher SE 10.2', '4700520102', ''],
  ],
  netz: [['Netzanschlusspunkt Zweirichtungszähler', '4700600001', '']],
  // The models the extern unit form registers, in the order of its types.
  ext: [
    [externUnitModels.ext_se_prog20.benennung, externUnitModels.ext_se_prog20.artikelNummer, 'Erdgas E'],
    [externUnitModels.ext_se_prof20.benennung, externUnitModels.ext_se_prof20.artikelNummer, 'Flüssiggas'],
  ],
};

/** The fuel-cell unit is sold under both brands of the group. */
function fuelCellModel(brand: string): Model {
  return brand === 'remeha'
    ? ['Remeha eLecta 300', '7716050300', 'Erdgas E']
    : ['Dachs 0.8', '4700250000', 'Erdgas E'];
}

/** [productGroup, msrTyp, serial prefix, module] per kind; the MSR2 controller is msrTyp 2. */
const kindTraits: Record<UnitKind, readonly [string, number, string, string]> = {
  g2: ['dachsII', 3, '52', 'L1'],
  g2o: ['dachsII', 3, '51', ''],
  fc: ['dachs08', 3, '80', ''],
  msr2: ['dachs', 2, '11', ''],
  puf: ['pufferspeicher', 3, '71', ''],
  wp: ['waermepumpe', 3, '61', ''],
  bat: ['batterie', 3, '91', ''],
  netz: ['netz', 3, '95', ''],
  ext: ['dachsII', 3, externalSerialPrefix, ''],
};

/** Commissioning windows per kind; buffer tank and grid meter go in together with the location's first unit. */
const commissioningWindow: Record<Exclude<UnitKind, 'puf' | 'netz'>, readonly [string, string | null]> = {
  msr2: [EARLIEST_DATE, '2015-12-31'],
  g2o: ['2016-03-01', '2019-12-31'],
  g2: ['2018-01-01', null],
  fc: ['2018-06-01', null],
  wp: ['2019-01-01', null],
  bat: ['2019-01-01', null],
  ext: ['2021-01-01', null],
};

const chpKinds: readonly UnitKind[] = ['g2', 'g2o', 'fc', 'msr2'];
const aufstellorte = ['Heizungskeller', 'Technikraum', 'Hauswirtschaftsraum', 'Garage'] as const;
const mobilePrefixes = ['0151', '0160', '0170', '0171', '0172', '0176'] as const;

// ---- people and partners -------------------------------------------------------------------------

interface Person {
  login: string;
  vorname: string;
  nachname: string;
  email: string;
}

/** Logins and e-mail local parts are ASCII: umlauts transliterated the German way. */
function asciiName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9.-]/g, '');
}

function buildPartners(): DemoPartner[] {
  return partnerTable.map(([key, vorname, nachname, company, street, plz, ort, vorwahl, domain], i) => ({
    key,
    vname: `${vorname} ${nachname}`,
    name: company,
    anschrift1: street,
    anschrift2: i % 2 === 0 ? 'Kundendienst' : '',
    anschrift3: '',
    land: 'DE',
    plz,
    ort,
    telefon: `${vorwahl} ${4000 + i * 37}-0`,
    mobil: `${at(mobilePrefixes, i)} ${5550100 + i * 1111}`,
    telefax: `${vorwahl} ${4000 + i * 37}-19`,
    mail: `info@${domain}.example.de`,
  }));
}

/** Distinct realistic operators (shuffled name lists zipped, so no name repeats); logins are firstname.lastname. */
function buildOperatorPeople(rng: Rng): Person[] {
  const first = rng.shuffle(firstNames);
  const last = rng.shuffle(lastNames);
  return Array.from({ length: OPERATOR_COUNT }, (_, i): Person => {
    const vorname = at(first, i);
    const nachname = at(last, i);
    const login = asciiName(`${vorname}.${nachname}`);
    const domain = rng.chance(0.5) ? 'example.de' : 'example.com';
    return { login, vorname, nachname, email: `${login}@${domain}` };
  });
}

function brandLabel(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

function roleAccounts(
  brand: string,
  partners: readonly DemoPartner[],
): { users: DemoUser[]; people: Person[] } {
  // A function, not a shared object, so no two users share one array.
  const base = () => ({ rights: [], debug: false, reviewUserData: false, canLogIn: true, partnerKeys: [] });
  const company = at(partners, PARTNER_COMPANY);
  const subCompany = at(partners, SUBPARTNER_COMPANY);
  const manufacturer = `${brandLabel(brand)} Deutschland GmbH`;
  const users: DemoUser[] = [
    {
      ...base(),
      login: 'admin',
      name: 'Portal-Administration',
      firma: manufacturer,
      email: 'admin@example.com',
      roles: ['admin', brand],
      rights: ['hza_admin'],
      debug: true,
    },
    {
      ...base(),
      login: 'betreiber',
      name: 'Stefan Hofmann',
      firma: '',
      email: 'stefan.hofmann@example.de',
      roles: ['betreiber'],
    },
    {
      ...base(),
      login: 'betreiberold',
      name: 'Helga Vogel',
      firma: '',
      email: 'helga.vogel@example.de',
      roles: ['betreiberold'],
    },
    {
      ...base(),
      login: 'partner',
      name: company.vname,
      firma: company.name,
      email: company.mail,
      roles: ['partner'],
      companyPartnerKey: company.key,
    },
    {
      ...base(),
      login: 'subpartner',
      name: subCompany.vname,
      firma: subCompany.name,
      email: subCompany.mail,
      roles: ['subpartner'],
      companyPartnerKey: subCompany.key,
    },
    {
      ...base(),
      login: brand,
      name: `${brandLabel(brand)} Werkskundendienst`,
      firma: manufacturer,
      email: `${asciiName(brand)}@example.com`,
      roles: [brand],
    },
    { ...base(), login: 'demo', name: 'Demo-Zugang', firma: '', email: 'demo@example.com', roles: ['demo'] },
    {
      ...base(),
      login: 'extern',
      name: 'Jan Petersen',
      firma: 'Petersen Energieanlagen GmbH',
      email: 'jan.petersen@example.com',
      roles: ['extern'],
    },
  ];
  // The fixed operators also appear as location contacts, so they need split names.
  const people: Person[] = [
    { login: 'betreiber', vorname: 'Stefan', nachname: 'Hofmann', email: 'stefan.hofmann@example.de' },
    { login: 'betreiberold', vorname: 'Helga', nachname: 'Vogel', email: 'helga.vogel@example.de' },
  ];
  return { users, people };
}

// ---- locations -----------------------------------------------------------------------------------

interface LocationDraft {
  location: DemoLocation;
  kinds: UnitKind[];
  operators: string[];
}

/** Who operates each location: the fixed rows first, then every generated operator at least once. */
function assignLocationOperators(rng: Rng, operators: readonly Person[]): string[][] {
  const shuffled = rng.shuffle(operators);
  return locationTable.map((_, index) => {
    if ((BETREIBER_LOCATIONS as readonly number[]).includes(index)) return ['betreiber'];
    if (index === BETREIBEROLD_LOCATION) return ['betreiberold'];
    const primary = at(shuffled, (index - BETREIBEROLD_LOCATION - 1) % shuffled.length);
    // Some homes are run by a couple or a property manager as well.
    if (!rng.chance(0.25)) return [primary.login];
    const others = operators.filter((person) => person.login !== primary.login);
    return [primary.login, rng.pick(others).login];
  });
}

function locationPartners(
  rng: Rng,
  index: number,
  city: readonly [string, string, string, number] | undefined,
): string[] {
  const key = (partnerIndex: number): string => at(partnerTable, partnerIndex)[0];
  if (index === BETREIBER_SHARED_LOCATION) return [key(PARTNER_COMPANY), key(SUBPARTNER_COMPANY)];
  const primary = city ? city[3] : at(virtualLocationPartners, index % virtualLocationPartners.length);
  // The betreiber's and betreiberold's partners stay fixed; elsewhere a second installer sometimes helps.
  if (index <= BETREIBEROLD_LOCATION || !rng.chance(0.2)) return [key(primary)];
  const second = rng.pick(partnerTable.map((_, i) => i).filter((i) => i !== primary));
  return [key(primary), key(second)];
}

function buildLocation(rng: Rng, index: number, owner: Person): DemoLocation {
  const [template, ort] = at(locationTable, index);
  const city = cityTable.find(([name]) => name === ort);
  if (ort !== null && !city) throw new Error(`demo world: no city entry for ${ort}`);
  const strasse = rng.pick(streets);
  const hausnummer = `${rng.int(1, 120)}${rng.chance(0.15) ? rng.pick(['a', 'b']) : ''}`;
  const name = template.replace('{n}', owner.nachname).replace('{s}', `${strasse} ${hausnummer}`);
  const partnerKeys = locationPartners(rng, index, city);
  if (!city) {
    // Virtual locations group units that are not installed at a real address.
    return {
      uuid: uuidV4(rng),
      name,
      vorname: '',
      nachname: '',
      email: '',
      telefonnummer: '',
      strasse: '',
      hausnummer: '',
      plz: '',
      ort: '',
      locationVirtual: true,
      locationInfo: {},
      partnerKeys,
    };
  }
  return {
    uuid: uuidV4(rng),
    name,
    vorname: owner.vorname,
    nachname: owner.nachname,
    email: owner.email,
    telefonnummer: `${city[2]} ${rng.digits(rng.int(6, 7))}`,
    strasse,
    hausnummer,
    plz: city[1],
    ort: city[0],
    locationVirtual: false,
    locationInfo: {},
    partnerKeys,
  };
}

function parseKinds(tokens: string): UnitKind[] {
  return tokens.split(' ').map((token) => {
    if (!isUnitKind(token)) throw new Error(`demo world: unknown unit kind '${token}'`);
    return token;
  });
}

// ---- units ---------------------------------------------------------------------------------------

interface UnitDraft {
  unit: DemoUnit;
  kind: UnitKind;
  /** Index into locationTable, or -1 for units without a location. */
  locationIndex: number;
}

interface UnitContext {
  rng: Rng;
  brand: string;
  today: number;
  serials: Set<string>;
}

function fullConsent(brand: string, granted: boolean): Record<string, boolean> {
  return { DACHSWEB: granted, [`FERNZUGRIFF_${brand.toUpperCase()}`]: granted, FERNZUGRIFF_PARTNER: granted };
}

function uniqueSerial(ctx: UnitContext, prefix: string): string {
  for (;;) {
    const serial = `${prefix}${ctx.rng.digits(8)}`;
    if (!ctx.serials.has(serial)) {
      ctx.serials.add(serial);
      return serial;
    }
  }
}

function commissioningDay(ctx: UnitContext, kind: UnitKind, siteDay: number | null): number {
  if ((kind === 'puf' || kind === 'netz') && siteDay !== null) return siteDay;
  const window = kind === 'puf' || kind === 'netz' ? commissioningWindow.g2 : commissioningWindow[kind];
  const from = Math.max(toDay(window[0]), siteDay ?? 0);
  const to = window[1] === null ? ctx.today : toDay(window[1]);
  return randomDay(ctx.rng, from, to, ctx.today);
}

/** Chimney sweep, fuel and site notes as installers enter them; only on some combustion units. */
function infoFor(ctx: UnitContext, model: Model): Record<string, string> {
  if (model[2] === '' || !ctx.rng.chance(0.6)) return {};
  const info: Record<string, string> = { Gasart: model[2] };
  if (ctx.rng.chance(0.7)) {
    info.Kaminkehrer = `Bezirksschornsteinfeger ${ctx.rng.pick(firstNames)} ${ctx.rng.pick(lastNames)}`;
  }
  if (ctx.rng.chance(0.5)) info.Aufstellort = ctx.rng.pick(aufstellorte);
  return info;
}

function makeUnit(
  ctx: UnitContext,
  kind: UnitKind,
  locationUuid: string | null,
  operators: string[],
  day: number | null,
): DemoUnit {
  const [productGroup, msrTyp, prefix, module] = kindTraits[kind];
  const model = kind === 'fc' ? fuelCellModel(ctx.brand) : ctx.rng.pick(models[kind]);
  let modernisierungDatum: string | null = null;
  // Classic units often got a new controller or engine overhaul years later.
  if (day !== null && kind === 'msr2' && ctx.rng.chance(0.4) && day + 5 * 365 < ctx.today) {
    modernisierungDatum = fromDay(randomDay(ctx.rng, day + 5 * 365, ctx.today, ctx.today));
  }
  return {
    seriennummer: uniqueSerial(ctx, prefix),
    msrTyp,
    hasVertrag: true,
    module,
    benennung: model[0],
    artikelNummer: model[1],
    productGroup,
    locationUuid,
    inbetriebnahmeDatum: day === null ? null : fromDay(day),
    modernisierungDatum,
    ausserbetriebnahmeDatum: null,
    external: kind === 'ext',
    infoMap: infoFor(ctx, model),
    zustimmungMap: fullConsent(ctx.brand, true),
    operators,
    legacyPassword: false,
  };
}

function unitsAtLocations(ctx: UnitContext, drafts: readonly LocationDraft[]): UnitDraft[] {
  return drafts.flatMap((draft, locationIndex) => {
    let siteDay: number | null = null;
    return draft.kinds.map((kind) => {
      const day = commissioningDay(ctx, kind, siteDay);
      siteDay ??= day;
      const unit = makeUnit(ctx, kind, draft.location.uuid, [...draft.operators], day);
      return { unit, kind, locationIndex };
    });
  });
}

/** Units registered but not yet placed at a location, and the extern account's third-party units. */
function unitsWithoutLocation(ctx: UnitContext, operators: readonly Person[]): UnitDraft[] {
  const unplaced: readonly UnitKind[] = ctx.rng.chance(0.5) ? ['g2', 'fc', 'wp'] : ['g2', 'fc', 'wp', 'g2o'];
  const loose = unplaced.map((kind, i): UnitDraft => {
    // The first one is brand new: delivered, not yet commissioned, nobody has consented yet.
    const fresh = i === 0;
    const owner = i === unplaced.length - 1 ? [] : [ctx.rng.pick(operators).login];
    const unit = makeUnit(ctx, kind, null, owner, fresh ? null : commissioningDay(ctx, kind, null));
    if (fresh) unit.zustimmungMap = fullConsent(ctx.brand, false);
    return { unit, kind, locationIndex: -1 };
  });
  const external = [0, 1].map((i): UnitDraft => {
    const unit = makeUnit(ctx, 'ext', null, ['extern'], commissioningDay(ctx, 'ext', null));
    const model = at(models.ext, i);
    unit.benennung = model[0];
    unit.artikelNummer = model[1];
    // The extern form only knows postcode and type; they are kept with the unit.
    unit.infoMap = {
      plz: at(cityTable, ctx.rng.int(0, cityTable.length - 1))[1],
      type: i === 0 ? 'ext_se_prog20' : 'ext_se_prof20',
    };
    return { unit, kind: 'ext', locationIndex: -1 };
  });
  return [...loose, ...external];
}

/**
 * The old-unit migration demo (spec 4): betreiberold's classic Dachs has a unit password, and so has a
 * second one of hers that no account has added yet (no operator, no location).
 */
function legacyUnits(ctx: UnitContext, units: readonly DemoUnit[]): DemoUnit[] {
  for (const unit of units) {
    if (unit.operators.includes('betreiberold') && unit.msrTyp === 2) unit.legacyPassword = true;
  }
  const unclaimed = makeUnit(ctx, 'msr2', null, [], commissioningDay(ctx, 'msr2', null));
  unclaimed.legacyPassword = true;
  return [unclaimed];
}

/**
 * The betreiber's grid meter at the bakery, so an operator account has measurement fields for the
 * runtime analysis. Drawn after everything else, so no earlier unit, consent or contract changes.
 */
function betreiberGridMeter(ctx: UnitContext, units: readonly DemoUnit[], location: DemoLocation): DemoUnit {
  const siteUnit = units.find((unit) => unit.locationUuid === location.uuid);
  const day = siteUnit?.inbetriebnahmeDatum ? toDay(siteUnit.inbetriebnahmeDatum) : null;
  return makeUnit(ctx, 'netz', location.uuid, ['betreiber'], commissioningDay(ctx, 'netz', day));
}

/** The partner's customer whose energy-tax tool is booked (the school with two Dachs). */
const PARTNER_HZATOOL_LOCATION = 5;
/** The energy-tax tool's part number → model mapping knows this classic Dachs (natural gas). */
const hzatoolDachs: Model = ['Dachs G 5.5', '4700107000', 'Erdgas E'];
/** Within its 10-year AfA period all of last year, so the demo shows a full relief. */
const HZATOOL_DACHS_COMMISSIONED = '2016-04-12';

/**
 * The betreiber's location booked for the energy-tax tool: the shop demos and tests order the tool
 * for the three other ones, so those stay unbooked. Its connectable Dachs G 5.5 reports the
 * operating-hour counter and its 31 December snapshot. Drawn after everything else, so no earlier
 * unit, consent or contract changes.
 */
function betreiberHzatoolLocation(
  ctx: UnitContext,
  owner: Person,
  partnerKey: string,
): { location: DemoLocation; unit: DemoUnit } {
  const [ort, plz, vorwahl] = at(cityTable, 0);
  const location: DemoLocation = {
    uuid: uuidV4(ctx.rng),
    name: `Mehrfamilienhaus ${owner.nachname}`,
    vorname: owner.vorname,
    nachname: owner.nachname,
    email: owner.email,
    telefonnummer: `${vorwahl} ${ctx.rng.digits(7)}`,
    strasse: ctx.rng.pick(streets),
    hausnummer: String(ctx.rng.int(1, 120)),
    plz,
    ort,
    locationVirtual: false,
    locationInfo: {},
    partnerKeys: [partnerKey],
  };
  const unit = makeUnit(ctx, 'g2', location.uuid, [owner.login], toDay(HZATOOL_DACHS_COMMISSIONED));
  [unit.benennung, unit.artikelNummer] = hzatoolDachs;
  unit.infoMap = { Gasart: hzatoolDachs[2], Aufstellort: 'Heizungskeller' };
  unit.zustimmungMap = fullConsent(ctx.brand, true);
  return { location, unit };
}

/** Units of the role accounts that must keep their defined state for the demo walkthrough. */
function isFixedUnit(draft: UnitDraft): boolean {
  return draft.locationIndex >= 0 && draft.locationIndex <= BETREIBEROLD_LOCATION;
}

/** 2-3 old combustion units retired at least a year after commissioning (and after any modernisation). */
function decommissionSome(ctx: UnitContext, drafts: readonly UnitDraft[]): void {
  const candidates = drafts.filter(
    (d) =>
      !isFixedUnit(d) &&
      d.locationIndex >= 0 &&
      chpKinds.includes(d.kind) &&
      d.unit.inbetriebnahmeDatum !== null &&
      lastEventDay(d.unit) + 400 <= ctx.today,
  );
  for (const draft of ctx.rng.shuffle(candidates).slice(0, ctx.rng.int(2, 3))) {
    const from = lastEventDay(draft.unit) + 365;
    draft.unit.ausserbetriebnahmeDatum = fromDay(randomDay(ctx.rng, from, ctx.today, ctx.today));
  }
}

function lastEventDay(unit: DemoUnit): number {
  return toDay(unit.modernisierungDatum ?? unit.inbetriebnahmeDatum ?? EARLIEST_DATE);
}

/** 2-3 connectable units without a service contract; the portal shows them offline. */
function dropSomeContracts(ctx: UnitContext, drafts: readonly UnitDraft[]): void {
  const candidates = drafts.filter(
    (d) =>
      !isFixedUnit(d) &&
      d.unit.msrTyp === 3 &&
      !d.unit.external &&
      chpKinds.includes(d.kind) &&
      d.unit.ausserbetriebnahmeDatum === null,
  );
  for (const draft of ctx.rng.shuffle(candidates).slice(0, ctx.rng.int(2, 3))) draft.unit.hasVertrag = false;
}

/** A few operators withheld consent; without DACHSWEB no remote access can be granted either. */
function withholdSomeConsents(ctx: UnitContext, drafts: readonly UnitDraft[]): void {
  const brandKey = `FERNZUGRIFF_${ctx.brand.toUpperCase()}`;
  for (const draft of drafts) {
    if (draft.locationIndex === BETREIBER_NO_CONSENT_LOCATION && draft.kind === 'fc') {
      draft.unit.zustimmungMap = fullConsent(ctx.brand, false);
    }
  }
  const candidates = drafts.filter((d) => !isFixedUnit(d) && d.locationIndex >= 0 && !d.unit.external);
  const [noWeb, noPartner, noBrand] = ctx.rng.shuffle(candidates);
  if (noWeb) noWeb.unit.zustimmungMap = fullConsent(ctx.brand, false);
  if (noPartner) noPartner.unit.zustimmungMap.FERNZUGRIFF_PARTNER = false;
  if (noBrand) noBrand.unit.zustimmungMap[brandKey] = false;
}

/** System-technology flags follow the units present, plus roof PV, solar thermal etc. at random. */
function fillLocationInfo(rng: Rng, draft: LocationDraft, units: readonly DemoUnit[]): void {
  const groups = new Set(units.map((u) => u.productGroup));
  const hasBattery = groups.has('batterie');
  const flags: Record<string, boolean> = {
    PV: hasBattery || rng.chance(0.35),
    BATTERIE: hasBattery,
    WAERMEPUMPE: groups.has('waermepumpe'),
    SOLARTHERMIE: rng.chance(0.2),
    SPITZENLASTKESSEL: draft.kinds.length >= 3 || rng.chance(0.25),
    WALLBOX: rng.chance(0.15),
  };
  const info: Record<string, boolean | string> = {};
  for (const type of systemtechnikTypes) info[type] = flags[type] ?? false;
  info.initialSN = at(units, 0).seriennummer;
  draft.location.locationInfo = info;
}

// ---- the world -----------------------------------------------------------------------------------

/** Logins whose units the simulator runs first, so the demo accounts see live units right away. */
export const showcaseOperators: readonly string[] = ['betreiber', 'demo'];

export function buildDemoWorld(options: { brand: string; seed?: number; today?: string }): DemoWorld {
  const { brand } = options;
  // The brand doubles as a login and a role, so it must not collide with the fixed ones.
  if (!/^[a-z][a-z0-9]*$/.test(brand) || fixedLogins.includes(brand)) {
    throw new Error(`demo world: brand '${brand}' must be a lowercase key other than a fixed role`);
  }
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const today = toDay(options.today ?? DEFAULT_TODAY);

  const partners = buildPartners();
  const roles = roleAccounts(brand, partners);
  const operatorPeople = buildOperatorPeople(rng);
  const reviewers = new Set(
    rng
      .shuffle(operatorPeople)
      .slice(0, rng.int(1, 2))
      .map((p) => p.login),
  );
  const people = new Map([...roles.people, ...operatorPeople].map((p) => [p.login, p]));

  const owners = assignLocationOperators(rng, operatorPeople);
  const locationDrafts = locationTable.map((row, index): LocationDraft => {
    const operators = at(owners, index);
    const owner = people.get(at(operators, 0));
    if (!owner) throw new Error(`demo world: no person for location ${index}`);
    return { location: buildLocation(rng, index, owner), kinds: parseKinds(row[2]), operators };
  });

  const ctx: UnitContext = { rng, brand, today, serials: new Set() };
  const unitDrafts = [...unitsAtLocations(ctx, locationDrafts), ...unitsWithoutLocation(ctx, operatorPeople)];
  decommissionSome(ctx, unitDrafts);
  dropSomeContracts(ctx, unitDrafts);
  withholdSomeConsents(ctx, unitDrafts);
  const units = unitDrafts.map((d) => d.unit);

  locationDrafts.forEach((draft) => {
    fillLocationInfo(
      rng,
      draft,
      units.filter((u) => u.locationUuid === draft.location.uuid),
    );
  });
  const locations = locationDrafts.map((d) => d.location);
  // Drawn last, so the units before it stay as they were before the migration demo existed.
  units.push(...legacyUnits(ctx, units));
  units.push(betreiberGridMeter(ctx, units, at(locations, BETREIBER_GRID_LOCATION)));
  const betreiberPerson = people.get('betreiber');
  if (!betreiberPerson) throw new Error('demo world: no betreiber');
  const hzatool = betreiberHzatoolLocation(ctx, betreiberPerson, at(partnerTable, PARTNER_COMPANY)[0]);
  const hzatoolDraft: LocationDraft = { location: hzatool.location, kinds: ['g2'], operators: ['betreiber'] };
  fillLocationInfo(rng, hzatoolDraft, [hzatool.unit]);
  locations.push(hzatool.location);
  units.push(hzatool.unit);
  const bookings: DemoBooking[] = [hzatool.location, at(locations, PARTNER_HZATOOL_LOCATION)].flatMap(
    (location) =>
      ([1, 0] as const).map((yearsAgo) => ({
        locationUuid: location.uuid,
        service: 'hzatool' as const,
        yearsAgo,
      })),
  );

  // Operators are looked after by the partners of the locations they run.
  const partnersOf = (login: string): string[] => {
    const keys = new Set(
      locationDrafts.filter((d) => d.operators.includes(login)).flatMap((d) => d.location.partnerKeys),
    );
    return partners.map((p) => p.key).filter((key) => keys.has(key));
  };
  const operatorUsers = operatorPeople.map((person): DemoUser => ({
    login: person.login,
    name: `${person.vorname} ${person.nachname}`,
    firma: '',
    email: person.email,
    roles: ['betreiber'],
    rights: [],
    debug: false,
    reviewUserData: reviewers.has(person.login),
    canLogIn: false,
    partnerKeys: partnersOf(person.login),
  }));
  const users = [
    ...roles.users.map((user) =>
      user.roles.some((r) => r === 'betreiber' || r === 'betreiberold')
        ? { ...user, partnerKeys: partnersOf(user.login) }
        : user,
    ),
    ...operatorUsers,
  ];

  return { partners, users, locations, units, bookings };
}
