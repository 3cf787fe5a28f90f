import type { HzaByPlzResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import {
  editorPath,
  initAnswer,
  initRoute,
  nuernberg,
  progressOf,
  regensburg,
  schweinfurt,
  sessionstoreRoute,
} from '../editor-fixtures.js';

const county = { code: '09678', name: 'Landkreis Schweinfurt' };

type Answer = Pick<HzaByPlzResponse, 'match' | 'offices' | 'counties' | 'messageKey'> &
  Partial<HzaByPlzResponse>;
const answerOf = (answer: Answer): HzaByPlzResponse => ({
  basis: answer.match === 'unique' ? 'regulation' : null,
  sources: [],
  places: [],
  place: null,
  ...answer,
});

function open(answer: Answer | ((place: string | null) => Answer), city?: string) {
  const server = fakeBackend({
    [initRoute]: ok(
      initAnswer({
        application: { applicant: { plz: '97421', ...(city ? { city } : {}) } },
        progress: progressOf({ step: 'office' }),
      }),
    ),
    hzatoolHzaByPlz: ({ query }) =>
      ok(answerOf(typeof answer === 'function' ? answer(query.get('place')) : answer)),
    hzatoolHzaByDss: ({ query }) =>
      ok(
        query.get('dss') === '8703'
          ? { office: schweinfurt, messageKey: null }
          : { office: null, messageKey: 'hzatool.dss.nooffice' },
      ),
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'office' }) }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  return server;
}

beforeEach(() => resetHosts());

test('a postcode with one office takes it and shows its verified address', async () => {
  const server = open({ match: 'unique', offices: [schweinfurt], counties: [county], messageKey: null });
  const chosen = await screen.findByRole('region', { name: 'Hauptzollamt Schweinfurt' });
  expect(chosen).toHaveTextContent('Dienststellenschlüssel 8703');
  expect(chosen).toHaveTextContent('Alte Bahnhofstraße 1');
  expect(screen.getByText('Postleitzahl 97421 liegt in: Landkreis Schweinfurt')).toBeInTheDocument();
  expect(server.requests('hzatoolHzaByPlz')[0]?.query.get('plz')).toBe('97421');
  await waitFor(() =>
    expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
      application: { office: { officeKey: 'schweinfurt', source: 'plz' } },
    }),
  );
});

test('a postcode in several districts says so and offers the candidates', async () => {
  const user = userEvent.setup();
  const server = open({
    match: 'ambiguous',
    offices: [schweinfurt, nuernberg],
    counties: [county],
    messageKey: 'hzatool.plz.ambiguous',
  });
  expect(
    await screen.findByText(
      'Die Postleitzahl liegt in mehreren Bezirken. Bitte wählen Sie Ihr Hauptzollamt.',
    ),
  ).toBeInTheDocument();
  const choice = screen.getByRole('group', { name: 'Hauptzollamt wählen' });
  expect(
    within(choice)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent),
  ).toEqual(['Hauptzollamt Schweinfurt', 'Hauptzollamt Nürnberg']);
  // Nothing is chosen for the user.
  expect(screen.queryByRole('region', { name: /^Hauptzollamt \S+$/ })).toBeNull();
  await user.click(within(choice).getByRole('radio', { name: 'Hauptzollamt Nürnberg' }));
  const chosen = await screen.findByRole('region', { name: 'Hauptzollamt Nürnberg' });
  // Not verified: no address, a hint instead.
  expect(chosen).not.toHaveTextContent('Irgendwo 1');
  expect(chosen).toHaveTextContent('Die Anschrift ist nicht geprüft');
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { office: { officeKey: 'nuernberg', source: 'plz' } },
      }),
    { timeout: 3000 },
  );
});

