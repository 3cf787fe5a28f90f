import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ContentOf } from '../content-props.js';
import { renderContent } from '../testing.js';
import { EnergyFlowContent } from './energy-flow-content.js';

const netz = (parameters: Partial<ContentOf<'energyflow'>['parameters']> = {}): ContentOf<'energyflow'> => ({
  type: 'energyflow',
  parameters: {
    leistung: 'Netz_Mw.p_erzeugung',
    wirkleistung: 'Netz_Mw.p_wirkleistung',
    bedarf: 'Netz_Mw.p_verbrauch',
    autarkiegrad: 'Netz_Mw.autarkiegrad',
    eigenverbrauchsquote: 'Netz_Mw.eigenverbrauchsquote',
    batteryEnabled: true,
    battery: 'Netz_Mw.p_batterie',
    heatpump: 'Netz_Mw.p_waermepumpe',
    ...parameters,
  },
});

/**
 * A sunny noon: 3.7 kW produced, 1.1 kW used (0.4 kW of it by the heat pump), 0.5 kW into the battery,
 * 2.1 kW fed in. The ratios the unit reports are stale lifetime figures that the picture must not show.
 */
const noon = {
  'Netz_Mw.p_erzeugung': 3700,
  'Netz_Mw.p_wirkleistung': -2100,
  'Netz_Mw.p_verbrauch': 1100,
  'Netz_Mw.p_batterie': 500,
  'Netz_Mw.p_waermepumpe': 400,
  'Netz_Mw.autarkiegrad': 34.9,
  'Netz_Mw.eigenverbrauchsquote': 19.9,
};

const nodeText = (line: string) => screen.getByTestId(`node-${line}`).textContent?.replace(/\u00a0/g, ' ');
const flow = (line: string) => screen.getByTestId(`flow-${line}`).getAttribute('data-flow');
const percent = (id: string) => screen.getByTestId(id).textContent?.replace(/\u00a0/g, ' ');

afterEach(() => jest.restoreAllMocks());

test('shows every power in kW with one digit and which way it flows', () => {
  renderContent(EnergyFlowContent, netz(), { values: noon });
  expect(nodeText('production')).toBe('Erzeugung3,7 kW');
  expect(nodeText('grid')).toBe('Einspeisung2,1 kW');
  expect(nodeText('consumption')).toBe('Verbrauch1,1 kW');
  expect(nodeText('battery')).toBe('Batterie lädt0,5 kW');
  expect(nodeText('heatpump')).toBe('Wärmepumpe0,4 kW');
  expect([flow('production'), flow('grid'), flow('consumption'), flow('battery'), flow('heatpump')]).toEqual([
    'in',
    'out',
    'out',
    'out',
    'out',
  ]);
  // Flowing lines carry animated dashes and an arrow pointing the way the power goes.
  const grid = screen.getByTestId('flow-grid');
  expect(grid.querySelector('.mfd-flow__dash')).not.toBeNull();
  expect(grid.querySelector('.mfd-flow__arrow')?.getAttribute('transform')).toMatch(/rotate\(180\)$/);
  expect(
    screen.getByTestId('flow-production').querySelector('.mfd-flow__arrow')?.getAttribute('transform'),
  ).toMatch(/rotate\(90\)$/);
  expect(percent('flow-autarky')).toBe('Autarkiegrad100,0 %');
  expect(percent('flow-own-consumption')).toBe('Eigenverbrauch43,2 %');
  expect(
    screen
      .getByRole('img')
      .getAttribute('aria-label')
      ?.replace(/\u00a0/g, ' '),
  ).toBe(
    'Energiefluss: Erzeugung 3,7 kW; Einspeisung 2,1 kW; Verbrauch 1,1 kW; Batterie lädt 0,5 kW; ' +
      'Wärmepumpe 0,4 kW; Autarkiegrad 100,0 %; Eigenverbrauchsquote 43,2 %',
  );
});

