import { expect, test } from '../support/test.js';
import { PortalFrame } from '../support/pages/frame.js';
import { HelpDialog } from '../support/pages/help.js';
import { expectScreen } from '../support/pages/screen.js';

// The footer's help documents: the skin's own, the generic one in the chosen language, and what
// the modal says when neither loads.

test('the footer opens the skin’s own document in a large modal', async ({ page }) => {
  await page.goto('/login');
  await new PortalFrame(page).footerLink('Impressum').click();
  const help = new HelpDialog(page, 'Impressum');
  await expect(help.root).toContainText('Dachs Energiesysteme GmbH');
  await expectScreen(page, 'help-impressum');
  await help.closed();
});

test.describe('on the remeha portal', () => {
  test.use({ portal: 'remeha' });

  test('a skin without its own documents falls back to the generic one, in the chosen language', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Sprache').selectOption('en-gb');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await new PortalFrame(page).footerLink('Privacy').click();
    await new HelpDialog(page, 'Privacy').loaded();
    expect(requests).toEqual(
      expect.arrayContaining(['/skins/remeha/docs/datenschutz_en.html', '/docs/datenschutz_en.html']),
    );
    expect(requests.indexOf('/skins/remeha/docs/datenschutz_en.html')).toBeLessThan(
      requests.indexOf('/docs/datenschutz_en.html'),
    );
  });
});

test('when both documents fail the modal names both addresses and the error', async ({ page }) => {
  await page.goto('/extdoc/gibtesnicht');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Das Dokument konnte nicht geladen werden.');
  await expect(dialog).toContainText('/skins/dachs/docs/gibtesnicht_de.html');
  await expect(dialog).toContainText('/docs/gibtesnicht_de.html');
  await expect(dialog).toContainText('HTTP 404');
  // /extdoc is the sticky variant: no close button; OK leaves.
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  await expectScreen(page, 'help-failed');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});
