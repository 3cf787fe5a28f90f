import { promisify } from 'node:util';
import type { Request } from 'express';
import type { UserAccount } from '../users/users.service.js';

/** The logged-in user as the session knows it (passport's request.user). */
export type SessionUser = UserAccount;

// passport puts the deserialized SessionUser on request.user.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

declare module 'express-session' {
  interface SessionData {
    /** While an admin acts as another user: the admin's user id (spec 6 impersonation). */
    impersonatorId?: number;
  }
}

/**
 * Continues the request as `user` in a regenerated session: a new id and none of the previous
 * user's session data (connected units, reset grants). `impersonatorId` is set afterwards, so the
 * regeneration cannot drop it.
 */
export async function switchSessionUser(
  request: Request,
  user: Express.User,
  impersonatorId?: number,
): Promise<void> {
  await promisify<Express.User, void>(request.login.bind(request))(user);
  if (impersonatorId !== undefined) {
    request.session.impersonatorId = impersonatorId;
    await promisify(request.session.save.bind(request.session))();
  }
}
