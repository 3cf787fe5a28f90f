import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { editorPath, initAnswer, initRoute, progressOf, sessionstoreRoute } from '../editor-fixtures.js';
import { EditorPage } from './editor-page.js';

// Issue 40, 29: one refused field (a customs number of two digits) failed every later save and
// "next" still moved on. Now the rest is stored, the field is marked, and "next" waits.

const render = () => renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });

beforeEach(() => resetHosts());

test('a refused field stays in the editor, marked; what is typed after it is stored', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ok(initAnswer()),
    [sessionstoreRoute]: ok({ progress: progressOf() }),
  });
  render();
  const number = await screen.findByRole('textbox', { name: 'Zollnummer' });
  await user.type(number, '12');
  await user.type(screen.getByRole('textbox', { name: 'Kontoinhaber' }), 'Stefan Hofmann');
  await user.click(screen.getByRole('radio', { name: 'Folgeantrag' }));
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { applicant: { accountHolder: 'Stefan Hofmann', applicationKind: 'followUp' } },
      }),
    { timeout: 3000 },
  );
  for (const request of server.requests(sessionstoreRoute))
    expect(request.body).not.toHaveProperty('application.applicant.companyNumber');
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAccessibleDescription(expect.stringContaining('Die Zollnummer hat genau 5 Ziffern.'));
  expect(await screen.findByText('1 Eingabe ungültig, nicht gespeichert')).toHaveAttribute('role', 'status');
});

test('"next" does not move on past a refused field, says why, and moves on once it is right', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ok(initAnswer()),
    [sessionstoreRoute]: ok({ progress: progressOf() }),
  });
  render();
  const number = await screen.findByRole('textbox', { name: 'Zollnummer' });
  await user.type(number, '12');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  const alert = await screen.findByTestId('mfh-unsaved');
  expect(alert).toHaveTextContent('Bitte korrigieren Sie diese Eingaben, bevor Sie weitergehen.');
  expect(within(alert).getByRole('listitem')).toHaveTextContent(
    'Zollnummer: Die Zollnummer hat genau 5 Ziffern.',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Antragsteller' })).toBeInTheDocument();
  // The step list is held the same way.
  await user.click(screen.getByRole('button', { name: 'Zusammenfassung' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Antragsteller' })).toBeInTheDocument();

  await user.type(number, '345');
  expect(screen.queryByTestId('mfh-unsaved')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Hauptzollamt' })).toBeInTheDocument();
  await waitFor(() =>
    expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
      step: 'office',
      application: { applicant: { companyNumber: '12345' } },
    }),
  );
});

test('after a failed save "next" waits and the save is tried again', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ok(initAnswer()),
    [sessionstoreRoute]: apiError(503, 'exception.unavailable'),
  });
  render();
  await user.type(await screen.findByRole('textbox', { name: 'Ort' }), 'Schweinfurt');
  expect(await screen.findByText('Nicht gespeichert', undefined, { timeout: 3000 })).toBeInTheDocument();
  const tried = server.requests(sessionstoreRoute).length;
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByTestId('mfh-unsaved')).toHaveTextContent(
    'Ihre Eingaben sind noch nicht gespeichert.',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Antragsteller' })).toBeInTheDocument();
  await waitFor(() => expect(server.requests(sessionstoreRoute).length).toBeGreaterThan(tried), {
    timeout: 3000,
  });
});
