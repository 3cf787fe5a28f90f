import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { unitMetadata } from '@portal/web-kit';
import { useState } from 'react';
import { dashboardInit, renderPage } from '../../components/test-utils.js';
import type { ContentOf, EditBuffer } from '../content-props.js';
import { renderContent } from '../testing.js';
import { HeatingCurveContent } from './heating-curve-content.js';

const hk = 'Hk_Ew.Heizkreis1.Heizkurve';
const dachs: ContentOf<'heizkurve'> = {
  type: 'heizkurve',
  board: 'Hk_Ew',
  editable: true,
  parameters: {
    variant: 'dachs',
    outsideKey: 'Hka_Mw1.Temp.sbAussen',
    plus15Key: `${hk}.sbSollVorlaufPlus15`,
    minus10Key: `${hk}.sbSollVorlaufMinus10`,
    shiftDayKey: `${hk}.sbParallelTag`,
    shiftNightKey: `${hk}.sbParallelNacht`,
    lowerKey: `${hk}.sbUntereGrenze`,
    upperKey: `${hk}.sbObereGrenze`,
  },
};
const dachsValues: Record<string, unknown> = {
  'Hka_Mw1.Temp.sbAussen': 0,
  [`${hk}.sbSollVorlaufPlus15`]: 30,
  [`${hk}.sbSollVorlaufMinus10`]: 55,
  [`${hk}.sbParallelTag`]: 2,
  [`${hk}.sbParallelNacht`]: -5,
  [`${hk}.sbUntereGrenze`]: 25,
  [`${hk}.sbObereGrenze`]: 60,
};
const slope: ContentOf<'heizkurve'> = {
  type: 'heizkurve',
  board: 'Wp_Ew',
  editable: true,
  parameters: {
    variant: 'slope',
    outsideKey: 'Wp_Mw.sAussen',
    maxKey: 'Wp_Ew.usHkMax',
    minKey: 'Wp_Ew.usHkMin',
    slopeKey: 'Wp_Ew.usHkSteigung',
  },
};

const curve = (id: string) => screen.getByTestId(id).getAttribute('data-points');

afterEach(() => jest.restoreAllMocks());

test('draws the dachs day curve, the dashed night curve and the current set point', () => {
  renderContent(HeatingCurveContent, dachs, { values: dachsValues });
  expect(curve('curve-day')).toBe('20:27 -13:60 -40:60');
  expect(curve('curve-night')).toBe('20:25 15:25 -20:60 -40:60');
  expect(screen.getByTestId('curve-night')).toHaveClass('mfd-curve__line--night');
  expect(screen.getAllByTestId('curve-support')).toHaveLength(2);
  const now = screen.getByTestId('curve-now');
  expect(now).toHaveAttribute('data-outside', '0');
  expect(now).toHaveAttribute('data-flow', '47');
  expect(now).toHaveTextContent('47,0 °C');
  expect(screen.getByTestId('curve-current')).toHaveTextContent(
    'Vorlauf-Soll 47,0 °C bei 0,0 °C Außentemperatur',
  );
  expect(screen.getByText('Tag')).toBeInTheDocument();
  expect(screen.getByText('Nacht')).toBeInTheDocument();
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Heizkurve: Außentemperatur 0,0 °C, Vorlauf-Soll 47,0 °C; Kurve von 27,0 °C bei 20 °C bis 60,0 °C bei -40 °C',
  );
});

test('the outside axis runs from 20 °C on the left to -40 °C on the right', () => {
  renderContent(HeatingCurveContent, dachs, { values: dachsValues });
  const ticks = screen.getAllByTestId('outside-tick');
  expect(ticks.map((t) => t.textContent)).toEqual(['20°', '10°', '0°', '-10°', '-20°', '-30°', '-40°']);
  const xs = ticks.map((t) => Number(t.getAttribute('x')));
  expect([...xs].sort((a, b) => a - b)).toEqual(xs);
});

test('the slope variant is min + slope × (20 − outside) within min and max', () => {
  renderContent(HeatingCurveContent, slope, {
    values: { 'Wp_Mw.sAussen': -10, 'Wp_Ew.usHkMax': 50, 'Wp_Ew.usHkMin': 25, 'Wp_Ew.usHkSteigung': 0.5 },
  });
  expect(curve('curve-day')).toBe('20:25 -30:50 -40:50');
  expect(screen.queryByTestId('curve-night')).toBeNull();
  expect(screen.getByTestId('curve-now')).toHaveAttribute('data-flow', '40');
  expect(screen.getByText('Heizkurve')).toBeInTheDocument();
  expect(screen.getByTestId('curve-current')).toHaveTextContent(
    'Vorlauf-Soll 40,0 °C bei -10,0 °C Außentemperatur',
  );
});

test('the view is 1200 × 140 by default and takes the width of its box', () => {
  const { unmount } = renderContent(HeatingCurveContent, dachs, { values: dachsValues });
  expect(screen.getByRole('img')).toHaveAttribute('viewBox', '0 0 1200 140');
  unmount();
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 320 } as DOMRect);
  renderContent(HeatingCurveContent, dachs, { values: dachsValues });
  expect(screen.getByRole('img')).toHaveAttribute('viewBox', '0 0 320 140');
  // Narrow views label every 20 °C only.
  expect(screen.getAllByTestId('outside-tick').map((t) => t.textContent)).toEqual([
    '20°',
    '0°',
    '-20°',
    '-40°',
  ]);
});

test('missing parameters draw no curve and say so; an unknown outside temperature draws no marker', () => {
  const { container } = renderContent(HeatingCurveContent, dachs, {
    values: { ...dachsValues, [`${hk}.sbObereGrenze`]: undefined, 'Hka_Mw1.Temp.sbAussen': undefined },
  });
  expect(screen.queryByTestId('curve-day')).toBeNull();
  expect(screen.queryByTestId('curve-now')).toBeNull();
  expect(screen.getByText(/Parameter fehlen/)).toBeInTheDocument();
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Heizkurve: Außentemperatur unbekannt, Vorlauf-Soll unbekannt',
  );
  expect(container.innerHTML).not.toMatch(/NaN|undefined/);
});

test('buffered edits of the parameters redraw the curve at once', () => {
  const meta = unitMetadata(dashboardInit(), 'de-de');
  function Harness() {
    const [buffer, setBuffer] = useState<Record<string, unknown>>({});
    const edit: EditBuffer = {
      active: true,
      current: (key) => (key in buffer ? buffer[key] : dachsValues[key]),
      set: (key, value) => setBuffer((previous) => ({ ...previous, [key]: value })),
      setError: () => undefined,
      editing: () => true,
      refusal: () => null,
    };
    return (
      <>
        <button type="button" onClick={() => edit.set(`${hk}.sbParallelTag`, 7)}>
          shift
        </button>
        <HeatingCurveContent
          content={dachs}
          sn="5123456789"
          value={(key) => dachsValues[key]}
          meta={meta}
          edit={edit}
          debug={false}
        />
      </>
    );
  }
  renderPage(<Harness />);
  expect(screen.getByTestId('curve-now')).toHaveAttribute('data-flow', '47');
  fireEvent.click(screen.getByRole('button', { name: 'shift' }));
  expect(screen.getByTestId('curve-now')).toHaveAttribute('data-flow', '52');
  expect(curve('curve-day')).toBe('20:32 -8:60 -40:60');
});
