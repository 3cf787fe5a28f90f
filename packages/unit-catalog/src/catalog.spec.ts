import { catalog, findDataPointByKey, unitKinds } from './catalog.js';
import { contentKeys, contentTextKeys } from './content-keys.js';
import { dataPointKey, pageKey } from './keys.js';
import { contentTypes, languages, unitKindSchema, type UnitKind } from './schema.js';

const kinds = unitKinds.map((k) => [k.productGroup, k] as const);

function allContents(kind: UnitKind) {
  return Object.values(kind.layout.pages).flatMap((p) => p.items.flatMap((i) => i.contents));
}

function usedTextKeys(kind: UnitKind): string[] {
  const keys: string[] = [];
  for (const page of Object.values(kind.layout.pages)) {
    keys.push(page.label, ...page.warnings, ...page.groups.map((g) => g.label));
    for (const item of page.items) {
      keys.push(item.label);
      if (item.help !== undefined) keys.push(item.help);
      for (const c of item.contents) keys.push(...contentTextKeys(c));
    }
  }
  for (const chart of kind.charts) keys.push(chart.label, ...chart.columns.map((c) => c.label));
  return keys;
}

describe('catalog', () => {
  it('lists the six kinds by product group', () => {
    expect(Object.keys(catalog()).sort()).toEqual([
      'batterie',
      'dachs08',
      'dachsII',
      'netz',
      'pufferspeicher',
      'waermepumpe',
    ]);
    for (const [group, kind] of Object.entries(catalog())) expect(kind.productGroup).toBe(group);
  });

  it('uses every content type of spec 3 somewhere', () => {
    const used = new Set(unitKinds.flatMap((k) => allContents(k).map((c) => c.type)));
    expect([...used].sort()).toEqual([...contentTypes].sort());
  });

  it('names each data point once per kind: clients find its board by the name alone', () => {
    for (const kind of unitKinds) {
      const names = kind.boards.flatMap((board) => board.dataPoints.map((dp) => dp.name));
      expect([kind.productGroup, names.filter((name, i) => names.indexOf(name) !== i)]).toEqual([
        kind.productGroup,
        [],
      ]);
    }
  });

  it('gives a name used by several kinds the same text everywhere (init texts are keyed by name)', () => {
    const labels = new Map<string, string>();
    for (const kind of unitKinds)
      for (const board of kind.boards)
        for (const dp of board.dataPoints) {
          const label = JSON.stringify(dp.label);
          expect([dp.name, labels.get(dp.name) ?? label]).toEqual([dp.name, label]);
          labels.set(dp.name, label);
        }
  });

  it('never defines the same board.name twice across kinds (init metadata is global)', () => {
    const seen = new Map<string, string>();
    for (const kind of unitKinds)
      for (const board of kind.boards)
        for (const dp of board.dataPoints) {
          const key = dataPointKey(board.name, dp.name);
          expect([key, seen.get(key)]).toEqual([key, undefined]);
          seen.set(key, kind.productGroup);
        }
  });
});

