import type { UnitListRequest } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import type { ChosenUnit } from '../location-form.js';
import { listAnswer } from '../test-data.js';
import { unitEntry } from '@portal/web-kit/testing';
import {
  openUnitSelectionDialog,
  selectionPagingShown,
  type UnitSelectionOptions,
} from './unit-selection-dialog.js';

const units = Array.from({ length: 14 }, (_, index) =>
  unitEntry(`52000003${String(index).padStart(2, '0')}`),
);

function backend() {
  return fakeBackend({
    units: ({ body }) => {
      const request = body as UnitListRequest;
      // A similarity search (address suggestion) finds every unit here.
      const exact = request.filter.search && !request.filter.fuzzyGroupSearch ? request.filter.search : '';
      const hits = units.filter((unit) => unit.seriennummer.includes(exact));
      return ok(
        listAnswer({
          units: hits.slice(request.offset, request.offset + request.limit),
          totalRows: hits.length,
        }),
      );
    },
  });
}

async function openDialog(options: UnitSelectionOptions) {
  renderPage(<></>);
  let result: Promise<ChosenUnit[] | undefined> = Promise.resolve(undefined);
  act(() => {
    result = openUnitSelectionDialog(options);
  });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('table');
  return { dialog, result };
}

const box = (dialog: HTMLElement, serial: string) =>
  within(dialog).getByRole('checkbox', { name: `Anlage ${serial} auswählen` });

beforeEach(() => resetHosts());

test('paging shows when hits exceed a page or a search is set', () => {
  expect(selectionPagingShown(10, '')).toBe(false);
  expect(selectionPagingShown(11, '')).toBe(true);
  expect(selectionPagingShown(3, '5200')).toBe(true);
});

test('units can be toggled; the initial unit and the last remaining one are locked', async () => {
  const user = userEvent.setup({ delay: null });
  backend();
  const { dialog, result } = await openDialog({
    chosen: [units[0]!, units[1]!],
    initialSN: units[0]!.seriennummer,
  });
  expect(box(dialog, '52 0000 0300')).toBeChecked();
  expect(box(dialog, '52 0000 0300')).toBeDisabled();
  expect(box(dialog, '52 0000 0301')).toBeEnabled();

  await user.click(box(dialog, '52 0000 0302'));
  expect(within(dialog).getByText('Ausgewählt: 3')).toBeInTheDocument();
  await user.click(box(dialog, '52 0000 0301'));
  await user.click(box(dialog, '52 0000 0302'));
  // One unit left: it stays.
  expect(box(dialog, '52 0000 0300')).toBeDisabled();
  expect(within(dialog).getByText('Ausgewählt: 1')).toBeInTheDocument();

  await user.click(box(dialog, '52 0000 0305'));
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
  const chosen = await result;
  expect(chosen?.map((unit) => unit.seriennummer)).toEqual(['5200000300', '5200000305']);
});

test('without an initial unit the last chosen one is still locked', async () => {
  backend();
  const { dialog } = await openDialog({ chosen: [units[2]!], initialSN: undefined });
  expect(box(dialog, '52 0000 0302')).toBeDisabled();
  await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
});

test('searching asks the server and pages through the hits', async () => {
  const user = userEvent.setup({ delay: null });
  const server = backend();
  const { dialog, result } = await openDialog({ chosen: [], initialSN: undefined });
  const pages = within(dialog).getByRole('navigation', { name: 'Seiten' });
  await user.click(within(pages).getByRole('button', { name: 'Seite 2' }));
  await within(dialog).findByRole('checkbox', { name: 'Anlage 52 0000 0313 auswählen' });

  await user.type(within(dialog).getByRole('searchbox'), ' 030 {Enter}');
  await waitFor(() =>
    expect(server.requests('units').at(-1)?.body).toMatchObject({
      offset: 0,
      filter: { search: '030' },
    }),
  );
  await within(dialog).findByRole('checkbox', { name: 'Anlage 52 0000 0309 auswählen' });
  // Ten hits, yet a search shows the pager.
  expect(within(dialog).getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBeUndefined();
});

test('an address suggestion searches by similarity first', async () => {
  const server = backend();
  const { dialog } = await openDialog({ chosen: [], initialSN: undefined, suggestion: 'Lindenweg 12 97070' });
  expect(server.requests('units')[0]?.body).toMatchObject({
    filter: { search: 'Lindenweg 12 97070', fuzzyGroupSearch: true },
  });
  expect(within(dialog).getByRole('searchbox')).toHaveValue('Lindenweg 12 97070');
  await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
});
