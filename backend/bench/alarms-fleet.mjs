// bench:alarms' simulated units, in a process of their own as units are outside the portal: the
// unit-sim library's fleet, steered by the bench over IPC (fork) so it can inject faults and silence
// units at chosen times and report when it did.
//   node bench/alarms-fleet.mjs <broker url> <credentials file> <interval seconds>
// Messages in: {do: 'fault', sn, code} | {do: 'silence', sn} | {do: 'stop'}.
// Messages out: {online, of} once started; {done, sn, at} per fault or silence (at: Date.now() just
// before the unit was told); {stopped} before it exits.
import { readFileSync } from 'node:fs';
import { createFleet, credentialsFileSchema } from '@portal/unit-sim';

const [brokerUrl, credentialsFile, interval] = process.argv.slice(2);
const fleet = createFleet({
  brokerUrl,
  units: credentialsFileSchema.parse(JSON.parse(readFileSync(credentialsFile, 'utf8'))),
  seed: 42,
  intervalSeconds: Number(interval),
  // Only the faults the bench injects: no random ones of the model's own.
  faultRate: 0,
  // The model starts blank now; living since the start of the day would only cost start-up time.
  sinceDayStart: false,
});

async function handle(message) {
  const unit = message.sn ? fleet.unit(message.sn) : undefined;
  switch (message.do) {
    case 'fault': {
      const at = Date.now();
      unit.forceFault(message.code);
      return { done: 'fault', sn: message.sn, at };
    }
    case 'silence': {
      // Live publishing stops first; the connection is cut without DISCONNECT (the broker's last will
      // tells the portal), as a unit losing its network does. It stays away until the bench ends.
      const at = Date.now();
      await unit.goOffline();
      return { done: 'silence', sn: message.sn, at };
    }
    case 'stop':
      await fleet.stop();
      return { stopped: true };
  }
  throw new Error(`unknown message ${JSON.stringify(message)}`);
}

process.on('message', (message) => {
  handle(message).then(
    (answer) => {
      process.send(answer);
      if (answer.stopped) process.disconnect();
    },
    (error) => process.send({ error: String(error) }),
  );
});
// The bench gone (it crashed): no fleet left behind to storm the next portal that gets the port.
process.on('disconnect', () => process.exit(0));

await fleet.start();
process.send({ online: fleet.units.filter((unit) => unit.connected).length, of: fleet.units.length });