test('grid import and a discharging battery flow towards the house', () => {
  renderContent(EnergyFlowContent, netz(), {
    values: { ...noon, 'Netz_Mw.p_erzeugung': 0, 'Netz_Mw.p_wirkleistung': 830, 'Netz_Mw.p_batterie': -1240 },
  });
  expect(nodeText('grid')).toBe('Netzbezug0,8 kW');
  expect(flow('grid')).toBe('in');
  expect(nodeText('battery')).toBe('Batterie entlädt1,2 kW');
  expect(flow('battery')).toBe('in');
  expect(flow('production')).toBe('none');
  expect(screen.getByTestId('flow-production').querySelector('.mfd-flow__dash')).toBeNull();
});

describe('autarky and own consumption: the spec 9 ratios of the powers shown', () => {
  const shown = () => [percent('flow-autarky'), percent('flow-own-consumption')];

  test('nothing produced, the battery covers the house: 100 % self-sufficient, 0 % own consumption', () => {
    renderContent(EnergyFlowContent, netz(), {
      values: {
        ...noon,
        'Netz_Mw.p_erzeugung': 0,
        'Netz_Mw.p_wirkleistung': 0,
        'Netz_Mw.p_verbrauch': 800,
        'Netz_Mw.p_batterie': -800,
      },
    });
    expect(nodeText('production')).toBe('Erzeugung0,0 kW');
    expect(nodeText('battery')).toBe('Batterie entlädt0,8 kW');
    expect(shown()).toEqual(['Autarkiegrad100,0 %', 'Eigenverbrauch0,0 %']);
    const bar = screen.getByTestId('flow-autarky').querySelector('.mfd-flow__percent-bar');
    const track = screen.getByTestId('flow-autarky').querySelector('.mfd-flow__percent-track');
    expect(bar?.getAttribute('width')).toBe(track?.getAttribute('width'));
    expect(
      screen.getByTestId('flow-own-consumption').querySelector('.mfd-flow__percent-bar'),
    ).toHaveAttribute('width', '0');
  });

  test('evening: 0.4 kW produced and used, 1.2 kW imported of 1.6 kW', () => {
    renderContent(EnergyFlowContent, netz(), {
      values: {
        ...noon,
        'Netz_Mw.p_erzeugung': 400,
        'Netz_Mw.p_wirkleistung': 1200,
        'Netz_Mw.p_verbrauch': 1600,
        'Netz_Mw.p_batterie': 0,
      },
    });
    // eigenverbrauch 400 W: 400 / (400 + 0) and 400 / (400 + 1200).
    expect(shown()).toEqual(['Autarkiegrad25,0 %', 'Eigenverbrauch100,0 %']);
  });

  test('inconsistent powers are clamped to 0..100 % (spec 5)', () => {
    const { unmount } = renderContent(EnergyFlowContent, netz(), {
      values: { ...noon, 'Netz_Mw.p_erzeugung': 100, 'Netz_Mw.p_wirkleistung': -700 },
    });
    // More fed in than produced, more used than available.
    expect(shown()).toEqual(['Autarkiegrad100,0 %', 'Eigenverbrauch0,0 %']);
    unmount();
    renderContent(EnergyFlowContent, netz(), {
      values: { ...noon, 'Netz_Mw.p_verbrauch': 50, 'Netz_Mw.p_wirkleistung': 900 },
    });
    expect(shown()).toEqual(['Autarkiegrad0,0 %', 'Eigenverbrauch100,0 %']);
  });

  test("while the powers are unknown the unit's own figures show, clamped", () => {
    renderContent(EnergyFlowContent, netz(), {
      values: { 'Netz_Mw.autarkiegrad': 130, 'Netz_Mw.eigenverbrauchsquote': -4 },
    });
    expect(shown()).toEqual(['Autarkiegrad100,0 %', 'Eigenverbrauch0,0 %']);
  });
});

test('the battery needs batteryEnabled and its key; the heat pump its key', () => {
  const { unmount } = renderContent(EnergyFlowContent, netz({ batteryEnabled: false }), { values: noon });
  expect(screen.queryByTestId('node-battery')).toBeNull();
  expect(screen.getByTestId('node-heatpump')).toBeInTheDocument();
  unmount();
  renderContent(EnergyFlowContent, netz({ battery: undefined, heatpump: undefined }), { values: noon });
  expect(screen.queryByTestId('node-battery')).toBeNull();
  expect(screen.queryByTestId('node-heatpump')).toBeNull();
  expect(screen.getByRole('img').getAttribute('aria-label')).not.toMatch(/Batterie|Wärmepumpe/);
});

