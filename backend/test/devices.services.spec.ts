import type { Fleet } from '@portal/unit-sim';
import { type Portal, startPortal } from './harness.js';
import { type Durability, replayingFleet } from './durability.js';
import { canipValues, liveSocket, operatorsDachs, runFleet, waitFor } from './units-online.js';

// The production twin of the embedded broker: the portal and a simulated unit both use an external
// MQTT broker (MQTT_URL; the machine's Mosquitto unless TEST_MQTT_URL names another).

const mqttUrl = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
let portal: Portal;
let fleet: Fleet;
let dachs: string;

beforeAll(async () => {
  portal = await startPortal({ env: { MQTT_URL: mqttUrl } });
  dachs = await operatorsDachs(portal);
  ({ fleet } = await runFleet(portal, [dachs], mqttUrl));
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

it('connects, streams requested values to the websocket and writes through an external broker', async () => {
  const client = await portal.loggedIn('betreiber');
  const live = await liveSocket(portal, client);
  try {
    const connected = await client.get(`/rest/canip/${dachs}`);
    expect(connected.status).toBe(200);
    expect(connected.body.online).toBe(true);
    await client.post(`/rest/canip/${dachs}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] });
    await waitFor(() => canipValues(live.messages).some((v) => v.dataPointName === 'ulAnzahlStarts'), 2000);
    const key = 'Ww_Ew.Warmwasser.sbSollTemp';
    const written = await client.post(`/rest/canip/${dachs}/write`, { values: { [key]: 52 } });
    expect(written.body).toMatchObject({ success: true, values: { [key]: 52 } });
    expect(fleet.unit(dachs).values()[key]).toBe(52);
  } finally {
    live.close();
  }
});

describe('archives through the external broker when the portal crashes', () => {
  let run: Durability | undefined;
  afterAll(() => run?.cleanUp());

  it('stores every archive after a restart: the persistent subscription acknowledges only after the commit', async () => {
    const broker = new URL(mqttUrl);
    run = await replayingFleet({
      env: { MQTT_URL: mqttUrl },
      broker: { host: broker.hostname, port: Number(broker.port || 1883) },
      backlogPerUnit: 200,
    });
    const { fleet, recorder } = run;
    await run.backend.kill();
    const ackedAtCrash = recorder.ackedCount();
    // The broker acknowledges the rest of the replays to the units and keeps them for the portal.
    await waitFor(() => fleet.units.every((unit) => unit.archiveSize === 0), 60_000);
    await fleet.stop();
    expect(recorder.ackedCount()).toBeGreaterThan(ackedAtCrash);
    await run.restart();
    const none = Object.fromEntries([...recorder.acked.keys()].map((sn) => [sn, []]));
    // Redelivered after the restart; looked at once a second (each look opens the database).
    let lost = await run.lost();
    for (let tries = 0; tries < 60 && JSON.stringify(lost) !== JSON.stringify(none); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      lost = await run.lost();
    }
    expect(lost).toEqual(none);
  }, 240_000);
});
