import { z } from 'zod';

// Schemas for the unit catalog (spec 3). The catalog is static data, but the backend, the simulator and
// the tests parse it with these so a hand-edited kind cannot drift from the shape clients rely on.

export const languages = ['de-de', 'en-gb'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** A text in every portal language; both are required so no label can be missing in one of them. */
export const bilingualSchema = z.object({ 'de-de': z.string().min(1), 'en-gb': z.string().min(1) });
export type Bilingual = z.infer<typeof bilingualSchema>;

export const dataPointTypes = [
  'int',
  'uint',
  'float',
  'bool',
  'enum',
  'octetString',
  'visibleString',
  'timeOfDay',
  'struct',
] as const;
export const dataPointTypeSchema = z.enum(dataPointTypes);
export type DataPointType = z.infer<typeof dataPointTypeSchema>;

export const obdClassSchema = z.enum(['Parameter', 'Signal', 'Counter']);
export type ObdClass = z.infer<typeof obdClassSchema>;

/** Limits in display units (raw value × gain); absent bounds fall back to the spec 5 defaults. */
export const menuItemSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  increment: z.number().positive().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * How a value reads beyond number and unit (spec 3 data point 'valueFormatter'). `faultCode`: the
 * value is a fault or warning of the catalogue, code = value + offset in `category`; 0 means none.
 */
export const valueFormatterSchema = z.object({
  type: z.literal('faultCode'),
  category: z.string().min(1),
  offset: z.number().int(),
});
export type ValueFormatter = z.infer<typeof valueFormatterSchema>;

export const dataPointDefinitionSchema = z.object({
  name: z.string().min(1),
  friendlyName: z.string().regex(/^[A-Z]{2}\d{3}$/),
  type: dataPointTypeSchema,
  typeName: z.string().min(1),
  gain: z.number().positive(),
  unit: z.string(),
  enumName: z.string().nullable(),
  obdClass: obdClassSchema,
  array: z.boolean(),
  /** Element count for arrays, maximum byte length (exclusive) for text types, else 0. */
  length: z.number().int().nonnegative(),
  labelSuffix: z.string().optional(),
  functionGroups: z.array(z.string()),
  bitOffset: z.number().int().nonnegative().optional(),
  structName: z.string().nullable(),
  virtual: z.boolean(),
  menuItem: menuItemSchema.optional(),
  writable: z.boolean(),
  label: bilingualSchema,
  valueFormatter: valueFormatterSchema.optional(),
});
export type DataPointDefinition = z.infer<typeof dataPointDefinitionSchema>;

export const enumDefinitionSchema = z.object({
  name: z.string().min(1),
  values: z.array(z.object({ value: z.number().int().nonnegative(), label: bilingualSchema })).min(1),
});
export type EnumDefinition = z.infer<typeof enumDefinitionSchema>;

export const structureElementSchema = z.object({
  name: z.string().min(1),
  type: dataPointTypeSchema.exclude(['struct']),
  typeName: z.string().min(1),
  gain: z.number().positive(),
  unit: z.string(),
  enumName: z.string().nullable(),
  menuItem: menuItemSchema.optional(),
  length: z.number().int().nonnegative(),
});
export type StructureElement = z.infer<typeof structureElementSchema>;

export const structureDefinitionSchema = z.object({
  name: z.string().min(1),
  elements: z.array(structureElementSchema).min(1),
});
export type StructureDefinition = z.infer<typeof structureDefinitionSchema>;

export const boardSchema = z.object({
  name: z.string().regex(/^[^.[\]]+$/, 'board names cannot contain . or [ ]'),
  label: bilingualSchema,
  dataPoints: z.array(dataPointDefinitionSchema).min(1),
});
export type Board = z.infer<typeof boardSchema>;

// ---- content items (spec 3 "Content item and content types") ----

/** A full data point key 'board.name' (no index) used inside content parameters. */
const keyRef = z.string().regex(/^[^.[\]]+\.[^[\]]+$/);

const contentBase = z.object({
  visible: z.boolean().optional(),
  editable: z.boolean().optional(),
  board: z.string().optional(),
  dataPoint: z.string().optional(),
  dataPoints: z.array(z.string()).optional(),
  style: z.string().optional(),
  icon: z.string().optional(),
  image: z.string().optional(),
  index: z.number().int().nonnegative().optional(),
  menuItem: menuItemSchema.optional(),
  widget: z.string().optional(),
  custom: z.record(z.string(), z.unknown()).optional(),
});

export const textContentSchema = contentBase.extend({
  type: z.literal('text'),
  parameters: z.object({ decimals: z.number().int().nonnegative().optional() }).optional(),
});
export const imageContentSchema = contentBase.extend({
  type: z.literal('image'),
  parameters: z.object({ alt: z.string() }),
});
export const bufferTankContentSchema = contentBase.extend({
  type: z.literal('dachs2Buffertank'),
  parameters: z.object({
    sensors: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    /** Top to bottom; exactly `sensors` keys. */
    sensorKeys: z.array(keyRef).min(2).max(4),
    flowKey: keyRef.optional(),
    returnKey: keyRef.optional(),
  }),
});
export const activityScreenContentSchema = contentBase.extend({
  type: z.literal('activityScreen'),
  parameters: z.object({
    /** Array data point of 12 two-hour bytes (Laufraster15Min_aktTag.bDoppelstunde). */
    startsKey: keyRef,
    timeOfDayKey: keyRef,
    activityNames: z.array(z.string()).length(4),
    dayOffset: z.number().int(),
    showLegend: z.boolean(),
  }),
});
export const tableContentSchema = contentBase.extend({
  type: z.literal('table'),
  parameters: z.object({
    columns: z.array(z.object({ label: z.string() })).min(1),
    rows: z.array(z.object({ label: z.string(), keys: z.array(keyRef.nullable()) })).min(1),
  }),
});
export const timeProgramTypeSchema = z.enum(['ActivityOperated', 'PowerOperated']);
export type TimeProgramType = z.infer<typeof timeProgramTypeSchema>;
export const timeProgramContentSchema = contentBase.extend({
  type: z.literal('timeProgram'),
  parameters: z.object({
    /** Program n is the data point `${prefix}${n}${suffix}` on `board`, an array of 7 days (Mon..Sun). */
    prefix: z.string().min(1),
    suffix: z.string(),
    count: z.number().int().positive().default(3),
    temps: z.boolean(),
    type: timeProgramTypeSchema,
    activityNames: z.array(z.string()).length(4),
    customValueSetting: keyRef.optional(),
    customValueOptions: menuItemSchema.extend({ gain: z.number().positive() }).optional(),
    customValueSettingOnly: z.boolean().optional(),
  }),
});
export const heizkurveContentSchema = contentBase.extend({
  type: z.literal('heizkurve'),
  parameters: z.discriminatedUnion('variant', [
    // Dachs: two support points (+15 / -10 degC outside) plus shift and limits (facts 4).
    z.object({
      variant: z.literal('dachs'),
      outsideKey: keyRef,
      plus15Key: keyRef,
      minus10Key: keyRef,
      shiftDayKey: keyRef,
      shiftNightKey: keyRef,
      lowerKey: keyRef,
      upperKey: keyRef,
    }),
    // Slope form of the device menu (spec 3 Extra: max, min, slope).
    z.object({
      variant: z.literal('slope'),
      outsideKey: keyRef,
      maxKey: keyRef,
      minKey: keyRef,
      slopeKey: keyRef,
    }),
  ]),
});
export const ringsContentSchema = contentBase.extend({
  type: z.literal('rings'),
  parameters: z.object({
    rings: z.array(z.object({ key: keyRef, min: z.number(), max: z.number(), label: z.string() })).min(1),
  }),
});
export const energyflowContentSchema = contentBase.extend({
  type: z.literal('energyflow'),
  parameters: z.object({
    leistung: keyRef,
    wirkleistung: keyRef,
    bedarf: keyRef,
    autarkiegrad: keyRef,
    eigenverbrauchsquote: keyRef,
    batteryEnabled: z.boolean(),
    battery: keyRef.optional(),
    heatpump: keyRef.optional(),
  }),
});

export const contentItemSchema = z.discriminatedUnion('type', [
  textContentSchema,
  imageContentSchema,
  bufferTankContentSchema,
  activityScreenContentSchema,
  tableContentSchema,
  timeProgramContentSchema,
  heizkurveContentSchema,
  ringsContentSchema,
  energyflowContentSchema,
]);
export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentType = ContentItem['type'];
export const contentTypes: readonly ContentType[] = [
  'text',
  'image',
  'dachs2Buffertank',
  'activityScreen',
  'table',
  'timeProgram',
  'heizkurve',
  'rings',
  'energyflow',
];

export const screenItemSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['values', 'chart']),
  /** For chart items the chart name; otherwise a stable widget name. */
  name: z.string().min(1),
  screenPageId: z.string().length(64),
  visibility: z.enum(['all', 'partner']),
  /** translationsScreen keys. */
  label: z.string(),
  labelSuffix: z.string().optional(),
  help: z.string().optional(),
  contents: z.array(contentItemSchema),
  style: z.string().optional(),
  zoneIndex: z.number().int().nonnegative(),
});
export type ScreenItem = z.infer<typeof screenItemSchema>;

