import { sessionAtom, useAtomValue, Navigate, useLocation } from '@portal/web-kit';
import type { ReactNode } from 'react';
import type { LoginState } from '../components/login-state.js';
import { Loading } from './loading.js';

/**
 * Spec 2 route guards: not logged in → /login (remembering the page, and whether the session ran
 * out); legacy operators are held on /migrate.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.state === 'unknown') return <Loading />;
  if (session.state === 'out') {
    const state: LoginState = {
      from: `${location.pathname}${location.search}`,
      ...(session.expired ? { expired: true } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if (session.user.roles.includes('betreiberold') && location.pathname !== '/migrate') {
    return <Navigate to="/migrate" replace />;
  }
  return <>{children}</>;
}
