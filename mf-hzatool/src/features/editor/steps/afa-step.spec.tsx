import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import { editorPath, initAnswer, initRoute, progressOf, sessionstoreRoute } from '../editor-fixtures.js';

const months = Array.from({ length: 12 }, (_, index) => index < 2);

beforeEach(() => resetHosts());

test('defaults depreciation to the commissioning month and 120 months; aid is kept in cents', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ progress: progressOf({ step: 'afa' }) })),
    hzatoolAbschreibungen: ok({
      modules: [{ serial: '5200000001', start: '2019-03', end: '2029-02', monthsInYear: months }],
      relevantAidCents: 350_000,
      aidBalanceCents: 125_050,
      earlierYears: [],
      issues: [],
    }),
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'afa' }) }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  expect(await screen.findByLabelText('Beginn der Abschreibung')).toHaveValue('2019-03');
  expect(screen.getByRole('spinbutton', { name: 'Dauer' })).toHaveValue(120);
  expect(await screen.findByText('Abschreibung von 2019-03 bis 2029-02')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Monate des Jahres in der Abschreibung' })).toBeInTheDocument();
  expect(screen.getByText(/Noch anzurechnen in diesem Jahr: 1\.250,50\s€/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Förderung hinzufügen' }));
  await user.type(screen.getByRole('textbox', { name: 'Bezeichnung' }), 'BAFA-Zuschuss');
  await user.type(screen.getByLabelText('Erhalten am'), '2019-05-02');
  await user.type(screen.getByRole('spinbutton', { name: 'Betrag' }), '3500.5');
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: {
          afa: {
            modules: [{ serial: '5200000001', start: '2019-03', months: 120 }],
            investmentAid: [{ label: 'BAFA-Zuschuss', receivedOn: '2019-05-02', amountCents: 350_050 }],
          },
        },
      }),
    { timeout: 3000 },
  );
});

test('takes what earlier applications offset: the years in the tool, and the figure for those before', async () => {
  const user = userEvent.setup();
  const aid = [{ label: 'BAFA-Zuschuss', receivedOn: '2019-05-02', amountCents: 100_000 }];
  const server = fakeBackend({
    [initRoute]: ok(
      initAnswer({ application: { afa: { investmentAid: aid } }, progress: progressOf({ step: 'afa' }) }),
    ),
    hzatoolAbschreibungen: ok({
      modules: [{ serial: '5200000001', start: '2019-03', end: '2029-02', monthsInYear: months }],
      relevantAidCents: 100_000,
      aidBalanceCents: 7_300,
      earlierYears: [{ year: 2023, offsetCents: 62_700 }],
      issues: [],
    }),
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'afa' }) }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  const before = await screen.findByRole('spinbutton', {
    name: 'Davon vor der Nutzung dieses Tools bereits verrechnet',
  });
  expect(before).toHaveAccessibleDescription(/ohne dieses Tool schon von der Vollentlastung abgezogen/);
  await user.type(before, '300');
  await waitFor(
    () =>
      expect(server.requests('hzatoolAbschreibungen').at(-1)?.body).toMatchObject({
        afa: { investmentAid: aid, aidOffsetEarlierCents: 30_000 },
      }),
    { timeout: 3000 },
  );
  expect(await screen.findByText(/Verrechnet im Antrag 2023: 627,00\s€/)).toBeInTheDocument();
  expect(screen.getByText(/Vor diesem Tool verrechnet \(Ihre Angabe\): 300,00\s€/)).toBeInTheDocument();
  expect(screen.getByText(/Noch anzurechnen in diesem Jahr: 73,00\s€/)).toBeInTheDocument();
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { afa: { aidOffsetEarlierCents: 30_000 } },
      }),
    { timeout: 3000 },
  );
});
