import { Inject, Injectable } from '@nestjs/common';
import { LiveBus } from '../live/live-bus.js';
import { UnitsService } from '../units/units.service.js';
import type { IncidentChange } from './incidents.repository.js';

/**
 * Tells the browsers of everyone told of a unit that one of its incidents changed: the bell and the
 * alarms page reload. Only ids and states travel; what a user may read the REST calls decide.
 */
@Injectable()
export class IncidentNotifier {
  constructor(
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(UnitsService) private readonly units: UnitsService,
  ) {}

  async changed(changes: readonly IncidentChange[]): Promise<void> {
    const recipients = new Map<string, Promise<number[]>>();
    for (const change of changes) {
      let users = recipients.get(change.sn);
      if (!users) recipients.set(change.sn, (users = this.units.alarmRecipients(change.sn)));
      for (const userId of await users)
        this.bus.publish({ type: 'user.alarm', userId, id: change.id, state: change.state });
    }
  }
}
