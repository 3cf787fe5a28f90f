import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { ContentOf } from '../content-props.js';
import { renderContent } from '../testing.js';
import { ActivityScreenContent } from './activity-screen-content.js';

const gridKey = 'Laufraster15Min_aktTag.bDoppelstunde';
const content = (
  parameters: Partial<ContentOf<'activityScreen'>['parameters']> = {},
): ContentOf<'activityScreen'> => ({
  type: 'activityScreen',
  board: 'Laufraster15Min_aktTag',
  parameters: {
    startsKey: gridKey,
    timeOfDayKey: 'Hka_Mw1.tUhrzeit',
    activityNames: ['activity.off', 'activity.pl1', 'activity.pl2', 'activity.pl3'],
    dayOffset: 0,
    showLegend: true,
    ...parameters,
  },
});

/** 00:00–00:30 running, 11:00–12:15 running (one run across two bytes): 7 slots, 2 starts. */
function grid(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < 12; i += 1) values[`${gridKey}[${i}]`] = 0;
  values[`${gridKey}[0]`] = 0b0000_0011;
  values[`${gridKey}[5]`] = 0b1111_0000;
  values[`${gridKey}[6]`] = 0b0000_0001;
  return values;
}

const slot = (container: HTMLElement, i: number) => container.querySelector(`rect[data-slot="${i}"]`)!;

afterEach(() => jest.useRealTimers());

test('shows hours run, starts, the unit time and the live window around the current slot', () => {
  const { container } = renderContent(ActivityScreenContent, content(), {
    values: { ...grid(), 'Hka_Mw1.tUhrzeit': 12 * 60 + 7 },
  });
  expect(screen.getByTestId('activity-hours')).toHaveTextContent('1,75 h');
  expect(screen.getByTestId('activity-starts')).toHaveTextContent('2');
  expect(screen.getByTestId('activity-time')).toHaveTextContent('12:07');
  expect(screen.getByText('Heute')).toBeInTheDocument();

  expect(slot(container, 0)).toHaveClass('mfd-activity__level-1');
  expect(slot(container, 2)).toHaveClass('mfd-activity__level-0');
  expect(slot(container, 44)).toHaveClass('mfd-activity__level-1');
  expect(slot(container, 48)).not.toHaveClass('mfd-activity__slot--future');
  expect(slot(container, 49)).toHaveClass('mfd-activity__slot--future');
  expect(slot(container, 44).querySelector('title')).toHaveTextContent('11:00–11:15 PL1');

  expect(screen.getByTestId('activity-current')).toHaveAttribute('data-slot', '48');
  const window = screen.getByTestId('activity-window');
  expect(window).toHaveAttribute('data-from', '32');
  expect(window).toHaveAttribute('data-to', '52');
  const live = container.querySelectorAll('[data-live-slot]');
  expect(live).toHaveLength(21);
  expect(container.querySelector('[data-live-slot="48"]')).toHaveClass('mfd-activity__slot--current');
  expect(screen.getByText('Live-Ausschnitt 08:00–13:15')).toBeInTheDocument();

  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Laufraster Heute: 1,75 h Laufzeit, 2 Starts; jetzt 12:07, PL1',
  );
});

test('the legend names the levels by the screen texts of activityNames, and only with showLegend', () => {
  const { unmount } = renderContent(
    ActivityScreenContent,
    content({
      activityNames: [
        'dachsII.ring.leistung',
        'dachsII.ring.vorlauf',
        'dachsII.ring.ruecklauf',
        'dachsII.table.starts',
      ],
    }),
    { values: grid() },
  );
  const legend = screen.getByRole('list', { name: 'Leistungsstufen' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Leistung', 'Vorlauf', 'Rücklauf', 'Starts']);
  unmount();

  renderContent(ActivityScreenContent, content({ showLegend: false }), { values: grid() });
  expect(screen.queryByRole('list', { name: 'Leistungsstufen' })).toBeNull();
});

test('the legend falls back to Aus, PL1, PL2, PL3 when a name has no screen text', () => {
  renderContent(ActivityScreenContent, content({ activityNames: ['x.a', 'x.b', 'x.c', 'x.d'] }), {
    values: grid(),
  });
  const legend = screen.getByRole('list', { name: 'Leistungsstufen' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Aus', 'PL1', 'PL2', 'PL3']);
});

test('without the unit time it follows the browser clock, read again every 30 s', () => {
  jest.useFakeTimers({ now: new Date(2025, 3, 14, 10, 14, 50) });
  renderContent(ActivityScreenContent, content(), { values: grid() });
  expect(screen.getByTestId('activity-time')).toHaveTextContent('10:14');
  expect(screen.getByTestId('activity-current')).toHaveAttribute('data-slot', '40');

  act(() => jest.advanceTimersByTime(29_000));
  // 10:15:19 already, but the clock is only read every 30 s.
  expect(screen.getByTestId('activity-current')).toHaveAttribute('data-slot', '40');

  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByTestId('activity-time')).toHaveTextContent('10:15');
  expect(screen.getByTestId('activity-current')).toHaveAttribute('data-slot', '41');
  expect(screen.getByTestId('activity-window')).toHaveAttribute('data-from', '25');
  expect(screen.getByTestId('activity-window')).toHaveAttribute('data-to', '45');
});

test('a day offset shows that day without a live window', () => {
  const { container } = renderContent(ActivityScreenContent, content({ dayOffset: -1 }), {
    values: { ...grid(), 'Hka_Mw1.tUhrzeit': 600 },
  });
  expect(screen.getByText('Gestern')).toBeInTheDocument();
  expect(screen.queryByTestId('activity-window')).toBeNull();
  expect(screen.queryByTestId('activity-current')).toBeNull();
  expect(screen.queryByTestId('activity-time')).toBeNull();
  expect(container.querySelectorAll('.mfd-activity__slot--future')).toHaveLength(0);
  expect(screen.getByRole('img')).toHaveAccessibleName('Laufraster Gestern: 1,75 h Laufzeit, 2 Starts');
});

test('unknown grid bytes leave the slots neutral and the counts at zero, never NaN', () => {
  const { container } = renderContent(ActivityScreenContent, content(), { values: {} });
  expect(screen.getByTestId('activity-hours')).toHaveTextContent('0 h');
  expect(screen.getByTestId('activity-starts')).toHaveTextContent('0');
  expect(slot(container, 10)).toHaveClass('mfd-activity__level-unknown');
  expect(container.textContent).not.toMatch(/NaN|undefined/);
  expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/unbekannt$/);
});
