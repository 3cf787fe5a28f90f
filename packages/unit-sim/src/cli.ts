#!/usr/bin/env node
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseCli, usage } from './cli-options.js';
import { createFleet } from './fleet.js';

// unit-sim: runs a simulated fleet until SIGINT/SIGTERM, then publishes every unit's offline state.

async function main(): Promise<void> {
  const parsed = await parseCli(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(usage);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`unit-sim: ${parsed.message}\nRun unit-sim --help for the options.`);
    process.exitCode = 2;
    return;
  }
  const { config } = parsed;
  const sendLog = config.sendLog === undefined ? undefined : createWriteStream(config.sendLog);
  const fleet = createFleet({
    ...config,
    log: (line) => console.error(`unit-sim: ${line}`),
    ...(sendLog && { onSent: (sn: string, ts: number) => sendLog.write(`${sn} ${ts} ${Date.now()}\n`) }),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.error(`unit-sim: ${signal}, disconnecting ${fleet.units.length} units`);
    fleet
      .stop()
      .then(async () => {
        if (sendLog) await finished(sendLog.end());
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`unit-sim: stop failed: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.error(
    `unit-sim: ${fleet.units.length} units -> ${config.brokerUrl}, seed ${config.seed}, ` +
      `interval ${config.intervalSeconds} s, speedup ${config.speedup}`,
  );
  await fleet.start();
  const online = fleet.units.filter((u) => u.connected).length;
  console.error(`unit-sim: ${online}/${fleet.units.length} units online`);
  // From here the units' timers keep the process running until a signal stops the fleet.
}

main().catch((error: unknown) => {
  console.error(`unit-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
