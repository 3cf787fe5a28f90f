#!/usr/bin/env node
import { parseCli, usage } from './cli-options.js';
import { startShopStandin } from './server.js';

// shop-standin: serves the stand-in shop until SIGINT/SIGTERM.

async function main(): Promise<void> {
  const parsed = parseCli(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(usage);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`shop-standin: ${parsed.message}\nRun shop-standin --help for the options.`);
    process.exitCode = 2;
    return;
  }
  const { config } = parsed;
  const shop = await startShopStandin({ ...config, log: (line) => console.error(`shop-standin: ${line}`) });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.error(`shop-standin: ${signal}, stopping`);
    shop.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`shop-standin: stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.error(
    `shop-standin: ${shop.url}/order -> portal ${config.portalUrl}` +
      (config.maintenance ? ` (maintenance: ${config.maintenance})` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(`shop-standin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