describe.each(kinds)('%s', (_group, kind) => {
  it('parses with the unit kind schema', () => {
    expect(() => unitKindSchema.parse(kind)).not.toThrow();
  });

  it('references only data points that exist in the kind (layout contents and charts)', () => {
    const missing = [
      ...allContents(kind).flatMap(contentKeys),
      ...kind.charts.flatMap((c) => c.columns.map((col) => col.field)),
    ].filter((key) => !findDataPointByKey(kind, key));
    expect(missing).toEqual([]);
  });

  it('glances at data points of the kind: outputs are powers, levels percentages', () => {
    const { running, output, level, locked, maintenanceDue } = kind.glance;
    const conditions = [running, locked, maintenanceDue].flatMap((c) => (c ? [c.key] : []));
    expect(conditions.filter((key) => !findDataPointByKey(kind, key))).toEqual([]);
    const unitOf = (key: string) => {
      const point = findDataPointByKey(kind, key);
      return point && 'unit' in point ? point.unit : undefined;
    };
    if (output) expect(['W', 'kW']).toContain(unitOf(output));
    if (level) expect(unitOf(level)).toBe('%');
    const service = kind.glance.service;
    if (service)
      expect([service.hours, service.hoursAtService, service.interval].map(unitOf)).toEqual(['h', 'h', 'h']);
    expect(running ?? output ?? level).toBeDefined();
  });

  it('shows an array item only with an index inside the array', () => {
    for (const c of allContents(kind)) {
      if (c.type !== 'text' || c.board === undefined || c.dataPoint === undefined) continue;
      const dp = findDataPointByKey(kind, dataPointKey(c.board, c.dataPoint));
      expect([
        c.dataPoint,
        dp?.array ? c.index !== undefined && c.index < dp.length : c.index === undefined,
      ]).toEqual([c.dataPoint, true]);
    }
  });

  it('marks editable contents only on writable data points', () => {
    for (const c of allContents(kind)) {
      if (c.type !== 'text' || !c.editable) continue;
      expect([c.dataPoint, findDataPointByKey(kind, `${c.board}.${c.dataPoint}`)?.writable]).toEqual([
        c.dataPoint,
        true,
      ]);
    }
  });

  it('has every enumName and structName it uses', () => {
    const enumNames = new Set(kind.enums.map((e) => e.name));
    const structNames = new Set(kind.structures.map((s) => s.name));
    for (const board of kind.boards)
      for (const dp of board.dataPoints) {
        if (dp.type === 'enum')
          expect([dp.name, dp.enumName !== null && enumNames.has(dp.enumName)]).toEqual([dp.name, true]);
        if (dp.type === 'struct')
          expect([dp.name, dp.structName !== null && structNames.has(dp.structName)]).toEqual([
            dp.name,
            true,
          ]);
      }
    for (const s of kind.structures)
      for (const el of s.elements)
        if (el.type === 'enum')
          expect([el.name, el.enumName !== null && enumNames.has(el.enumName)]).toEqual([el.name, true]);
  });

  it('has a non-empty text in both languages for every data point, enum value, fault and screen label', () => {
    const texts = [
      kind.label,
      ...kind.boards.flatMap((b) => [b.label, ...b.dataPoints.map((d) => d.label)]),
      ...kind.enums.flatMap((e) => e.values.map((v) => v.label)),
      ...kind.faults.map((f) => f.label),
      ...kind.faults.map((f) => f.advice),
      ...kind.errorCategories.map((c) => c.label),
      ...Object.values(kind.screenTexts),
    ];
    for (const text of texts) for (const lang of languages) expect(text[lang].trim()).not.toBe('');
    const missing = usedTextKeys(kind).filter((k) => !(k in kind.screenTexts));
    expect(missing).toEqual([]);
  });

  it('keys pages by 64 characters derived from product group and page name', () => {
    for (const [key, page] of Object.entries(kind.layout.pages)) {
      expect(key).toHaveLength(64);
      expect(key).toBe(pageKey(kind.productGroup, page.name));
      for (const item of page.items) expect(item.screenPageId).toBe(key);
    }
    expect(Object.keys(kind.layout.pages).length).toBeGreaterThanOrEqual(1);
  });

  it('groups only items of the page, and chart items name a chart of the kind', () => {
    const chartNames = new Set(kind.charts.map((c) => c.name));
    for (const page of Object.values(kind.layout.pages)) {
      const ids = new Set(page.items.map((i) => i.id));
      expect(ids.size).toBe(page.items.length);
      for (const g of page.groups) for (const id of g.itemIds) expect(ids.has(id)).toBe(true);
      for (const item of page.items) if (item.type === 'chart') expect(chartNames.has(item.name)).toBe(true);
    }
  });

  it('has unique friendly codes and a writable parameter set point somewhere', () => {
    const codes = kind.boards.flatMap((b) => b.dataPoints.map((d) => d.friendlyName));
    expect(new Set(codes).size).toBe(codes.length);
    expect(kind.boards.some((b) => b.dataPoints.some((d) => d.writable && d.obdClass === 'Parameter'))).toBe(
      true,
    );
  });

  it('gives buffer-tank contents exactly as many sensor keys as sensors', () => {
    for (const c of allContents(kind))
      if (c.type === 'dachs2Buffertank') expect(c.parameters.sensorKeys).toHaveLength(c.parameters.sensors);
  });
});

