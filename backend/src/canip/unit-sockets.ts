import { Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/api-exception.js';
import { SocketUnits, type SocketUser } from '../live/socket-units.js';
import { UnitAccessService } from './unit-access.service.js';

/** The live socket's unit check: the connect call's rule (visibility, contract, consents), unit by unit. */
@Injectable()
export class UnitSockets extends SocketUnits {
  constructor(@Inject(UnitAccessService) private readonly access: UnitAccessService) {
    super();
  }

  async stillAllowed(user: SocketUser, sns: readonly string[]): Promise<string[]> {
    const allowed: string[] = [];
    for (const sn of sns) if (await this.allows(user, sn)) allowed.push(sn);
    return allowed;
  }

  private async allows(user: SocketUser, sn: string): Promise<boolean> {
    try {
      await this.access.access(user, sn, 'connect');
      return true;
    } catch (error) {
      if (error instanceof ApiException) return false;
      throw error;
    }
  }
}
