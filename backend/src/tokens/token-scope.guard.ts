import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiException } from '../common/api-exception.js';
import { declaredEndpoint } from '../common/access.js';

/**
 * A bearer token reaches only the endpoints the contracts give a `tokenScope`, and only with that
 * scope: account, password, consent, token and admin calls never take one.
 */
@Injectable()
export class TokenScopeGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const grant = context.switchToHttp().getRequest<Request>().accessToken;
    if (!grant) return true;
    const scope = declaredEndpoint(this.reflector, context)?.tokenScope;
    if (!scope) throw new ApiException(403, 'exception.tokennotallowed');
    if (!grant.scopes.includes(scope))
      throw new ApiException(403, 'exception.tokenscope', { subject: scope });
    return true;
  }
}
