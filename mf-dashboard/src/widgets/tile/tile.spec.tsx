/// <reference types="@testing-library/jest-dom" />
import { jest } from '@jest/globals';
import type { ContentItem } from '@portal/unit-catalog';
import { unitMetadata } from '@portal/web-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardInit, renderPage } from '../../components/test-utils.js';
import { Tile, tileRows } from './tile.js';

const rows = [
  { label: 'Motorstatus', value: 'OK' },
  { label: 'Elektrische Leistung', value: '5,3 kW' },
];

describe('Tile', () => {
  it('shows the title and its text rows', () => {
    renderPage(<Tile title="Status" rows={rows} />);
    expect(screen.getByRole('heading', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Motorstatus',
      'Elektrische Leistung',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['OK', '5,3 kW']);
    // Without a target nothing is clickable.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('clicks through to its data page as one link stretched over the tile', async () => {
    const user = userEvent.setup();
    renderPage(<Tile title="Status" rows={rows} to="/5123456789/dp/status" />);
    const link = screen.getByRole('link', { name: 'Status' });
    expect(link).toHaveClass('stretched-link');
    expect(link.closest('.card')?.querySelector('.bi-chevron-right')).not.toBeNull();
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/5123456789/dp/status');
  });

  it('is reachable and opened with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<Tile title="Status" rows={rows} to="/5123456789/dp/status" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Status' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/5123456789/dp/status');
  });

  it('calls onOpen from its button, by click or keyboard', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn<() => void>();
    renderPage(<Tile title="Speicher" rows={[]} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Speicher' });
    expect(button).toHaveClass('stretched-link');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(3);
  });
});

describe('tileRows', () => {
  it('makes a row of each visible text content and skips the others', () => {
    const meta = unitMetadata(dashboardInit(), 'de-de');
    const contents: ContentItem[] = [
      { type: 'text', board: 'Hka_Mw1', dataPoint: 'bMotorStatus' },
      { type: 'text', board: 'Hka_Mw1', dataPoint: 'sWirkleistung', parameters: { decimals: 2 } },
      { type: 'text', board: 'Hka_Bd', dataPoint: 'bStoerung', visible: false },
      { type: 'image', image: 'dachs-ii.svg', parameters: { alt: 'x' } },
      { type: 'text', board: 'Mm', dataPoint: 'ModulSteuerung.fModulLaeuft', index: 3 },
    ];
    const values: Record<string, unknown> = {
      'Hka_Mw1.bMotorStatus': 0,
      'Hka_Mw1.sWirkleistung': 5.3,
      'Mm.ModulSteuerung.fModulLaeuft[3]': true,
    };
    const format = (key: string, value: unknown, decimals?: number) =>
      `${key}=${String(value)}${decimals === undefined ? '' : `/${decimals}`}`;
    expect(tileRows(contents, (key) => values[key], meta, format)).toEqual([
      { label: meta.label('Hka_Mw1.bMotorStatus'), value: 'Hka_Mw1.bMotorStatus=0' },
      { label: meta.label('Hka_Mw1.sWirkleistung'), value: 'Hka_Mw1.sWirkleistung=5.3/2' },
      { label: 'Modul läuft', value: 'Mm.ModulSteuerung.fModulLaeuft[3]=true' },
    ]);
  });
});
