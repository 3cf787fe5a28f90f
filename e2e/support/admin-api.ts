import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { demoPassword, portals } from './portals.js';

/** An admin's API session on the main portal, for the simulation's test control. */
export async function adminApi(): Promise<APIRequestContext> {
  // Without the test's saved session: the runner would hand it on, and a login in a session ends it.
  const api = await playwrightRequest.newContext({
    baseURL: portals.main.url,
    storageState: { cookies: [], origins: [] },
  });
  const login = await api.post('/rest/info/login', { data: { user: 'admin', password: demoPassword } });
  expect(login.ok()).toBe(true);
  return api;
}
