import { type PortalName, type Role, authFile, savedSessions } from '../support/auth.js';
import { LoginPage } from '../support/pages/login.js';
import { portals } from '../support/portals.js';
import { test } from '../support/test.js';

// Each demo role logs in once per portal through the real login form; the tests reuse the saved
// sessions (Playwright storageState) instead of logging in again.

for (const [portal, roles] of Object.entries(savedSessions) as [PortalName, readonly Role[]][]) {
  for (const role of roles) {
    test(`${role} logs in on the ${portal} portal`, async ({ page }) => {
      const login = await new LoginPage(page).goto(portals[portal].url);
      await login.logIn(role);
      await page.context().storageState({ path: authFile(portal, role) });
    });
  }
}
