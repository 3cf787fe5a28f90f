import { once } from 'node:events';
import type { CanipValue, LiveMessage } from '@portal/contracts';
import { type Fleet, type FleetOptions, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import { and, eq, isNull, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { CredentialsService } from '../src/devices/credentials.service.js';
import { DeviceGateway } from '../src/devices/device-gateway.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import type { Client, Portal } from './harness.js';

// Test support for units online: simulated units on the portal's broker, browsers on /ws.

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A websocket of the client's session that records every message. */
export async function liveSocket(
  portal: Portal,
  client: Client,
): Promise<{ messages: LiveMessage[]; close(): void }> {
  const socket = new WebSocket(`${portal.url.replace('http', 'ws')}/ws`, {
    headers: { cookie: client.cookieHeader },
  });
  const messages: LiveMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as LiveMessage));
  await once(socket, 'open');
  await waitFor(() => messages.some((m) => m.action === 'Connected'));
  return { messages, close: () => socket.close() };
}

export const canipValues = (messages: LiveMessage[]): CanipValue[] =>
  messages.flatMap((m) => (m.action === 'CanipValue' ? [m.data] : []));

/** Connectable units with a contract that `login` operates. */
export function operatedBy(portal: Portal, login: string) {
  return portal.db
    .select({ sn: units.seriennummer, productGroup: units.productGroup, zustimmungMap: units.zustimmungMap })
    .from(units)
    .innerJoin(unitOperators, eq(unitOperators.sn, units.seriennummer))
    .innerJoin(users, eq(users.id, unitOperators.userId))
    .where(and(eq(users.login, login), eq(units.msrTyp, 3), eq(units.hasVertrag, true)))
    .orderBy(units.seriennummer);
}

/**
 * A connectable unit in service with a contract that `login` does not operate (someone else's, which
 * staff may reach); the first by serial, whatever plan the database picks.
 */
export async function foreignUnit(
  portal: Portal,
  login: string,
): Promise<{ sn: string; productGroup: string }> {
  const [other] = await portal.db
    .select({ sn: units.seriennummer, productGroup: units.productGroup })
    .from(units)
    .where(
      and(
        eq(units.msrTyp, 3),
        eq(units.hasVertrag, true),
        eq(units.external, false),
        isNull(units.ausserbetriebnahmeDatum),
        sql`not exists (select 1 from unit_operators o join users u on u.id = o.user_id where o.sn = ${units.seriennummer} and u.login = ${login})`,
      ),
    )
    .orderBy(units.seriennummer)
    .limit(1);
  if (!other) throw new Error(`demo world: every connectable unit is ${login}'s`);
  return other;
}

/** The first Dachs `betreiber` operates with every consent given. */
export async function operatorsDachs(portal: Portal): Promise<string> {
  const own = (await operatedBy(portal, 'betreiber')).filter((unit) => unit.zustimmungMap.DACHSWEB);
  const dachs = own.find((unit) => unit.productGroup === 'dachsII');
  if (!dachs) throw new Error('demo world: betreiber has no consenting dachsII unit');
  return dachs.sn;
}

/** Provisions the units and runs them as a simulated fleet (one sample a second) until they are online. */
export async function runFleet(
  portal: Portal,
  serials: string[],
  brokerUrl = portal.app.get(DeviceGateway).brokerUrl(),
  /** Faster simulated time, for engines that take minutes to start; one sample a second by default. */
  time: Pick<FleetOptions, 'intervalSeconds' | 'speedup'> = { intervalSeconds: 1, speedup: 1 },
): Promise<{ fleet: Fleet; secrets: Map<string, string> }> {
  const provisioned = await portal.app.get(CredentialsService).provision(serials);
  const fleet = createFleet({
    brokerUrl,
    units: credentialsFileSchema.parse(provisioned),
    seed: 4,
    ...time,
  });
  await fleet.start();
  const gateway = portal.app.get(DeviceGateway);
  // Both sides: the units are connected, and the gateway saw their (fresh, not stale retained) state.
  await waitFor(() => serials.every((sn) => fleet.unit(sn).connected && gateway.isOnline(sn)));
  return { fleet, secrets: new Map(provisioned.map((unit) => [unit.sn, unit.secret])) };
}

/** Gives or takes the unit's partner access (consent FERNZUGRIFF_PARTNER), as its operator would. */
export async function setPartnerConsent(portal: Portal, sn: string, given: boolean): Promise<void> {
  const [row] = await portal.db
    .select({ map: units.zustimmungMap })
    .from(units)
    .where(eq(units.seriennummer, sn));
  await portal.db
    .update(units)
    .set({ zustimmungMap: { ...row!.map, FERNZUGRIFF_PARTNER: given } })
    .where(eq(units.seriennummer, sn));
}