export const pageGroupSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  itemIds: z.array(z.string()).min(1),
});
export type PageGroup = z.infer<typeof pageGroupSchema>;

export const layoutPageSchema = z.object({
  name: z.string().min(1),
  label: z.string(),
  items: z.array(screenItemSchema).min(1),
  groups: z.array(pageGroupSchema),
  warnings: z.array(z.string()),
  chartMode: z.boolean(),
  style: z.string().optional(),
  width: z.number().int().min(1).max(12),
  height: z.number().int().positive(),
});
export type LayoutPage = z.infer<typeof layoutPageSchema>;

export const layoutSchema = z.object({
  css: z.string(),
  pages: z.record(z.string().length(64), layoutPageSchema),
});
export type Layout = z.infer<typeof layoutSchema>;

export const chartDefinitionSchema = z.object({
  name: z.string().min(1),
  label: z.string(),
  type: z.enum(['line', 'bar', 'doughnut']),
  /** trending: raw samples; quarterHour/day: the time-series rollups. */
  source: z.enum(['trending', 'quarterHour', 'day']),
  columns: z
    .array(
      z.object({
        field: keyRef,
        label: z.string(),
        color: z.string().regex(/^#[0-9a-f]{6}$/),
        /** Sum per bucket for counters/energy, mean for signals. */
        aggregate: z.enum(['mean', 'delta', 'last']),
      }),
    )
    .min(1),
  options: z.object({
    period: z.enum(['d', 'w', 'M', 'y', 'a']),
    stacked: z.boolean().optional(),
    kw: z.boolean().optional(),
  }),
});
export type ChartDefinition = z.infer<typeof chartDefinitionSchema>;

/**
 * What an entry means to the owner: a fault stops or harms the unit, a warning needs a look,
 * maintenance is due (the unit runs on), a notice only informs. Screens show each as such: only a
 * fault is red (issue 40, 33).
 */
export const faultKinds = ['fault', 'warning', 'maintenance', 'notice'] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultEntrySchema = z.object({
  code: z.number().int().nonnegative(),
  /** First letter per spec 3 'Error entry': E error, A warning, H notice (sets the icon). */
  codeText: z.string().regex(/^[HAE]\d+$/),
  category: z.string().min(1),
  label: bilingualSchema,
  kind: z.enum(faultKinds),
  /** What the owner should do, and when to call the installer. */
  advice: bilingualSchema,
});
export type FaultEntry = z.infer<typeof faultEntrySchema>;

export const errorCategorySchema = z.object({ name: z.string().min(1), label: bilingualSchema });
export type ErrorCategory = z.infer<typeof errorCategorySchema>;

export const productGroupSchema = z.enum([
  'dachsII',
  'dachs08',
  'waermepumpe',
  'pufferspeicher',
  'batterie',
  'netz',
]);
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** A data point's value (display units) meeting a bound or one of some values. */
export const valueConditionSchema = z.object({
  key: z.string().min(1),
  above: z.number().optional(),
  equals: z.array(z.number()).optional(),
});
export type ValueCondition = z.infer<typeof valueConditionSchema>;

/**
 * What the start page shows of a unit at a glance without connecting, from the values it publishes:
 * whether it runs, its output (a power key) or level (a percentage key), whether a fault locked it
 * out or maintenance is due.
 */
export const glanceSchema = z.object({
  /** The start sequence (checked before `running`: a unit starting is not yet running). */
  starting: valueConditionSchema.optional(),
  running: valueConditionSchema.optional(),
  output: z.string().min(1).optional(),
  level: z.string().min(1).optional(),
  locked: valueConditionSchema.optional(),
  maintenanceDue: valueConditionSchema.optional(),
  /**
   * How many operating hours are left until the next service: `interval` less the hours counted
   * (`hours`) since the service (`hoursAtService`, the counter's reading then), all in hours.
   */
  service: z
    .object({ hours: z.string().min(1), hoursAtService: z.string().min(1), interval: z.string().min(1) })
    .optional(),
});
export type Glance = z.infer<typeof glanceSchema>;

export const unitKindSchema = z.object({
  productGroup: productGroupSchema,
  label: bilingualSchema,
  /** Module shown when a unit of this kind has none of its own (spec 3 Unit.module). */
  defaultModule: z.string(),
  boards: z.array(boardSchema).min(1),
  enums: z.array(enumDefinitionSchema),
  structures: z.array(structureDefinitionSchema),
  layout: layoutSchema,
  charts: z.array(chartDefinitionSchema).min(1),
  screenTexts: z.record(z.string(), bilingualSchema),
  errorCategories: z.array(errorCategorySchema),
  faults: z.array(faultEntrySchema),
  glance: glanceSchema,
});
export type UnitKind = z.infer<typeof unitKindSchema>;
