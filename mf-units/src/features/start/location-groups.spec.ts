import { groupByLocation, withMoreUnits } from './location-groups.js';
import { locationEntry, locationsAnswer, unitAt } from './test-data.js';
import { unitEntry } from '@portal/web-kit/testing';

const a = locationEntry('a', { name: 'A' });
const b = locationEntry('b', { name: 'B' });

test('groups units by the locations of the answer, in their order, then the units without location', () => {
  const answer = locationsAnswer([
    { location: a, units: [unitAt('2', a), unitAt('1', a)] },
    { location: b, units: [] },
  ]);
  answer.units.push(unitEntry('9'));
  const groups = groupByLocation(answer);
  expect(
    groups.map((group) => [group.location?.name ?? null, group.units.map((unit) => unit.seriennummer)]),
  ).toEqual([
    ['A', ['2', '1']],
    ['B', []],
    [null, ['9']],
  ]);
});

test('units pointing at a location that its hkas missed still join it', () => {
  const groups = groupByLocation({ units: [unitAt('3', b)], locations: [{ ...b, hkas: [] }] });
  expect(groups).toHaveLength(1);
  expect(groups[0]?.units.map((unit) => unit.seriennummer)).toEqual(['3']);
});

test('more units join their location once', () => {
  const answer = locationsAnswer([{ location: a, units: [unitAt('1', a)], hkaCount: 3 }]);
  const more = withMoreUnits(answer, 'a', [unitAt('1', a), unitAt('2', a), unitAt('3', a)]);
  expect(more.units.map((unit) => unit.seriennummer)).toEqual(['1', '2', '3']);
  expect(more.locations[0]?.hkas).toEqual(['1', '2', '3']);
});
