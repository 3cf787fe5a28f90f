import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfig } from './config/config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  const logger = new Logger('Portal');
  // Graceful stop: finish open requests, run every shutdown hook (database close), then exit 0.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    app.close().then(
      () => {
        logger.log('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await app.listen(config.port, config.host);
  logger.log(`Listening on http://localhost:${config.port} (brand ${config.brand})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
