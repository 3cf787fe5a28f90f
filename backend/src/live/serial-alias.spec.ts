import { describe, expect, it } from '@jest/globals';
import type { LiveMessage } from '@portal/contracts';
import { aliasesOf, maskedValue, withSerialAlias } from './serial-alias.js';

const aliases = aliasesOf(new Map([['48213', '5200012345']]));

describe('withSerialAlias', () => {
  it('shows values, archives, trending, store updates and notices under the alias', () => {
    const value: LiveMessage = {
      action: 'CanipValue',
      data: {
        sn: '5200012345',
        boardName: 'Hka_Bd',
        dataPointName: 'x',
        index: null,
        array: false,
        size: false,
        age: 0,
        value: 1,
        ts: 1,
        function: 'ReadPos',
        archive: false,
        virtual: false,
        request: false,
      },
    };
    expect(withSerialAlias(value, aliases)).toMatchObject({ data: { sn: '48213', value: 1 } });
    const store: LiveMessage = {
      action: 'HkaStore',
      sn: '5200012345',
      data: { updateType: 'update', unit: { seriennummer: '5200012345', online: false } },
    };
    expect(withSerialAlias(store, aliases)).toEqual({
      action: 'HkaStore',
      sn: '48213',
      data: { updateType: 'update', unit: { seriennummer: '48213', online: false } },
    });
    const info: LiveMessage = {
      action: 'Info',
      data: { key: 'live.unitOffline', params: { sn: '5200012345' }, level: 'warning' },
    };
    expect(withSerialAlias(info, aliases)).toMatchObject({ data: { params: { sn: '48213' } } });
  });

  it('leaves messages of other units and without serials alone', () => {
    const other: LiveMessage = { action: 'HkaStore', sn: '6100000001', data: { updateType: 'remove' } };
    expect(withSerialAlias(other, aliases)).toEqual(other);
    const connected: LiveMessage = { action: 'Connected', data: { login: 'demo', version: '1' } };
    expect(withSerialAlias(connected, aliases)).toBe(connected);
  });
});

describe('maskedValue', () => {
  it("hides the real serial inside a unit's own values", () => {
    expect(maskedValue('5200012345', '5200012345', '48213')).toBe('48213');
    expect(maskedValue('SN 5200012345 / 2', '5200012345', '48213')).toBe('SN 48213 / 2');
    expect(maskedValue(5200012345, '5200012345', '48213')).toBe(5200012345);
    expect(maskedValue('other', '5200012345', '5200012345')).toBe('other');
  });
});
