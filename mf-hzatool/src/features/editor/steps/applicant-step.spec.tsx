import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import { editorPath, initAnswer, initRoute, progressOf, sessionstoreRoute } from '../editor-fixtures.js';

beforeEach(() => {
  resetHosts();
  fakeBackend({ [initRoute]: ok(initAnswer()), [sessionstoreRoute]: ok({ progress: progressOf() }) });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
});

const field = (name: string) => screen.getByRole('textbox', { name });

test('an invalid IBAN gets the spec’s message; a valid one none', async () => {
  const user = userEvent.setup();
  const iban = await screen.findByRole('textbox', { name: 'IBAN' });
  await user.type(iban, 'DE89 3704 0044 0532 0130 01');
  expect(iban).toHaveAttribute('aria-invalid', 'true');
  expect(iban).toHaveAccessibleDescription('Bitte geben Sie eine gültige IBAN an (22 Stellen)');
  await user.clear(iban);
  await user.type(iban, 'DE89 3704 0044 0532 0130 00');
  expect(iban).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText('Bitte geben Sie eine gültige IBAN an (22 Stellen)')).toBeNull();
});

test('the VAT id is asked for only with a company, and then required', async () => {
  const user = userEvent.setup();
  const vat = await screen.findByRole('textbox', { name: 'Umsatzsteuer-ID' });
  expect(vat).toBeDisabled();
  await user.type(field('Firma'), 'Bäckerei Hofmann GmbH');
  expect(vat).toBeEnabled();
  expect(vat).toBeRequired();
  expect(vat).toHaveAccessibleDescription(/Pflichtfeld\./);
  await user.type(vat, 'DE123456789');
  expect(vat).toHaveAttribute('aria-invalid', 'false');
  // Without the company the VAT id goes.
  await user.clear(field('Firma'));
  expect(vat).toBeDisabled();
  expect(vat).toHaveValue('');
});

test('the customs company number and the postcode have 5 digits', async () => {
  const user = userEvent.setup();
  const number = await screen.findByRole('textbox', { name: 'Zollnummer' });
  await user.type(number, '1234');
  expect(number).toHaveAccessibleDescription(/Die Zollnummer hat genau 5 Ziffern\./);
  await user.type(number, '5');
  expect(number).toHaveAttribute('aria-invalid', 'false');
  const plz = field('Postleitzahl');
  await user.type(plz, '9742');
  expect(plz).toHaveAttribute('aria-invalid', 'true');
  await user.type(plz, '1');
  expect(plz).toHaveAttribute('aria-invalid', 'false');
});

test('the customs plant number is asked for follow-up applications only', async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Erstantrag' }));
  expect(screen.queryByRole('textbox', { name: 'Anlagennummer des Hauptzollamts' })).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Folgeantrag' }));
  expect(field('Anlagennummer des Hauptzollamts')).toBeInTheDocument();
});
