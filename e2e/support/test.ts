import { type BrowserContext, test as base, expect } from '@playwright/test';

// Every test runs under the backend's Content-Security-Policy and fails when the browser refused
// anything because of it (Chromium reports each refusal on the console).

const cspRefusal = /Content Security Policy/i;

export const test = base.extend<{ contentSecurityPolicy: void }>({
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
