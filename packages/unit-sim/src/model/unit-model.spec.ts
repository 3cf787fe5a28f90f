import { unitErrorSchema } from '@portal/contracts';
import {
  type DataPointDefinition,
  type ProductGroup,
  type UnitKind,
  catalog,
  dachsFaultCode,
  findEnum,
  utf8ByteLength,
  validateValue,
} from '@portal/unit-catalog';
import { catalogKeys, rawToDisplay } from './values.js';
import { UnitModel } from './unit-model.js';

const start = Date.UTC(2025, 2, 10, 6);
const groups = Object.keys(catalog()) as ProductGroup[];

function model(productGroup: ProductGroup, seed = 1, faultRate = 0): UnitModel {
  return new UnitModel({
    sn: '4711000001',
    productGroup,
    seed,
    startTime: start,
    stepSeconds: 60,
    faultRate,
  });
}

const rawRanges: Record<string, [number, number]> = {
  INT8: [-128, 127],
  UINT8: [0, 255],
  INT16: [-32768, 32767],
  UINT16: [0, 65535],
  INT32: [-2147483648, 2147483647],
  UINT32: [0, 4294967295],
};

/** Why a raw value does not fit its data point, or null. */
function misfit(kind: UnitKind, def: DataPointDefinition, raw: unknown): string | null {
  switch (def.type) {
    case 'int':
    case 'uint': {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return 'not an integer';
      const range = rawRanges[def.typeName];
      if (range && (raw < range[0] || raw > range[1])) return `outside ${def.typeName}`;
      return def.type === 'uint' && raw < 0 ? 'negative' : null;
    }
    case 'float':
      return typeof raw === 'number' && Number.isFinite(raw) ? null : 'not a number';
    case 'bool':
      return typeof raw === 'boolean' ? null : 'not a boolean';
    case 'enum':
      return findEnum(kind, def.enumName ?? '')?.values.some((v) => v.value === raw)
        ? null
        : 'unknown enum value';
    case 'timeOfDay':
      return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < 1440 ? null : 'bad time';
    case 'octetString':
    case 'visibleString':
      return typeof raw === 'string' && utf8ByteLength(raw) < def.length ? null : 'bad text';
    case 'struct':
      return validateValue(kind, def, rawToDisplay(kind, def, raw));
  }
}