test('a postcode partly in a county without an office chooses nothing and offers every office, the found first', async () => {
  const user = userEvent.setup();
  const server = open({
    match: 'ambiguous',
    offices: [schweinfurt],
    counties: [county, { code: '09679', name: 'Landkreis Würzburg' }],
    messageKey: 'hzatool.plz.partlyunknown',
  });
  expect(
    await screen.findByText(/reicht in einen Landkreis, dessen Hauptzollamt nicht bekannt ist/),
  ).toBeInTheDocument();
  const choice = screen.getByRole('group', { name: 'Hauptzollamt wählen' });
  expect(
    within(choice)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent),
  ).toEqual(['Hauptzollamt Schweinfurt', 'Hauptzollamt Nürnberg', 'Hauptzollamt Regensburg']);
  expect(screen.queryByRole('region', { name: /^Hauptzollamt \S+$/ })).toBeNull();
  await user.click(within(choice).getByRole('radio', { name: 'Hauptzollamt Regensburg' }));
  expect(await screen.findByRole('region', { name: 'Hauptzollamt Regensburg' })).toBeInTheDocument();
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { office: { officeKey: 'regensburg', source: 'plz' } },
      }),
    { timeout: 3000 },
  );
});

test('a postcode without an office says so and offers every office', async () => {
  const user = userEvent.setup();
  open({ match: 'none', offices: [], counties: [], messageKey: 'hzatool.plz.nooffice' });
  expect(
    await screen.findByText('Für diese Postleitzahl ist kein Hauptzollamt bekannt.'),
  ).toBeInTheDocument();
  const choice = screen.getByRole('group', { name: 'Hauptzollamt wählen' });
  expect(within(choice).getAllByRole('radio')).toHaveLength(3);
  await user.click(within(choice).getByRole('radio', { name: regensburg.name }));
  expect(await screen.findByRole('region', { name: regensburg.name })).toBeInTheDocument();
});

test('an office key finds its office; an unknown one leaves the choice to the user', async () => {
  const user = userEvent.setup();
  open({ match: 'none', offices: [], counties: [], messageKey: 'hzatool.plz.nooffice' });
  const key = await screen.findByRole('textbox', { name: 'Dienststellenschlüssel' });
  await user.type(key, '9999');
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
  expect(
    await screen.findByText(
      'Zu diesem Dienststellenschlüssel ist kein Hauptzollamt bekannt. Bitte wählen Sie es von Hand.',
    ),
  ).toBeInTheDocument();
  await user.clear(key);
  await user.type(key, '8703{Enter}');
  expect(await screen.findByRole('region', { name: 'Hauptzollamt Schweinfurt' })).toBeInTheDocument();
});

test('an office proposed from other sources is taken, marked to verify, with its source', async () => {
  const server = open({
    match: 'unique',
    offices: [schweinfurt],
    counties: [county],
    messageKey: 'hzatool.plz.candidate',
    basis: 'candidate',
    sources: ['seat of the office'],
  });
  const notice = await screen.findByTestId('mfh-office-candidate');
  expect(notice).toHaveTextContent('Dieses Hauptzollamt ist ein Vorschlag');
  expect(notice).toHaveTextContent('Quelle: seat of the office');
  expect(await screen.findByRole('region', { name: 'Hauptzollamt Schweinfurt' })).toBeInTheDocument();
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { office: { officeKey: 'schweinfurt', source: 'plz' } },
      }),
    { timeout: 3000 },
  );
});

test("the place picked decides a postcode split between districts; the applicant's town comes first", async () => {
  const user = userEvent.setup();
  const places = ['Berlin', 'Schönefeld'];
  const server = open(
    (place) =>
      place === 'Schönefeld'
        ? { match: 'unique', offices: [nuernberg], counties: [county], messageKey: null, places, place }
        : {
            match: 'ambiguous',
            offices: [schweinfurt, nuernberg],
            counties: [county],
            messageKey: 'hzatool.plz.place',
            places,
          },
    'Zeuthen',
  );
  const picker = await screen.findByRole('combobox', { name: 'Ort (entscheidet über das Hauptzollamt)' });
  expect(server.requests('hzatoolHzaByPlz')[0]?.query.get('place')).toBe('Zeuthen');
  expect(screen.getByText(/Bitte wählen Sie Ihren Ort oder Ihr Hauptzollamt/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Hauptzollamt \S+$/ })).toBeNull();
  await user.selectOptions(picker, 'Schönefeld');
  expect(await screen.findByRole('region', { name: 'Hauptzollamt Nürnberg' })).toBeInTheDocument();
  expect(server.requests('hzatoolHzaByPlz').at(-1)?.query.get('place')).toBe('Schönefeld');
  expect(screen.getByRole('combobox', { name: 'Ort (entscheidet über das Hauptzollamt)' })).toHaveValue(
    'Schönefeld',
  );
});
