import { type PortalName, type Role, authFile, freshSession, savedSessions } from '../support/auth.js';
import { LoginPage } from '../support/pages/login.js';
import { portals } from '../support/portals.js';
import { test } from '../support/test.js';

// Each demo role logs in once through the real login form of the main portal; the skinned portals'
// sessions come from the same login through the API (their forms have tests of their own). The
// tests reuse the saved sessions (Playwright storageState) instead of logging in again.

test.describe.configure({ mode: 'parallel' });

for (const [portal, roles] of Object.entries(savedSessions) as [PortalName, readonly Role[]][]) {
  for (const role of roles) {
    test(`${role} logs in on the ${portal} portal`, async ({ page }) => {
      if (portal === 'main') await (await new LoginPage(page).goto()).logIn(role);
      else await freshSession(page, role, portals[portal].url);
      await page.context().storageState({ path: authFile(portal, role) });
    });
  }
}