test('unknown values show placeholders and no flow, never NaN', () => {
  const { container } = renderContent(EnergyFlowContent, netz(), { values: {} });
  expect(nodeText('grid')).toBe('Netz–');
  expect(nodeText('battery')).toBe('Batterie–');
  expect(percent('flow-autarky')).toBe('Autarkiegrad–');
  expect(container.querySelectorAll('.mfd-flow__dash')).toHaveLength(0);
  expect(container.innerHTML).not.toMatch(/NaN|undefined/);
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Netz unbekannt');
});

describe('canvas size', () => {
  const size = () => screen.getByRole('img').getAttribute('data-size');

  test('580×350 in a wide container, 290×400 in one under 580 px', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 900 } as DOMRect);
    const { unmount } = renderContent(EnergyFlowContent, netz(), { values: noon });
    expect(size()).toBe('580x350');
    expect(screen.getByRole('img')).toHaveAttribute('viewBox', '0 0 580 350');
    unmount();

    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 420 } as DOMRect);
    renderContent(EnergyFlowContent, netz(), { values: noon });
    expect(size()).toBe('290x400');
    expect(screen.getByRole('img')).toHaveAttribute('width', '290');
    expect(screen.getByRole('img')).toHaveAttribute('height', '400');
  });

  test('follows the container when it is resized', () => {
    const observers: ((entries: { contentRect: { width: number } }[]) => void)[] = [];
    class FakeResizeObserver {
      constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    try {
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 800 } as DOMRect);
      renderContent(EnergyFlowContent, netz(), { values: noon });
      expect(size()).toBe('580x350');
      act(() => observers.forEach((notify) => notify([{ contentRect: { width: 360 } }])));
      expect(size()).toBe('290x400');
      act(() => observers.forEach((notify) => notify([{ contentRect: { width: 640 } }])));
      expect(size()).toBe('580x350');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  test('phones get the small picture whatever the container', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 700 } as DOMRect);
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    try {
      renderContent(EnergyFlowContent, netz(), { values: noon });
      expect(size()).toBe('290x400');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});

test('in debug mode range sliders override grid and battery power to try the picture', () => {
  renderContent(EnergyFlowContent, netz(), { values: noon, debug: true });
  const grid = screen.getByRole('slider', { name: /Wirkleistung Netz/ });
  const battery = screen.getByRole('slider', { name: /Batterieleistung/ });
  expect(grid).toHaveAttribute('min', '-500');
  expect(grid).toHaveAttribute('max', '500');
  expect(battery).toHaveAttribute('min', '-5000');
  expect(battery).toHaveAttribute('max', '5000');
  // They start at the live values (clamped into their range).
  expect(grid).toHaveValue('-500');
  expect(battery).toHaveValue('500');

  fireEvent.change(grid, { target: { value: '300' } });
  fireEvent.change(battery, { target: { value: '-2500' } });
  expect(nodeText('grid')).toBe('Netzbezug0,3 kW');
  expect(flow('grid')).toBe('in');
  expect(nodeText('battery')).toBe('Batterie entlädt2,5 kW');
  // The percentages follow the tried powers: 0.3 kW of 1.1 kW imported, nothing fed in.
  expect(percent('flow-autarky')).toBe('Autarkiegrad72,7 %');
  expect(percent('flow-own-consumption')).toBe('Eigenverbrauch100,0 %');
  expect(screen.getByRole('slider', { name: /Wirkleistung Netz 300 W/ })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Live-Werte zeigen' }));
  expect(nodeText('grid')).toBe('Einspeisung2,1 kW');
  expect(nodeText('battery')).toBe('Batterie lädt0,5 kW');
});

test('without the debug flag there are no sliders', () => {
  renderContent(EnergyFlowContent, netz(), { values: noon });
  expect(screen.queryByRole('slider')).toBeNull();
});
