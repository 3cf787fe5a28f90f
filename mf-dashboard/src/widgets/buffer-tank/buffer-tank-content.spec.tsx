import { screen, within } from '@testing-library/react';
import type { ContentOf } from '../content-props.js';
import { renderContent } from '../testing.js';
import { BufferTankContent } from './buffer-tank-content.js';

const tankKeys = ['Puffer_Mw.sFuehler1', 'Puffer_Mw.sFuehler2', 'Puffer_Mw.sFuehler3', 'Puffer_Mw.sFuehler4'];
const tank = (
  sensors: 2 | 3 | 4 | undefined,
  extra: Partial<ContentOf<'dachs2Buffertank'>['parameters']> = {},
) =>
  ({
    type: 'dachs2Buffertank',
    parameters: { ...(sensors ? { sensors } : {}), sensorKeys: tankKeys, ...extra },
  }) as ContentOf<'dachs2Buffertank'>;
const temperatures = (...values: (number | undefined)[]) =>
  Object.fromEntries(tankKeys.map((key, i) => [key, values[i]]));

const sensorTexts = () =>
  screen.getAllByTestId('tank-sensor').map((g) => g.querySelector('.mfd-tank__temperature')?.textContent);
const sensorHeights = () =>
  screen.getAllByTestId('tank-sensor').map((g) => Number(g.querySelector('circle')?.getAttribute('cy')));

test('four sensors show their temperatures top to bottom over a colour gradient', () => {
  const { container } = renderContent(BufferTankContent, tank(4), {
    values: temperatures(62.4, 56.1, 48, 40.5),
  });
  expect(sensorTexts()).toEqual(['62,4\u00a0°C', '56,1\u00a0°C', '48,0\u00a0°C', '40,5\u00a0°C']);
  const heights = sensorHeights();
  expect([...heights].sort((a, b) => a - b)).toEqual(heights);
  expect(container.querySelectorAll('linearGradient stop')).toHaveLength(4);
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Pufferspeicher von oben nach unten: Fühler 1 (oben) 62,4\u00a0°C; Fühler 2 56,1\u00a0°C; Fühler 3 48,0\u00a0°C; Fühler 4 (unten) 40,5\u00a0°C',
  );
  expect(screen.queryByTestId('tank-flow')).toBeNull();
  expect(screen.queryByTestId('tank-return')).toBeNull();
});

test.each([
  [2, ['62,4\u00a0°C', '56,1\u00a0°C']],
  [3, ['62,4\u00a0°C', '56,1\u00a0°C', '48,0\u00a0°C']],
  [4, ['62,4\u00a0°C', '56,1\u00a0°C', '48,0\u00a0°C', '40,5\u00a0°C']],
  [undefined, ['62,4\u00a0°C', '56,1\u00a0°C', '48,0\u00a0°C', '40,5\u00a0°C']],
] as const)('sensors %s draws the first keys only (4 by default)', (sensors, texts) => {
  renderContent(BufferTankContent, tank(sensors), { values: temperatures(62.4, 56.1, 48, 40.5) });
  expect(sensorTexts()).toEqual(texts);
  const heights = sensorHeights();
  // Spread from the top sensor to the bottom one whatever their count.
  expect(heights[0]).toBe(47);
  expect(heights.at(-1)).toBe(223);
});

test('sensors reported as not fitted (127\u00a0°C) are left out and the others spread over the tank', () => {
  renderContent(BufferTankContent, tank(4), { values: temperatures(60, 45, 127, 127) });
  expect(sensorTexts()).toEqual(['60,0\u00a0°C', '45,0\u00a0°C']);
  expect(sensorHeights()).toEqual([47, 223]);
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Fühler 3 nicht bestückt');
});

test('flow and return temperatures are shown when the content names them', () => {
  const dachs: ContentOf<'dachs2Buffertank'> = {
    type: 'dachs2Buffertank',
    parameters: {
      sensors: 4,
      sensorKeys: [
        'Hka_Mw1.Temp.sbFuehler1',
        'Hka_Mw1.Temp.sbFuehler2',
        'Hka_Mw1.Temp.sbZS_Fuehler3',
        'Hka_Mw1.Temp.sbZS_Fuehler4',
      ],
      flowKey: 'Hka_Mw1.Temp.sbVorlauf',
      returnKey: 'Hka_Mw1.Temp.sbRuecklauf',
    },
  };
  renderContent(BufferTankContent, dachs, {
    values: {
      'Hka_Mw1.Temp.sbFuehler1': 71,
      'Hka_Mw1.Temp.sbFuehler2': 64,
      'Hka_Mw1.Temp.sbZS_Fuehler3': 52,
      'Hka_Mw1.Temp.sbZS_Fuehler4': 38,
      'Hka_Mw1.Temp.sbVorlauf': 74,
      'Hka_Mw1.Temp.sbRuecklauf': 41,
    },
  });
  expect(sensorTexts()).toEqual(['71,0\u00a0°C', '64,0\u00a0°C', '52,0\u00a0°C', '38,0\u00a0°C']);
  expect(screen.getByTestId('tank-flow')).toHaveTextContent('Vorlauf74,0 °C');
  expect(screen.getByTestId('tank-return')).toHaveTextContent('Rücklauf41,0 °C');
  expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
    /; Vorlauf 74,0\u00a0°C; Rücklauf 41,0\u00a0°C$/,
  );
});

test('with the debug flag each sensor carries its colour class and a legend explains them', () => {
  const { unmount } = renderContent(BufferTankContent, tank(4), {
    values: temperatures(75, 45, 15, 5),
    debug: true,
  });
  expect(screen.getAllByTestId('tank-sensor').map((g) => g.getAttribute('class'))).toEqual([
    'mfd-tank__sensor mfd-tank__sensor--hot',
    'mfd-tank__sensor mfd-tank__sensor--warm',
    'mfd-tank__sensor mfd-tank__sensor--cold',
    'mfd-tank__sensor mfd-tank__sensor--very-cold',
  ]);
  const legend = screen.getByRole('list', { name: 'Temperaturfarben (Debug)' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'unter 10 °C: sehr kalt',
    'unter 20 °C: kalt',
    '20 bis 30 °C',
    'über 30 °C: warm',
    'über 70 °C: heiß',
  ]);
  unmount();

  renderContent(BufferTankContent, tank(4), { values: temperatures(75, 45, 15, 5) });
  for (const sensor of screen.getAllByTestId('tank-sensor'))
    expect(sensor).toHaveAttribute('class', 'mfd-tank__sensor');
  expect(screen.queryByRole('list')).toBeNull();
});

test('unknown temperatures show a placeholder and a neutral tank, never NaN', () => {
  const { container } = renderContent(BufferTankContent, tank(3, { flowKey: 'Hka_Mw1.Temp.sbVorlauf' }), {
    values: {},
    debug: true,
  });
  expect(sensorTexts()).toEqual(['–', '–', '–']);
  expect(screen.getByTestId('tank-flow')).toHaveTextContent('Vorlauf–');
  expect(container.querySelector('.mfd-tank__water--unknown')).not.toBeNull();
  expect(container.querySelectorAll('linearGradient stop')).toHaveLength(0);
  expect(container.innerHTML).not.toMatch(/NaN|undefined/);
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Fühler 1 (oben) unbekannt');
});
