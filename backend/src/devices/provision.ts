#!/usr/bin/env node
// Provisioning command: gives units new MQTT secrets and prints them once as JSON
// ([{sn, productGroup, secret}], the shape `unit-sim --credentials` reads). Only hashes are stored.
//   node backend/dist/devices/provision.js <serial>...
import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { ConfigModule } from '../config/config.module.js';
import { loadConfig } from '../config/config.js';
import { DatabaseModule } from '../database/database.module.js';
import { CredentialsService } from './credentials.service.js';

const serials = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (serials.length === 0) {
  console.error('usage: provision <serial> [<serial> ...]');
  process.exit(2);
}

@Module({ imports: [ConfigModule.forRoot(loadConfig()), DatabaseModule], providers: [CredentialsService] })
class ProvisionModule {}

const app = await NestFactory.createApplicationContext(ProvisionModule, { logger: ['error'] });
try {
  const provisioned = await app.get(CredentialsService).provision(serials);
  process.stdout.write(`${JSON.stringify(provisioned, null, 2)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
