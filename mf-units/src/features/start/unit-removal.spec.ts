import { initialSerialOf, removalAllowed } from './unit-removal.js';

test('a unit may leave only while another stays and it is not the initial unit', () => {
  expect(removalAllowed('2', ['1', '2'], '1')).toBe(true);
  expect(removalAllowed('1', ['1', '2'], '1')).toBe(false);
  expect(removalAllowed('2', ['2'], undefined)).toBe(false);
  expect(removalAllowed('2', ['2', '3'], undefined)).toBe(true);
});

test('the initial serial is read from locationInfo', () => {
  expect(initialSerialOf({ PV: true, initialSN: '52' })).toBe('52');
  expect(initialSerialOf({ PV: true })).toBeUndefined();
  expect(initialSerialOf(undefined)).toBeUndefined();
});