describe('dachsII data points (facts 1a)', () => {
  const kind = catalog().dachsII;
  const get = (key: string) => findDataPointByKey(kind, key);

  it.each([
    ['Hka_Bd.ulArbeitElektr', 'Counter', 'kWh'],
    ['Hka_Bd.ulBetriebssekunden', 'Counter', 'h'],
    ['Hka_Bd.ulAnzahlStarts', 'Counter', ''],
    ['BD3112.Hka_Bd.ulArbeitThermKon', 'Counter', 'kWh'],
    ['BD3112.Ww_Bd.ulWwMengepA', 'Counter', 'm³'],
    ['Hka_Mw1.Temp.sbAussen', 'Signal', '°C'],
    ['Hka_Mw1.sWirkleistung', 'Signal', 'kW'],
    ['Hka_Mw1.usDrehzahl', 'Signal', '1/min'],
    ['Hka_Mw1.Aktor.bWwPumpe', 'Signal', '%'],
    ['Wartung_Cache.usIntervall', 'Parameter', 'h'],
    ['Wartung_Cache.ulBetriebssekundenBei', 'Parameter', 'h'],
    ['Hka_Ew.bFuehrungHKA', 'Parameter', ''],
  ])('%s is a %s in %p', (key, obdClass, unit) => {
    expect(get(key)).toMatchObject({ obdClass, unit });
  });

  it('scales active power to two decimals and keeps the GLT-writable keys writable', () => {
    expect(get('Hka_Mw1.sWirkleistung')?.gain).toBe(0.01);
    expect(get('Stromf_Ew.Anforderung_GLT.bAktiv')?.writable).toBe(true);
    expect(get('Stromf_Ew.Anforderung_GLT.bAnzahlModule')?.menuItem).toMatchObject({ min: 0, max: 10 });
    expect(get('Hka_Bd.ulArbeitElektr')?.writable).toBe(false);
    expect(get('Laufraster15Min_aktTag.bDoppelstunde')).toMatchObject({ array: true, length: 12 });
  });

  it('carries the engine-state and control-mode enums of the facts', () => {
    const motor = kind.enums.find((e) => e.name === 'Hka_Motorstatus');
    expect(motor?.values.map((v) => v.value)).toEqual([0, 10, 11, 12, 20, 21, 22, 30, 31, 32]);
    // The facts' 'Generator on grid', said as the running state it is (issue 40, 35: one run state).
    expect(motor?.values.find((v) => v.value === 32)?.label['en-gb']).toBe('Running: generator on grid');
    expect(kind.enums.find((e) => e.name === 'Hka_Fuehrung')?.values.map((v) => v.value)).toEqual([0, 1, 2]);
    expect(get('Hka_Mw1.bMotorStatus')?.enumName).toBe('Hka_Motorstatus');
  });

  it('lists fault and warning codes with E/H/A code texts', () => {
    const byCode = new Map(kind.faults.map((f) => [f.code, f]));
    expect(byCode.get(122)?.codeText).toBe('E122');
    expect(byCode.get(177)?.codeText).toBe('H177');
    expect(byCode.get(726)?.codeText).toBe('A726');
    expect(byCode.get(216)?.label['en-gb']).toContain('280 V');
    for (const f of kind.faults) expect(f.codeText.slice(1)).toBe(String(f.code));
    expect(new Set(kind.faults.map((f) => f.code)).size).toBe(kind.faults.length);
  });
});

describe('netz measurement fields (spec 3)', () => {
  const kind = catalog().netz;
  it.each(['erzeugung', 'verbrauch', 'eigenverbrauch', 'netzbezug', 'netzeinspeisung'])(
    '%s: p_ in W, e_ in kWh',
    (f) => {
      expect(findDataPointByKey(kind, `Netz_Mw.p_${f}`)).toMatchObject({ unit: 'W', obdClass: 'Signal' });
      expect(findDataPointByKey(kind, `Netz_Mw.e_${f}`)).toMatchObject({ unit: 'kWh', obdClass: 'Counter' });
    },
  );
});
