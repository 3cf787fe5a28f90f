import { Module } from '@nestjs/common';
import { CredentialsRepository } from './credentials.repository.js';
import { CredentialsService } from './credentials.service.js';

/** The units' MQTT secrets alone: the gateway checks them, the provisioning command issues them. */
@Module({ providers: [CredentialsRepository, CredentialsService], exports: [CredentialsService] })
export class CredentialsModule {}
