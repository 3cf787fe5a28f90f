import { alarmsLink, changePercent, unitListLink } from './fleet-links.js';
import { emptyColor, mapPoints, regionOf, statusColors } from './map-points.js';
import { overviewFixture } from './overview-fixture.js';

test('links open the unit list as units, every unit (no GEN2 filter), filtered as the figure counts', () => {
  expect(unitListLink()).toBe('/?view=units&gen2=0');
  expect(unitListLink({ region: 'unknown', status: 'offline' })).toBe(
    '/?view=units&gen2=0&region=unknown&status=offline',
  );
  expect(unitListLink({ locked: true, maintenance: true, online: true })).toBe(
    '/?view=units&gen2=0&locked=1&maintenance=1&online=1',
  );
  expect(alarmsLink()).toBe('/alarms');
  expect(alarmsLink({ severity: 'warning' })).toBe('/alarms?severity=warning');
  expect(alarmsLink({ from: '2026-11-28' })).toBe('/alarms?state=all&from=2026-11-28');
});

test('the change against last year, none without a figure to compare with', () => {
  expect(changePercent(125, 100)).toBe(25);
  expect(changePercent(45, 100)).toBe(-55);
  expect(changePercent(10, 0)).toBeNull();
  expect(changePercent(10, null)).toBeNull();
});

test('the map has every state, coloured by its worst status, neutral without units', () => {
  const points = mapPoints(overviewFixture().regions);
  expect(points).toHaveLength(16);
  expect(points.find((point) => point.code === 'BY')).toMatchObject({
    'hc-key': 'de-by',
    units: 12,
    worst: 'fault',
    color: statusColors.fault,
  });
  expect(points.find((point) => point.code === 'HH')?.color).toBe(statusColors.offline);
  expect(points.find((point) => point.code === 'SN')).toMatchObject({
    units: 0,
    worst: null,
    color: emptyColor,
  });
  expect(regionOf(overviewFixture().regions, 'SN')).toMatchObject({ region: 'SN', units: 0 });
});