describe('UnitModel values', () => {
  it.each(groups)('%s gives every catalog key a raw value of the right type and range', (group) => {
    const m = model(group);
    const kind = catalog()[group];
    for (const hours of [0, 7, 30]) {
      m.advanceTo(start + hours * 3_600_000);
      const values = m.values();
      const keys = catalogKeys(kind);
      expect(Object.keys(values).sort()).toEqual(keys.map((k) => k.key).sort());
      for (const { key, def } of keys) expect([key, misfit(kind, def, values[key])]).toEqual([key, null]);
    }
  });

  it.each(groups)(
    '%s is deterministic: the same seed gives the same values, another seed differs',
    (group) => {
      const a = model(group, 5);
      const b = model(group, 5);
      const c = model(group, 6);
      for (const m of [a, b, c]) m.advanceTo(start + 12 * 3_600_000);
      expect(b.values()).toEqual(a.values());
      expect(c.values()).not.toEqual(a.values());
    },
  );

  it('reads expand array keys and list unknown keys', () => {
    const m = model('dachsII');
    const { values, errorKeys } = m.read([
      'Laufraster15Min_aktTag.bDoppelstunde',
      'Hka_Bd.ulAnzahlStarts',
      'Nope.x',
    ]);
    expect(Object.keys(values)).toHaveLength(13);
    expect(values['Laufraster15Min_aktTag.bDoppelstunde[11]']).toBe(0);
    expect(errorKeys).toEqual(['Nope.x']);
  });

  it('applies valid writes at once and rejects invalid ones with their write.* key, leaving them unchanged', () => {
    const m = model('waermepumpe');
    const before = m.values();
    const program = {
      'Wp_Ew.sSollRaum': 215,
      'Wp_Ew.usHkMax': 9000,
      'Wp_Mw.usCop': 300,
      'Wp_Ew.bBetriebsart': 7,
    };
    const { errorKeys } = m.write(program);
    expect(errorKeys).toEqual({
      'Wp_Ew.usHkMax': 'write.range',
      'Wp_Mw.usCop': 'write.readOnly',
      'Wp_Ew.bBetriebsart': 'write.enumRange',
    });
    const after = m.values();
    expect(after['Wp_Ew.sSollRaum']).toBe(215);
    expect(after['Wp_Ew.usHkMax']).toBe(before['Wp_Ew.usHkMax']);
    expect(after['Wp_Ew.bBetriebsart']).toBe(before['Wp_Ew.bBetriebsart']);
  });

  it('takes time-program structs in raw element units and refuses broken ones', () => {
    const m = model('dachs08');
    const day = m.values()['Bz_Ew.Zeitprogramm2[3]'] as Record<string, number>;
    const written = {
      ...day,
      nrOfSwitchesDefined: 1,
      switchTime1: 36,
      switchPower1: 2,
      switchCustomValue1: 50,
    };
    expect(m.write({ 'Bz_Ew.Zeitprogramm2[3]': written }).errorKeys).toEqual({});
    expect(m.read(['Bz_Ew.Zeitprogramm2[3]']).values['Bz_Ew.Zeitprogramm2[3]']).toEqual(written);
    const unordered = { ...written, nrOfSwitchesDefined: 2, switchTime1: 100, switchTime2: 50 };
    expect(m.write({ 'Bz_Ew.Zeitprogramm2[4]': unordered }).errorKeys).toEqual({
      'Bz_Ew.Zeitprogramm2[4]': 'write.timeProgram',
    });
    expect(m.write({ 'Bz_Ew.Zeitprogramm2': written }).errorKeys).toEqual({
      'Bz_Ew.Zeitprogramm2': 'write.index',
    });
  });

  it('raises and clears catalogue faults; the Dachs shows them as bStoerung = code - 100', () => {
    const m = model('dachsII');
    m.forceFault(122);
    m.forceFault(650);
    m.advanceTo(start + 60_000);
    expect(dachsFaultCode(m.store.num('Hka_Bd.bStoerung'))).toBe(122);
    expect(m.store.num('Hka_Bd.bWarnung')).toBe(50);
    expect(m.store.bool('Hka_Mw1.Aktor.fStoerung')).toBe(true);
    expect(m.errors().map((e) => [e.code, e.codeText, e.currentError, e.counter])).toEqual([
      [122, 'E122', true, 1],
      [650, 'A650', true, 1],
    ]);
    m.clearFaults();
    m.forceFault(122, 60);
    m.advanceTo(start + 5 * 60_000);
    expect(m.store.num('Hka_Bd.bStoerung')).toBe(0);
    expect(m.errors().find((e) => e.code === 122)).toMatchObject({ currentError: false, counter: 2 });
    expect(m.errors('Hka_Bd')).toHaveLength(2);
    expect(m.errors('Other')).toHaveLength(0);
    expect(() => m.forceFault(999)).toThrow(/no fault code 999/);
  });

  it("records the error board's signals and counters with each entry (fault memory), kept after it clears", () => {
    const m = model('dachsII');
    m.advanceTo(start + 3_600_000);
    const hoursThen = m.store.get('Hka_Bd.ulBetriebssekunden');
    m.forceFault(122, 60);
    m.advanceTo(start + 2 * 3_600_000);
    const [entry] = m.errors();
    expect(unitErrorSchema.parse(entry)).toEqual(entry);
    expect(entry?.currentError).toBe(false);
    expect(entry?.data?.['Hka_Bd.ulBetriebssekunden']).toBe(hoursThen);
    expect(m.store.get('Hka_Bd.ulBetriebssekunden')).not.toBe(hoursThen);
    expect(Object.keys(entry?.data ?? {}).every((key) => key.startsWith('Hka_Bd.'))).toBe(true);
    expect(entry?.data?.['Hka_Bd.ulAnzahlStarts']).toEqual(expect.any(Number));
  });

  it('raises random events at the configured rate and clears them again', () => {
    const m = model('dachsII', 3, 24);
    let seenCurrent = false;
    for (let h = 1; h <= 48; h += 1) {
      m.advanceTo(start + h * 3_600_000);
      seenCurrent ||= m.errors().some((e) => e.currentError);
    }
    const total = m.errors().reduce((sum, e) => sum + e.counter, 0);
    expect(seenCurrent).toBe(true);
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(80);
    expect(m.errors().some((e) => !e.currentError)).toBe(true);
    const quiet = model('dachsII', 3, 0);
    quiet.advanceTo(start + 48 * 3_600_000);
    expect(quiet.errors()).toEqual([]);
  });
});
