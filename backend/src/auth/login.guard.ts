import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { hashLoginSchema, passwordLoginSchema } from '@portal/contracts';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { LoginRequest } from './strategies.js';

declare module 'express-session' {
  interface SessionData {
    /** Set after a password-reset link: the next password change needs no old password. */
    passwordResetGranted?: boolean;
  }
}

/**
 * Validates the login body (guards run before pipes), picks the password or hash strategy by its
 * shape, and starts a fresh session for the user.
 */
@Injectable()
export class LoginGuard implements CanActivate {
  private readonly password = new (AuthGuard('local'))();
  private readonly hash = new (AuthGuard('login-hash'))();
  private readonly hashBody = new ZodPipe(hashLoginSchema);
  private readonly passwordBody = new ZodPipe(passwordLoginSchema);

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<LoginRequest>();
    const byHash = typeof request.body === 'object' && request.body !== null && 'hash' in request.body;
    request.body = (byHash ? this.hashBody : this.passwordBody).transform(request.body);
    const guard = byHash ? this.hash : this.password;
    await guard.canActivate(context);
    await guard.logIn(request);
    request.session.passwordResetGranted = request.loginOutcome?.result === 'pwreset';
    return true;
  }
}
