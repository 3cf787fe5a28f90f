#!/usr/bin/env node
// Provisioning command: gives units new MQTT secrets and prints them once as JSON
// ([{sn, productGroup, secret}], the shape `unit-sim --credentials` reads). Only hashes are stored.
//   node backend/dist/provision/provision.js <serial>...
//   node backend/dist/provision/provision.js --connectable <n>   the n units SIM_UNITS=<n> would run
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { ConfigModule } from '../config/config.module.js';
import { loadConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { DatabaseModule } from '../database/database.module.js';
import { showcaseOperators } from '../demo/demo-world.js';
import { connectableUnits } from '../units/simulated-fleet.js';
import { CredentialsModule } from '../devices/credentials.module.js';
import { CredentialsService } from '../devices/credentials.service.js';

const usage = 'usage: provision <serial> [<serial> ...] | provision --connectable <n>';

function parse(): { serials: string[] } | { connectable: number } {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { connectable: { type: 'string' } },
  });
  if (values.connectable === undefined) return { serials: positionals };
  const count = Number(values.connectable);
  if (!Number.isInteger(count) || count < 1 || positionals.length > 0) throw new Error(usage);
  return { connectable: count };
}

let request: ReturnType<typeof parse>;
try {
  request = parse();
  if ('serials' in request && request.serials.length === 0) throw new Error(usage);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

@Module({ imports: [ConfigModule.forRoot(loadConfig()), DatabaseModule, CredentialsModule] })
class ProvisionModule {}

const app = await NestFactory.createApplicationContext(ProvisionModule, { logger: ['error'] });
try {
  const serials =
    'serials' in request
      ? request.serials
      : (await connectableUnits(app.get<Database>(DATABASE), request.connectable, showcaseOperators)).map(
          (unit) => unit.seriennummer,
        );
  const provisioned = await app.get(CredentialsService).provision(serials);
  process.stdout.write(`${JSON.stringify(provisioned, null, 2)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
