import { externSerialFor } from './extern-unit.js';

describe('externSerialFor', () => {
  it('takes a login that is a serial as the serial, with or without the extern- prefix', () => {
    expect(externSerialFor('5312345678')).toBe('5312345678');
    expect(externSerialFor('extern-5312345678')).toBe('5312345678');
  });

  it('maps any other login to one stable serial of the external series', () => {
    expect(externSerialFor('extern')).toMatch(/^53\d{8}$/);
    expect(externSerialFor('extern')).toBe(externSerialFor('extern'));
    expect(externSerialFor('extern-petersen')).not.toBe(externSerialFor('extern'));
  });
});
