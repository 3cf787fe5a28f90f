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
import type { Endpoint } from '@portal/contracts';
import { ApiException, notLoggedIn, roleMissing } from './api-exception.js';

const ENDPOINT = 'portal:endpoint';

/**
 * Declares the contracts' endpoint a route serves (applied by `Route`): who may call it (access),
 * whether a GET changes state, whether legacy operators may use it. Routes without it are refused.
 */
export const Allow = (endpoint: Endpoint) => SetMetadata(ENDPOINT, endpoint);

/** The endpoint entry the handler of this request declared, if any. */
export function declaredEndpoint(reflector: Reflector, context: ExecutionContext): Endpoint | undefined {
  return reflector.getAllAndOverride<Endpoint | undefined>(ENDPOINT, [
    context.getHandler(),
    context.getClass(),
  ]);
}

/** Spec 4, 6: legacy operators are held on the migration until they migrated, on the server too. */
const legacyRole = 'betreiberold';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const endpoint = declaredEndpoint(this.reflector, context);
    const user = context.switchToHttp().getRequest<Request>().user;
    if (user?.roles.includes(legacyRole) && !endpoint?.openToLegacy)
      throw new ApiException(403, 'exception.migrationrequired');
    const access = endpoint?.access;
    if (access === 'public') return true;
    if (!user) throw notLoggedIn();
    if (access === 'user') return true;
    if (!access) throw roleMissing();
    const holdsRequired = !access.roles || access.roles.some((role) => user.roles.includes(role));
    const holdsExcluded = access.excludedRoles?.some((role) => user.roles.includes(role)) ?? false;
    if (holdsRequired && !holdsExcluded) return true;
    throw roleMissing();
  }
}

/**
 * The logged-in user of a route whose endpoint needs a login ('user' or roles). Typed as passport's
 * Express.User, which auth declares to be its SessionUser: common imports no domain.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Express.User => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw notLoggedIn();
  return user;
});
