import { catalog } from './catalog.js';
import { dataPoint, enumeration, t } from './define.js';
import { timeProgramDayPower } from './kinds/common.js';
import type { UnitKind } from './schema.js';
import { fromRaw, toRaw, validateTimeProgramDay, validateWrite } from './validate.js';

// A small kind whose data points leave menuItem bounds open, so the spec 5 defaults are what is tested.
const label = t('x', 'x');
const testKind: UnitKind = {
  ...catalog().batterie,
  boards: [
    {
      name: 'T',
      label,
      dataPoints: [
        dataPoint('int', 'TT001', { type: 'int', obdClass: 'Parameter', writable: true, label }),
        dataPoint('narrow', 'TT002', {
          type: 'int',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 5 },
          label,
        }),
        dataPoint('tenth', 'TT003', { type: 'int', gain: 0.1, obdClass: 'Parameter', writable: true, label }),
        dataPoint('byte', 'TT004', {
          type: 'uint',
          typeName: 'UINT8',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: -10, max: 600 },
          label,
        }),
        dataPoint('float', 'TT005', { type: 'float', obdClass: 'Parameter', writable: true, label }),
        dataPoint('e', 'TT006', {
          type: 'enum',
          enumName: 'Wide',
          obdClass: 'Parameter',
          writable: true,
          label,
        }),
        dataPoint('eNarrow', 'TT007', {
          type: 'enum',
          enumName: 'Wide',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { max: 2 },
          label,
        }),
        dataPoint('text', 'TT008', {
          type: 'visibleString',
          length: 5,
          obdClass: 'Parameter',
          writable: true,
          label,
        }),
        dataPoint('octets', 'TT009', {
          type: 'octetString',
          length: 3,
          obdClass: 'Parameter',
          writable: true,
          label,
        }),
        dataPoint('flag', 'TT010', { type: 'bool', obdClass: 'Parameter', writable: true, label }),
        dataPoint('ro', 'TT011', { type: 'int', obdClass: 'Signal', label }),
        dataPoint('virt', 'TT012', { type: 'int', obdClass: 'Signal', writable: true, virtual: true, label }),
        dataPoint('arr', 'TT013', {
          type: 'int',
          obdClass: 'Parameter',
          writable: true,
          arrayLength: 3,
          label,
        }),
        dataPoint('tod', 'TT014', { type: 'timeOfDay', obdClass: 'Parameter', writable: true, label }),
        dataPoint('day', 'TT015', {
          type: 'struct',
          structName: 'TimeProgramDayPower',
          obdClass: 'Parameter',
          writable: true,
          arrayLength: 7,
          label,
        }),
        dataPoint('noStruct', 'TT016', {
          type: 'struct',
          structName: 'Missing',
          obdClass: 'Parameter',
          writable: true,
          label,
        }),
      ],
    },
  ],
  enums: [
    enumeration('Wide', [
      [0, label],
      [1, label],
      [2, label],
      [3, label],
      [999, label],
      [1000, label],
    ]),
    enumeration('ActivityLevel', [
      [0, label],
      [1, label],
      [2, label],
      [3, label],
    ]),
  ],
  structures: [timeProgramDayPower],
};
const v = (key: string, value: unknown) => validateWrite(testKind, key, value);

describe('validateWrite: numbers (menuItem with the -666..666 defaults)', () => {
  it.each([
    ['T.int', -666, null],
    ['T.int', 666, null],
    ['T.int', -667, 'write.range'],
    ['T.int', 667, 'write.range'],
    ['T.int', 666.5, 'write.range'],
    ['T.int', 1.5, 'write.type'],
    ['T.int', '5', 'write.type'],
    ['T.int', Number.NaN, 'write.type'],
    ['T.int', null, 'write.type'],
    ['T.narrow', 5, null],
    ['T.narrow', 4, 'write.range'],
    ['T.narrow', 666, null],
    ['T.narrow', 667, 'write.range'],
    ['T.tenth', 21.5, null],
    ['T.tenth', 21.55, 'write.type'],
    ['T.byte', 255, null],
    ['T.byte', 256, 'write.range'],
    ['T.byte', -1, 'write.range'],
    ['T.float', 1.2345, null],
    ['T.float', 666.0001, 'write.range'],
  ])('%s = %p → %p', (key, value, expected) => {
    expect(v(key, value)).toBe(expected);
  });
});

describe('validateWrite: enums (index 0..999 unless the menuItem narrows it)', () => {
  it.each([
    ['T.e', 0, null],
    ['T.e', 999, null],
    ['T.e', 1000, 'write.enumRange'],
    ['T.e', -1, 'write.enumRange'],
    ['T.e', 4, 'write.enumValue'],
    ['T.e', 1.5, 'write.type'],
    ['T.eNarrow', 2, null],
    ['T.eNarrow', 3, 'write.enumRange'],
  ])('%s = %p → %p', (key, value, expected) => {
    expect(v(key, value)).toBe(expected);
  });
});

describe('validateWrite: text (UTF-8 byte length below length)', () => {
  it.each([
    ['T.text', 'abcd', null],
    ['T.text', 'abcde', 'write.textLength'],
    ['T.text', 'äbc', null], // 4 bytes
    ['T.text', 'ääb', 'write.textLength'], // 3 characters but 5 bytes
    ['T.text', '😀', null], // 4 bytes
    ['T.text', '😀a', 'write.textLength'],
    ['T.text', '', null],
    ['T.octets', 'ab', null],
    ['T.octets', '€', 'write.textLength'],
    ['T.text', 12, 'write.type'],
  ])('%s = %p → %p', (key, value, expected) => {
    expect(v(key, value)).toBe(expected);
  });
});

