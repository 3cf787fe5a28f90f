import { Module } from '@nestjs/common';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

@Module({ providers: [MailRepository, MailService], exports: [MailService] })
export class MailModule {}
