import { type Durability, replayingFleet } from './durability.js';
import { freePort } from './process.js';

// Stops and crashes of the real built backend (dist/main.js) while simulated units replay archives
// through the embedded broker: nothing acknowledged is lost (issue 11).

describe.each([
  ['a graceful stop (SIGTERM)', 'stop'],
  ['a crash (SIGKILL)', 'kill'],
] as const)('%s in the middle of archive replays', (_label, end) => {
  let run: Durability | undefined;
  afterAll(() => run?.cleanUp());

  it('keeps every sample the embedded broker acknowledged', async () => {
    const port = await freePort();
    run = await replayingFleet({
      env: { MQTT_PORT: String(port) },
      broker: { host: '127.0.0.1', port },
      backlogPerUnit: 200,
    });
    const { backend, recorder, fleet } = run;
    if (end === 'stop') {
      expect(await backend.stop()).toBe(0);
    } else {
      await backend.kill();
    }
    // The units forget what was acknowledged; the rest stays in their backlog for the next start.
    await fleet.stop();
    expect(recorder.ackedCount()).toBeGreaterThan(100);
    expect(await run.lost()).toEqual(Object.fromEntries([...recorder.acked.keys()].map((sn) => [sn, []])));
  }, 180_000);
});