describe('validateWrite: keys, access and indexes', () => {
  it.each([
    ['T.missing', 1, 'write.unknownKey'],
    ['X.int', 1, 'write.unknownKey'],
    ['garbage', 1, 'write.unknownKey'],
    ['T.ro', 1, 'write.readOnly'],
    ['T.virt', 1, 'write.readOnly'],
    ['T.arr[0]', 1, null],
    ['T.arr[2]', 1, null],
    ['T.arr[3]', 1, 'write.index'],
    ['T.arr', 1, 'write.index'],
    ['T.int[0]', 1, 'write.index'],
    ['T.arr[1]', 667, 'write.range'],
    ['T.flag', true, null],
    ['T.flag', 1, null],
    ['T.flag', 2, 'write.type'],
    ['T.tod', 0, null],
    ['T.tod', 1439, null],
    ['T.tod', 1440, 'write.range'],
    ['T.noStruct', {}, 'write.type'],
  ])('%s = %p → %p', (key, value, expected) => {
    expect(v(key, value)).toBe(expected);
  });
});

function day(times: number[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const d: Record<string, unknown> = { nrOfSwitchesDefined: times.length };
  for (let n = 1; n <= 6; n += 1) {
    d[`switchTime${n}`] = times[n - 1] ?? 0;
    d[`switchPower${n}`] = 1;
    d[`switchCustomValue${n}`] = 500;
  }
  return { ...d, ...extra };
}

describe('validateWrite: time program days (spec 5)', () => {
  it.each([
    ['a valid day', day([36, 60, 144]), null],
    ['an empty day', day([]), null],
    ['six switches', day([0, 10, 20, 30, 40, 144]), null],
    ['equal times (issue 40, 34)', day([36, 36]), 'write.timeProgram'],
    ['a first switch at 00:00', day([0, 144]), null],
    ['a decreasing time', day([60, 36]), 'write.timeProgram'],
    ['seven switches', day([1, 2, 3], { nrOfSwitchesDefined: 7 }), 'write.range'],
    ['time 145', day([145]), 'write.range'],
    ['custom value 760 W', day([36], { switchCustomValue1: 760 }), 'write.range'],
    ['custom value 505 W (10 W steps)', day([36], { switchCustomValue1: 505 }), 'write.type'],
    ['power level 4', day([36], { switchPower1: 4 }), 'write.enumRange'],
    ['an unknown element', day([36], { foo: 1 }), 'write.unknownKey'],
    [
      'a missing element',
      (() => {
        const d = day([36]);
        delete d['switchTime6'];
        return d;
      })(),
      'write.type',
    ],
    ['not an object', 5, 'write.type'],
  ])('%s → %p', (_name, value, expected) => {
    expect(v('T.day[6]', value)).toBe(expected);
  });

  it('checks switch counts and order on its own too', () => {
    expect(validateTimeProgramDay({ nrOfSwitchesDefined: 7 })).toBe('write.timeProgram');
    expect(validateTimeProgramDay({ nrOfSwitchesDefined: 1, switchTime1: 145 })).toBe('write.timeProgram');
    expect(validateTimeProgramDay({ nrOfSwitchesDefined: 2, switchTime1: 10, switchTime2: 9 })).toBe(
      'write.timeProgram',
    );
    expect(validateTimeProgramDay({ nrOfSwitchesDefined: 2, switchTime1: 10, switchTime2: 10 })).toBe(
      'write.timeProgram',
    );
    expect(validateTimeProgramDay({ nrOfSwitchesDefined: 2, switchTime1: 10, switchTime2: 11 })).toBeNull();
  });
});

describe('validateWrite against the real catalog', () => {
  it.each([
    ['dachsII', 'Hka_Ew.bFuehrungHKA', 2, null],
    ['dachsII', 'Hka_Ew.bFuehrungHKA', 3, 'write.enumRange'],
    ['dachsII', 'Stromf_Ew.Anforderung_GLT.bAnzahlModule', 10, null],
    ['dachsII', 'Stromf_Ew.Anforderung_GLT.bAnzahlModule', 11, 'write.range'],
    ['dachsII', 'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufMinus10', 85, null],
    ['dachsII', 'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufMinus10', 86, 'write.range'],
    ['dachsII', 'Hka_Bd.ulArbeitElektr', 0, 'write.readOnly'],
    ['dachsII', 'Hka_Mw1.Temp.sbAussen', 0, 'write.readOnly'],
    ['dachs08', 'Bz_Ew.usLeistungSoll', 750, null],
    ['dachs08', 'Bz_Ew.usLeistungSoll', 745, 'write.type'],
    ['dachs08', 'Bz_Ew.usLeistungSoll', 760, 'write.range'],
    ['dachs08', 'Bz_Ew.usLeistungSoll', 240, 'write.range'],
    ['waermepumpe', 'Wp_Ew.sSollRaum', 21.5, null],
    ['waermepumpe', 'Wp_Ew.usHkSteigung', 1.4, null],
    ['waermepumpe', 'Wp_Ew.usHkSteigung', 3.6, 'write.range'],
  ] as const)('%s: %s = %p → %p', (group, key, value, expected) => {
    expect(validateWrite(catalog()[group], key, value)).toBe(expected);
  });
});

describe('toRaw / fromRaw', () => {
  it('divides by the gain for the unit and multiplies back for display', () => {
    expect(toRaw({ type: 'int', gain: 0.1 }, 21.5)).toBe(215);
    expect(toRaw({ type: 'uint', gain: 10 }, 750)).toBe(75);
    expect(toRaw({ type: 'float', gain: 2 }, 3)).toBe(1.5);
    expect(fromRaw({ gain: 0.01 }, 512)).toBeCloseTo(5.12);
  });
});
