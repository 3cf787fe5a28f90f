import { Body, Controller, Inject, type PipeTransform, Req } from '@nestjs/common';
import { type MigrateRequest, migrateRequestSchema } from '@portal/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { SessionUser } from '../auth/session-user.js';
import { MigrationService } from './migration.service.js';

const [emailForm, oldUnitForm, externForm] = migrateRequestSchema.options;

/**
 * Validates the body against the form its fields name, so a bad e-mail or postcode gets its own
 * field key instead of the union's single "no option matched".
 */
class MigrateBodyPipe implements PipeTransform<unknown, MigrateRequest> {
  private readonly pipes = {
    email: new ZodPipe(emailForm),
    oldUnit: new ZodPipe(oldUnitForm),
    extern: new ZodPipe(externForm),
  };

  transform(body: unknown): MigrateRequest {
    const has = (field: string) => typeof body === 'object' && body !== null && field in body;
    if (has('extern')) return this.pipes.extern.transform(body);
    if (has('seriennummer')) return this.pipes.oldUnit.transform(body);
    return this.pipes.email.transform(body);
  }
}

/** POST /rest/info/migrate (spec 4 Migration): legacy account, old unit, or external unit. */
@Controller()
export class MigrateController {
  constructor(@Inject(MigrationService) private readonly migration: MigrationService) {}

  @Route('migrate', { bodyPipe: new MigrateBodyPipe() })
  migrate(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body() body: RequestBody<'migrate'>,
  ): Promise<Reply<'migrate'>> {
    return this.migration.migrate(user, body, request.ip);
  }
}
