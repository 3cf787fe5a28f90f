import { Body, Controller, Inject, Param } from '@nestjs/common';
import { alarmRuleIdParamSchema } from '@portal/contracts';
import { notFound } from '../common/api-exception.js';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { AlarmRulesService } from './alarm-rules.service.js';

/** A rule id from the path; anything else names no rule. */
function ruleId(raw: string): number {
  const id = alarmRuleIdParamSchema.safeParse(raw);
  if (!id.success) throw notFound();
  return id.data;
}

/** /rest/alarms/rules: the user's own limit rules (issue 42). */
@Controller()
export class AlarmRulesController {
  constructor(@Inject(AlarmRulesService) private readonly rules: AlarmRulesService) {}

  @Route('alarmRules')
  list(@CurrentUser() user: SessionUser): Promise<Reply<'alarmRules'>> {
    return this.rules.list(user);
  }

  @Route('alarmRuleCreate')
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmRuleCreate'>,
  ): Promise<Reply<'alarmRuleCreate'>> {
    return this.rules.create(user, body);
  }

  @Route('alarmRuleUpdate')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequestBody<'alarmRuleUpdate'>,
  ): Promise<Reply<'alarmRuleUpdate'>> {
    return this.rules.update(user, ruleId(id), body);
  }

  @Route('alarmRuleDelete')
  delete(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'alarmRuleDelete'>> {
    return this.rules.delete(user, ruleId(id));
  }
}
