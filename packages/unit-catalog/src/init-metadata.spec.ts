import { metaDataPointSchema } from '@portal/contracts';
import { z } from 'zod';
import { unitKinds } from './catalog.js';
import { initMetadata } from './init-metadata.js';

// The facts §5 shape a public client (py-senertec) reads from /rest/info/init.
const factsShape = z.object({
  metaDataPoints: z.record(
    z.string(),
    z.object({
      name: z.string(),
      friendlyName: z.string(),
      gain: z.number(),
      unit: z.string(),
      enumName: z.string().nullable(),
      array: z.boolean(),
      obdClass: z.enum(['Parameter', 'Signal', 'Counter']),
    }),
  ),
  enums: z.record(z.string(), z.unknown()),
  structures: z.record(z.string(), z.unknown()),
  translations: z.record(
    z.enum(['de-de', 'en-gb']),
    z.object({
      enums: z.array(z.object({ name: z.string(), translations: z.record(z.string(), z.string()) })),
      metaDataPoints: z.object({ translations: z.record(z.string(), z.string()) }),
      errorCategories: z.record(
        z.string(),
        z.object({
          translationMedium: z.string(),
          translations: z.record(z.string().regex(/^\d+$/), z.string()),
        }),
      ),
    }),
  ),
  translationsScreen: z.record(z.string(), z.record(z.string(), z.string())),
});

describe('initMetadata', () => {
  const init = initMetadata();

  it('matches the facts §5 shape', () => {
    expect(() => factsShape.parse(init)).not.toThrow();
    expect(Object.keys(init.translations).sort()).toEqual(['de-de', 'en-gb']);
  });

  it('gives every data point the fields of spec 3 Data point definition, and nothing else', () => {
    for (const meta of Object.values(init.metaDataPoints))
      expect(metaDataPointSchema.strict().parse(meta)).toEqual(meta);
  });

  it('describes structures by their elements, packed flags by their bit and groups by function', () => {
    const day = init.metaDataPoints['Stromf_Ew.Zeitprogramm1'];
    expect(day).toMatchObject({ struct: true, structName: 'TimeProgramDayActivity' });
    expect(day?.structElementAttributes.map((element) => element.name)).toContain('switchTime1');
    expect(init.metaDataPoints['Hka_Mw1.sWirkleistung']).toMatchObject({
      struct: false,
      structElementAttributes: [],
      bitOffset: null,
      labelSuffix: '',
      functionGroups: [],
    });
    expect(init.metaDataPoints['Hka_Mw1.Aktor.fStoerung']?.bitOffset).toBe(3);
    expect(init.metaDataPoints['Hka_Bd.ulAnzahlStarts']?.functionGroups.length).toBeGreaterThan(0);
  });

  it('keys metaDataPoints by board.name with the data point name and its friendly code', () => {
    expect(init.metaDataPoints['Hka_Mw1.sWirkleistung']).toMatchObject({
      name: 'sWirkleistung',
      friendlyName: 'MW025',
      gain: 0.01,
      unit: 'kW',
      enumName: null,
      array: false,
      obdClass: 'Signal',
    });
    expect(init.metaDataPoints['Hka_Mw1.bMotorStatus']?.enumName).toBe('Hka_Motorstatus');
    expect(init.metaDataPoints['Laufraster15Min_aktTag.bDoppelstunde']?.array).toBe(true);
    const total = unitKinds.reduce((n, k) => n + k.boards.reduce((m, b) => m + b.dataPoints.length, 0), 0);
    expect(Object.keys(init.metaDataPoints)).toHaveLength(total);
  });

  it('translates every data point by its name, as clients look texts up (facts §5)', () => {
    for (const lang of ['de-de', 'en-gb'] as const) {
      const texts = init.translations[lang]?.metaDataPoints.translations ?? {};
      for (const kind of unitKinds)
        for (const board of kind.boards)
          for (const dp of board.dataPoints) {
            expect([dp.name, texts[dp.name]]).toEqual([dp.name, dp.label[lang]]);
            expect(init.metaDataPoints[`${board.name}.${dp.name}`]?.name).toBe(dp.name);
          }
      expect(Object.keys(texts).sort()).toEqual(
        [...new Set(Object.values(init.metaDataPoints).map((meta) => meta.name))].sort(),
      );
    }
    expect(init.translations['de-de']?.metaDataPoints.translations['Temp.sbAussen']).toBe('Außentemperatur');
    expect(init.translations['en-gb']?.metaDataPoints.translations['Temp.sbAussen']).toBe(
      'Outside temperature',
    );
    expect(init.translations['de-de']?.metaDataPoints.translations['ulBrennerStarts']).toBe('Brennerstarts');
  });

  it('gives data points whose values are not numbers gain 0, so clients do not scale them', () => {
    const numeric = new Set(['int', 'uint', 'float']);
    for (const kind of unitKinds)
      for (const board of kind.boards)
        for (const dp of board.dataPoints) {
          const meta = init.metaDataPoints[`${board.name}.${dp.name}`];
          expect([dp.type, meta?.gain]).toEqual([dp.type, numeric.has(dp.type) ? dp.gain : 0]);
        }
    expect(init.metaDataPoints['Stromf_Ew.Zeitprogramm1']?.gain).toBe(0);
    expect(init.metaDataPoints['Hka_Mw1.sWirkleistung']?.gain).toBe(0.01);
  });

  it('translates every enum value and fault code in both languages', () => {
    for (const lang of ['de-de', 'en-gb'] as const) {
      const tr = init.translations[lang];
      expect(tr?.enums.map((e) => e.name).sort()).toEqual(Object.keys(init.enums).sort());
    }
    const motor = init.translations['en-gb']?.enums.find((e) => e.name === 'Hka_Motorstatus');
    expect(motor?.translations['10']).toBe('Fault shutdown');
    expect(init.enums['Hka_Fuehrung']).toEqual({ name: 'Hka_Fuehrung', values: [0, 1, 2] });
    const faults = init.translations['de-de']?.errorCategories['Hka_Stoerung'];
    expect(faults?.translationMedium).toBe('Störung BHKW');
    expect(faults?.translations['122']).toContain('95 °C');
    expect(init.translations['en-gb']?.errorCategories['Hka_Warnung']?.translations['726']).toContain('3 h');
  });

  it('carries structures and screen texts, including write error texts', () => {
    expect(init.structures['TimeProgramDayActivity']).toBeDefined();
    expect(init.structures['TimeProgramDayPower']).toBeDefined();
    expect(init.translationsScreen['en-gb']?.['write.range']).toBe(
      'The selected values is outside the acceptable range',
    );
    expect(init.translationsScreen['de-de']?.['dachsII.page.dashboard']).toBe('Übersicht');
    expect(init.translationsScreen['en-gb']?.['productGroup.netz']).toBe('Grid connection');
    for (const kind of unitKinds)
      for (const key of Object.keys(kind.screenTexts)) {
        expect(init.translationsScreen['de-de']?.[key]).toBe(kind.screenTexts[key]?.['de-de']);
        expect(init.translationsScreen['en-gb']?.[key]).toBe(kind.screenTexts[key]?.['en-gb']);
      }
  });

  it('limits translations to one language when asked', () => {
    const de = initMetadata('de-de');
    expect(Object.keys(de.translations)).toEqual(['de-de']);
    expect(Object.keys(de.translationsScreen)).toEqual(['de-de']);
    expect(Object.keys(de.metaDataPoints)).toEqual(Object.keys(init.metaDataPoints));
  });
});
