import type { HzaApplication, UnitListResponse } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { units } from '../src/units/units.schema.js';
import { UsersService } from '../src/users/users.service.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, demoPassword, startPortal } from './harness.js';

// The energy-tax tool's tests in the demo world. The demo books the tool for last year and this
// year at 'Mehrfamilienhaus Hofmann' (betreiber, a Dachs G 5.5) and at 'Grundschule am
// Lindenplatz' (a customer of the partner's company); 'Einfamilienhaus Hofmann' stays unbooked.

export const year = new Date().getUTCFullYear() - 1;

/** A location of the tests: its uuid and the serial of its (first) CHP unit. */
export interface Place {
  uuid: string;
  serial: string;
}

export interface HzaWorld {
  portal: Portal;
  anonymous: Client;
  demo: Client;
  operator: Client;
  partner: Client;
  admin: Client;
  /** Holds the hza_admin right without the admin role. */
  clerk: Client;
  places: {
    ownBooked: Place;
    ownUnbooked: Place;
    partnerBooked: Place;
    /** Seen by neither betreiber nor the partner; booked for nobody. */
    foreign: Place;
  };
}

/** A complete application for one Dachs G 5.5 (the facts' worked example: 5,000 h). */
export function completeApplication(serial: string): HzaApplication {
  return {
    applicant: {
      name: 'Stefan Hofmann',
      street: 'Lindenweg 3',
      plz: '97070',
      city: 'Würzburg',
      iban: 'DE89370400440532013000',
    },
    office: { officeKey: 'schweinfurt', source: 'manual' },
    plant: {
      fuel: 'naturalGas',
      modules: [{ serial, model: 'G5.5', commissioned: '2019-03-01' }],
      highEfficiencyProven: true,
    },
    consumption: {
      method: 'hours',
      modules: [{ serial, counterStart: 10_000, counterEnd: 15_000 }],
      electricityKWh: 27_500,
      usefulHeatKWh: 62_500,
    },
  };
}

async function chpSerial(admin: Client, uuid: string): Promise<string> {
  const answer = await admin.post<{ units: { serial: string }[] }>('/rest/hzatool/chpunits', {
    anlageId: uuid,
  });
  const serial = answer.body.units[0]?.serial;
  if (!serial) throw new Error(`no CHP unit at ${uuid}`);
  return serial;
}

async function locationsSeenBy(client: Client): Promise<Set<string>> {
  const answer = await client.post<UnitListResponse>('/rest/info/units', {
    limit: 100,
    offset: 0,
    filter: { sortByLocation: true },
  });
  return new Set(answer.body.locations.map((location) => location.uuid));
}

/** A location with a current Dachs that neither the operator nor the partner sees. */
async function foreignLocation(portal: Portal, operator: Client, partner: Client): Promise<string> {
  const seen = new Set([...(await locationsSeenBy(operator)), ...(await locationsSeenBy(partner))]);
  const dachs = await portal.db
    .select({ uuid: units.locationUuid })
    .from(units)
    .where(and(eq(units.productGroup, 'dachsII'), isNotNull(units.locationUuid)));
  const found = dachs.find((row) => row.uuid && !seen.has(row.uuid))?.uuid;
  if (!found) throw new Error('the demo world has a Dachs neither betreiber nor the partner sees');
  return found;
}

/** A user with the hza_admin right only, made the way the demo seed makes its accounts. */
async function clerkClient(portal: Portal): Promise<Client> {
  await portal.app.get(UsersService).create({
    login: 'hzaclerk',
    name: 'Energiesteuer-Sachbearbeitung',
    firma: '',
    email: 'hzaclerk@example.com',
    roles: [],
    rights: ['hza_admin'],
    debug: false,
    metaData: { email: 'hzaclerk@example.com', reviewUserData: false },
    password: demoPassword,
  });
  return portal.loggedIn('hzaclerk');
}

export async function startHzaWorld(): Promise<HzaWorld> {
  const portal = await startPortal();
  const [demo, operator, partner, admin] = await Promise.all(
    ['demo', 'betreiber', 'partner', 'admin'].map((login) => portal.loggedIn(login)),
  );
  if (!demo || !operator || !partner || !admin) throw new Error('the role accounts log in');
  const clerk = await clerkClient(portal);
  const place = async (uuid: string): Promise<Place> => ({ uuid, serial: await chpSerial(admin, uuid) });
  const places = {
    ownBooked: await place(await demoLocationUuid(portal, 'Mehrfamilienhaus Hofmann')),
    ownUnbooked: await place(await demoLocationUuid(portal, 'Einfamilienhaus Hofmann')),
    partnerBooked: await place(await demoLocationUuid(portal, 'Grundschule am Lindenplatz')),
    foreign: await place(await foreignLocation(portal, operator, partner)),
  };
  return { portal, anonymous: portal.client(), demo, operator, partner, admin, clerk, places };
}

/** Saves a complete application for `year` (as admin, who needs no booking); the plant is added. */
export async function saveComplete(world: HzaWorld, place: Place): Promise<void> {
  const answer = await world.admin.post('/rest/hzatool/sessionstore', {
    anlageId: place.uuid,
    year,
    step: 'summary',
    application: completeApplication(place.serial),
  });
  if (answer.status !== 200) throw new Error(`saving at ${place.uuid}: ${JSON.stringify(answer.body)}`);
}
