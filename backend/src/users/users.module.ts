import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { PasswordHasher } from './password-hash.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [MailModule],
  providers: [UsersRepository, UsersService, PasswordHasher],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
