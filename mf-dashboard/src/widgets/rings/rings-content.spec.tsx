import { screen, within } from '@testing-library/react';
import type { ContentOf } from '../content-props.js';
import { renderContent } from '../testing.js';
import { RingsContent } from './rings-content.js';

const ring = (key: string, min: number, max: number, label: string) => ({ key, min, max, label });
const content = (rings: ReturnType<typeof ring>[]): ContentOf<'rings'> => ({
  type: 'rings',
  parameters: { rings },
});

const dachsRings = [
  ring('Hka_Mw1.sWirkleistung', 0, 5.5, 'dachsII.ring.leistung'),
  ring('Hka_Mw1.Temp.sbVorlauf', 0, 90, 'dachsII.ring.vorlauf'),
  ring('Hka_Mw1.Temp.sbRuecklauf', 0, 90, 'dachsII.ring.ruecklauf'),
  ring('Hka_Mw1.Temp.sbAussen', -20, 40, 'dachsII.chart.aussen'),
  ring('Hka_Mw1.Temp.sbGen', 0, 100, 'dachsII.chart.vorlauf'),
];

test('draws each ring as its clamped share with the label and value in the legend', () => {
  const { container } = renderContent(RingsContent, content(dachsRings), {
    values: {
      'Hka_Mw1.sWirkleistung': 2.75,
      'Hka_Mw1.Temp.sbVorlauf': 120,
      'Hka_Mw1.Temp.sbRuecklauf': -5,
      'Hka_Mw1.Temp.sbGen': 50,
    },
  });
  // At most four rings, 154/134/114/94 px, the first outermost.
  const groups = [...container.querySelectorAll('g[data-ring]')];
  expect(groups.map((g) => g.getAttribute('data-diameter'))).toEqual(['154', '134', '114', '94']);
  expect(groups.map((g) => g.querySelector('circle')?.getAttribute('r'))).toEqual(['73', '63', '53', '43']);
  expect(screen.getByRole('img')).toHaveAttribute('width', '154');

  // The arc is the share of the ring's circumference (2π × 73 = 458.67 for the outer ring).
  expect(screen.getByTestId('ring-arc-0')).toHaveAttribute('data-share', '0.5');
  expect(screen.getByTestId('ring-arc-0')).toHaveAttribute('stroke-dasharray', '229.34 458.67');
  expect(screen.getByTestId('ring-arc-1')).toHaveAttribute('data-share', '1');
  expect(screen.getByTestId('ring-arc-1')).toHaveAttribute('stroke-dasharray', '395.84 395.84');
  expect(screen.queryByTestId('ring-arc-2')).toBeNull(); // below min: empty
  expect(screen.queryByTestId('ring-arc-3')).toBeNull(); // unknown: track only

  // The legend lists every data point; the fifth has no ring (and no colour dot).
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Leistung2,75\u00a0kW',
    'Vorlauf120,0\u00a0°C',
    'Rücklauf-5,0\u00a0°C',
    'Außen–',
    'Vorlauf50,0\u00a0°C',
  ]);
  expect(items.map((item) => item.querySelector('.mfd-rings__swatch') !== null)).toEqual([
    true,
    true,
    true,
    true,
    false,
  ]);
  // Percentages keep their non-breaking space before '%'.
  expect(
    screen
      .getByRole('img')
      .getAttribute('aria-label')
      ?.replace(/\u00a0/g, ' '),
  ).toBe(
    'Ringdiagramm: Leistung 2,75 kW (50 %); Vorlauf 120,0 °C (100 %); Rücklauf -5,0 °C (0 %); Außen – (unbekannt)',
  );
  expect(container.textContent).not.toMatch(/NaN/);
});

test.each([1, 2, 3, 4, 6, 8])(
  'spec 2: %i data points are too few for rings, the values are rows',
  (count) => {
    const rings = Array.from({ length: count }, (_, index) => dachsRings[index % dachsRings.length]!);
    const { container } = renderContent(RingsContent, content(rings), {
      values: { 'Hka_Mw1.sWirkleistung': 2.75, 'Hka_Mw1.Temp.sbVorlauf': 44 },
    });
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelectorAll('.mfd-value-row')).toHaveLength(count);
    expect(screen.getAllByText('Leistung')[0]!.closest('.mfd-value-row')).toHaveTextContent(
      'Leistung2,75 kW',
    );
  },
);

test.each([5, 7, 9, 12])('spec 2: %i data points show the ring chart', (count) => {
  const rings = Array.from({ length: count }, (_, index) => dachsRings[index % dachsRings.length]!);
  const { container } = renderContent(RingsContent, content(rings), {});
  expect(container.querySelectorAll('g[data-ring]')).toHaveLength(4);
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(count);
});
