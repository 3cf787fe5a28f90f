import { type Page, expect } from '@playwright/test';

// The energy-tax tool (hzatool remote): the plant cards of the overview and the application editor's
// steps and documents.

/** A plant's card on the overview (a region named by the plant). */
export const plantCard = (page: Page, name: RegExp | string) => page.getByRole('region', { name });

/** Goes to the next step of the editor. */
export async function step(page: Page, name: string) {
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Opens the first step (the editor continues where anyone left off, e.g. another test's visit). */
export async function firstStep(page: Page) {
  await page
    .getByRole('navigation', { name: 'Schritte des Antrags' })
    .getByRole('button', { name: 'Antragsteller' })
    .click();
  await expect(page.getByRole('heading', { name: 'Antragsteller' })).toBeVisible();
}

/** Clicks a document's button; its link is the new one (a document made again replaces the earlier). */
export async function made(page: Page, button: string, name: string) {
  const link = page.getByRole('link', { name });
  const earlier = (await link.count()) > 0 ? await link.getAttribute('href') : null;
  await page.getByRole('button', { name: button }).click();
  if (earlier) await expect(link).not.toHaveAttribute('href', earlier);
  await expect(link).toHaveCount(1);
  return link;
}
