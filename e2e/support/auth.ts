import { join } from 'node:path';
import { type Page, expect } from '@playwright/test';
import { demoPassword, type portals } from './portals.js';

export type PortalName = keyof typeof portals;

export type Role = 'betreiber' | 'partner' | 'subpartner' | 'dachs' | 'admin' | 'demo' | 'extern';

/**
 * The sessions the setup project opens through the login form once per run, per portal and role.
 * Sessions last SESSION_MAX_AGE_HOURS (14 days by default) and roll with each request, so they
 * outlive any run. A test that ends or changes its session (logout, impersonation, a new password)
 * logs in on its own instead.
 */
export const savedSessions: Record<PortalName, readonly Role[]> = {
  main: ['betreiber', 'partner', 'subpartner', 'dachs', 'admin', 'demo', 'extern'],
  remeha: ['betreiber', 'partner', 'admin'],
  broetje: ['betreiber', 'admin'],
  none: ['betreiber', 'partner'],
  audit: ['betreiber', 'partner'],
};

/** Where the setup project keeps a session (e2e/.auth is not committed). */
export function authFile(portal: PortalName, role: Role): string {
  return join(import.meta.dirname, '..', '.auth', `${portal}-${role}.json`);
}

/**
 * A session opened through the login API (for a test that ends or changes its session; the form
 * has tests of its own). The page's context keeps the cookie.
 */
export async function freshSession(page: Page, user: string, base = ''): Promise<void> {
  const response = await page.request.post(`${base}/rest/info/login`, {
    data: { user, password: demoPassword },
  });
  expect(response.ok(), `login of ${user}`).toBe(true);
}
