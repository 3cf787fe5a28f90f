/// <reference types="@testing-library/jest-dom" />
import { type ContentItem, unitKinds } from '@portal/unit-catalog';
import { screen } from '@testing-library/react';
import type { ContentOf } from '../content-props.js';
import { renderContent } from '../testing.js';
import { TableContent, tableModel } from './table-content.js';

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

/** The counters table of the current Dachs, as the catalog lays it out. */
function zaehlerTable(): ContentOf<'table'> {
  const dachs = unitKinds.find((kind) => kind.productGroup === 'dachsII')!;
  const contents: ContentItem[] = Object.values(dachs.layout.pages).flatMap((page) =>
    page.items.flatMap((item) => item.contents),
  );
  return contents.find((content): content is ContentOf<'table'> => content.type === 'table')!;
}

function cells(row: HTMLElement): string[] {
  return Array.from(row.children).map((cell) => cell.textContent ?? '');
}

describe('TableContent', () => {
  it('shows the column labels and one row per parameter row, values aligned under their columns', () => {
    renderContent(TableContent, zaehlerTable(), {
      values: {
        'Hka_Bd.ulBetriebssekunden': 12345,
        'BD3112.Hka_Bd.ulBetriebssekunden': 11000,
        'Hka_Bd.ulAnzahlStarts': 2100,
        'BD3112.Hka_Bd.ulAnzahlStarts': 1900,
        'Hka_Bd.ulArbeitElektr': 61234,
      },
    });
    const rows = screen.getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['Bezeichnung', 'Aktuell', 'Am 31.12.']);
    expect(cells(rows[1]!)).toEqual(['Betriebsstunden', '12.345\u00a0h', '11.000\u00a0h']);
    expect(cells(rows[2]!)).toEqual(['Starts', '2.100', '1.900']);
    // Unknown values show the dash in their own column.
    expect(cells(rows[3]!)).toEqual(['Elektrische Arbeit', '61.234\u00a0kWh', '–']);
    expect(rows).toHaveLength(6);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Betriebsstunden',
      'Starts',
      'Elektrische Arbeit',
      'Thermische Arbeit',
      'Thermische Arbeit Kondenser',
    ]);
  });

  it('leaves cells of null keys empty and pads short rows so columns stay aligned', () => {
    const content: ContentOf<'table'> = {
      type: 'table',
      parameters: {
        columns: [{ label: 'dachsII.table.aktuell' }, { label: 'dachsII.table.jahresende' }],
        rows: [
          { label: 'dachsII.table.starts', keys: [null, 'BD3112.Hka_Bd.ulAnzahlStarts'] },
          { label: 'dachsII.table.betriebsstunden', keys: ['Hka_Bd.ulBetriebssekunden'] },
        ],
      },
    };
    renderContent(TableContent, content, {
      values: { 'BD3112.Hka_Bd.ulAnzahlStarts': 7, 'Hka_Bd.ulBetriebssekunden': 5 },
    });
    const rows = screen.getAllByRole('row');
    expect(cells(rows[1]!)).toEqual(['Starts', '', '7']);
    expect(cells(rows[2]!)).toEqual(['Betriebsstunden', '5\u00a0h', '']);
  });

  it('shows array data points as columns with rows aligned by array index', () => {
    const content: ContentOf<'table'> = {
      type: 'table',
      board: 'Mm',
      dataPoints: ['ModulSteuerung.fModulLaeuft', 'Mm.ModulSteuerung.fModulVerfuegbar'],
      parameters: { columns: [{ label: '' }], rows: [{ label: '', keys: [] }] },
    };
    renderContent(TableContent, content, {
      values: {
        'Mm.ModulSteuerung.fModulLaeuft[0]': true,
        'Mm.ModulSteuerung.fModulVerfuegbar[0]': true,
        'Mm.ModulSteuerung.fModulLaeuft[2]': false,
        'Mm.ModulSteuerung.fModulVerfuegbar[2]': true,
      },
    });
    const rows = screen.getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['Nr.', 'Modul läuft', 'Modul verfügbar']);
    expect(cells(rows[1]!)).toEqual(['1', 'Ja', 'Ja']);
    expect(cells(rows[2]!)).toEqual(['2', '–', '–']);
    expect(cells(rows[3]!)).toEqual(['3', 'Nein', 'Ja']);
    // Both arrays hold 10 modules.
    expect(rows).toHaveLength(11);
  });

  it('gives array rows only the cells an array has', () => {
    const { meta } = renderContent(TableContent, zaehlerTable());
    const model = tableModel(
      {
        type: 'table',
        dataPoints: ['Mm.ModulSteuerung.fModulLaeuft', 'Laufraster15Min_aktTag.bDoppelstunde'],
        parameters: { columns: [{ label: '' }], rows: [{ label: '', keys: [] }] },
      },
      meta,
    );
    expect(model.rows).toHaveLength(12);
    expect(model.rows[9]!.keys).toEqual([
      'Mm.ModulSteuerung.fModulLaeuft[9]',
      'Laufraster15Min_aktTag.bDoppelstunde[9]',
    ]);
    expect(model.rows[10]!.keys).toEqual([null, 'Laufraster15Min_aktTag.bDoppelstunde[10]']);
  });

  it('scrolls sideways inside the widget and uses the small font on phones', () => {
    window.innerWidth = 375;
    const { container } = renderContent(TableContent, zaehlerTable());
    expect(container.querySelector('.table-responsive > table')).toHaveClass('table', 'table-sm', 'small');
  });

  it('keeps the normal font on larger screens', () => {
    window.innerWidth = 1200;
    renderContent(TableContent, zaehlerTable());
    expect(screen.getByRole('table')).not.toHaveClass('small');
  });
});
