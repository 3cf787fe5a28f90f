import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Access } from '@portal/contracts';
import { notLoggedIn, roleMissing } from './api-exception.js';
import type { SessionUser } from '../users/users.service.js';

const ACCESS = 'portal:access';

/** Declares who may call a route (from the contracts' endpoint table); undeclared routes are refused. */
export const Allow = (access: Access) => SetMetadata(ACCESS, access);

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw notLoggedIn();
    if (access === 'user') return true;
    if (!access) throw roleMissing();
    const holdsRequired = !access.roles || access.roles.some((role) => user.roles.includes(role));
    const holdsExcluded = access.excludedRoles?.some((role) => user.roles.includes(role)) ?? false;
    if (holdsRequired && !holdsExcluded) return true;
    throw roleMissing();
  }
}

/** The logged-in user of a route guarded by `Allow('user')` or roles. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw notLoggedIn();
  return user;
});
