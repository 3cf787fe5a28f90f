import { type BrowserContext, test as base, expect } from '@playwright/test';
import { type PortalName, type Role, authFile } from './auth.js';
import { portals } from './portals.js';

// Every test runs under the backend's Content-Security-Policy and fails when the browser refused
// anything because of it (Chromium reports each refusal on the console).

const cspRefusal = /Content Security Policy/i;

interface Options {
  /** The portal the test talks to: its address is the base URL. */
  portal: PortalName;
  /** Signed in as this demo role through the session the setup project saved; none: logged out. */
  role: Role | undefined;
}

export const test = base.extend<Options & { contentSecurityPolicy: void }>({
  portal: ['main', { option: true }],
  role: [undefined, { option: true }],
  baseURL: async ({ portal }, use) => use(portals[portal].url),
  storageState: async ({ portal, role }, use) => use(role ? authFile(portal, role) : undefined),
  contentSecurityPolicy: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (cspRefusal.test(message.text())) violations.push(message.text());
        });
      watch(context);
      // Tests that open a second browser session (another user) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
