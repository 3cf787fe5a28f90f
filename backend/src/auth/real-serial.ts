import {
  type ExecutionContext,
  Inject,
  Injectable,
  type PipeTransform,
  createParamDecorator,
} from '@nestjs/common';
import type { Request } from 'express';
import { ApiException } from '../common/api-exception.js';
import { refuseRawProblems } from '../common/raw-input.js';
import { SessionStateService } from './session-state.service.js';

// Demo users see every unit, but only by fake serials (spec 6, 9; units/demo-view.ts): a demo
// session names a unit by one of its own fakes, never by a real serial (else it could test which
// serials exist).

/** A path parameter naming a unit, with the request whose session tells what it means. */
interface NamedSerial {
  request: Pick<Request, 'sessionID' | 'user'>;
  name: string;
  sn: string;
}

const namedSerial = createParamDecorator((name: string, context: ExecutionContext): NamedSerial => {
  const request = context.switchToHttp().getRequest<Request>();
  const sn = request.params[name];
  return { request, name, sn: typeof sn === 'string' ? sn : '' };
});

/**
 * The real serial: a demo session's fake mapped back (only its own fakes are accepted: 403 as for
 * any unit it may not see), any other session's serial as it is.
 */
@Injectable()
export class RealSerialPipe implements PipeTransform<NamedSerial, Promise<string>> {
  constructor(@Inject(SessionStateService) private readonly state: SessionStateService) {}

  async transform({ request, name, sn }: NamedSerial): Promise<string> {
    // The global StorableParamsPipe checks only plain @Param()s: this is the same check.
    refuseRawProblems(sn, [name]);
    if (!request.user?.roles.includes('demo')) return sn;
    const real = await this.state.demoReal(request.sessionID, sn);
    if (real === undefined) throw new ApiException(403, 'exception.accessdeniedunit', { subject: sn });
    return real;
  }
}

/** The real serial of the unit the path parameter `name` names (see RealSerialPipe). */
export const RealSerial = (name = 'sn') => namedSerial(name, RealSerialPipe);
