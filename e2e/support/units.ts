import { type Page, expect } from '@playwright/test';
import type { UnitListEntry } from '@portal/contracts';

/** The first 100 units the signed-in user sees (of the portal at `base`, else the main one). */
export async function listedUnits(page: Page, base = ''): Promise<UnitListEntry[]> {
  const response = await page.request.post(`${base}/rest/info/units`, {
    data: { limit: 100, offset: 0, filter: { sortByLocation: false } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { units: UnitListEntry[] }).units;
}

/** A simulated (online) unit of a kind the signed-in user may look at, with or without consent. */
export async function onlineUnit(page: Page, productGroup: string, consent = true): Promise<string> {
  const unit = (await listedUnits(page)).find(
    (entry) =>
      entry.productGroup === productGroup &&
      entry.online &&
      (entry.zustimmungMap['DACHSWEB'] === true) === consent,
  );
  expect(unit, `an online ${productGroup} unit`).toBeDefined();
  return unit!.seriennummer;
}
