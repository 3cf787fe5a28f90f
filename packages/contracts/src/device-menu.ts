import { z } from 'zod';
import { primaryRole } from './roles.js';

// The device (installer) menu (spec 3 "Extra", 4 "Device (installer) mode", 6, 8, 9): a unit's own
// service menu used remotely. The unit decides (service code, unlocking, calibration); the portal
// only relays, keeps the service level per session and unit, and audits. Values here are in display
// units; the unit's raw scaling (spec 9: heating-curve max 0.01, min and slope 0.1) stays on the unit.

const timestamp = z.number().int().nonnegative();

/** Spec 4: the unit's overall error level, worst first last. */
export const deviceErrorLevels = ['ok', 'warning', 'error', 'blocking', 'locking'] as const;
export type DeviceErrorLevel = (typeof deviceErrorLevels)[number];

/** Spec 4: what kind of firmware build the unit runs. */
export const deviceBuildKinds = ['developer', 'releaseCandidate', 'release'] as const;
export type DeviceBuildKind = (typeof deviceBuildKinds)[number];

/** Spec 9: the device menu's own languages (the rest of the portal speaks de and en). */
export const deviceMenuLanguages = ['de', 'it', 'en', 'nl', 'fr'] as const;
export type DeviceMenuLanguage = (typeof deviceMenuLanguages)[number];

/**
 * Spec 6: the device menu has a user and an installer role. Partners (also sub- and service partners)
 * and the manufacturer's staff may enter the service level; operators stay in user mode.
 */
export function mayEnterServiceLevel(roles: readonly string[], brand: string): boolean {
  return primaryRole(roles, brand) !== 'betreiber';
}

/** Spec 9: the power key is held this long to switch the unit on or off. */
export const powerKeyHoldMs = 3000;

/** Spec 3: the named activities of the time program, each with its room temperature. */
export const deviceActivities = ['sleep', 'home', 'away', 'morning', 'evening', 'custom'] as const;
export type DeviceActivity = (typeof deviceActivities)[number];

const roomTemperature = z.number().min(5).max(30);
const isoDate = z.iso.date();

export const holidayModeSchema = z
  .object({
    start: isoDate,
    end: isoDate,
    roomTemperature,
    dhwTemperature: z.number().min(10).max(65),
  })
  .refine((h) => h.start <= h.end, { path: ['end'], message: 'validation.device.holidayend' });
export type HolidayMode = z.infer<typeof holidayModeSchema>;

export const dhwLevelsSchema = z
  .object({ reduced: z.number().min(10).max(60), comfort: z.number().min(40).max(65) })
  .refine((l) => l.reduced <= l.comfort, { path: ['reduced'], message: 'validation.device.dhwlevels' });
export type DhwLevels = z.infer<typeof dhwLevelsSchema>;

/** What operators may change themselves (user mode). Holiday mode null: off. */
export const deviceUserSettingsSchema = z.object({
  holiday: holidayModeSchema.nullable(),
  screensaverSeconds: z.number().int().min(0).max(3600),
  activities: z.object(
    Object.fromEntries(deviceActivities.map((a) => [a, roomTemperature])) as Record<
      DeviceActivity,
      typeof roomTemperature
    >,
  ),
  dhwLevels: dhwLevelsSchema,
});
export type DeviceUserSettings = z.infer<typeof deviceUserSettingsSchema>;

/** Spec 3: heating curve in °C (flow temperature limits) and its slope. */
export const heatingCurveSchema = z
  .object({
    max: z.number().min(20).max(90),
    min: z.number().min(10).max(60),
    slope: z.number().min(0.2).max(3.5),
  })
  .refine((c) => c.min < c.max, { path: ['min'], message: 'validation.device.heatingcurve' });
export type HeatingCurve = z.infer<typeof heatingCurveSchema>;

const ipv4OrEmpty = z.union([z.ipv4(), z.literal('')]);
const ipv6OrEmpty = z.union([z.ipv6(), z.literal('')]);

/** Spec 3: the unit's network settings. `cableAttached` is read from the unit and never written. */
export const networkSettingsSchema = z.object({
  mode: z.enum(['dhcp', 'static']),
  ipv4Address: ipv4OrEmpty,
  ipv4Gateway: ipv4OrEmpty,
  netmask: ipv4OrEmpty,
  nameservers: z.array(z.union([z.ipv4(), z.ipv6()])).max(3),
  ipv6Gateway: ipv6OrEmpty,
  netmaskIpv6: z.number().int().min(0).max(128),
  pingAddress: z.union([z.ipv4(), z.ipv6(), z.hostname(), z.literal('')]),
  cableAttached: z.boolean(),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

/** What a client sends: everything but the read-only cable state; static needs address and mask. */
export const networkSettingsWriteSchema = networkSettingsSchema
  .omit({ cableAttached: true })
  .refine((n) => n.mode === 'dhcp' || n.ipv4Address !== '', {
    path: ['ipv4Address'],
    message: 'validation.device.staticaddress',
  })
  .refine((n) => n.mode === 'dhcp' || n.netmask !== '', {
    path: ['netmask'],
    message: 'validation.device.staticaddress',
  });
export type NetworkSettingsWrite = z.infer<typeof networkSettingsWriteSchema>;

export const networkTests = ['server', 'ping', 'dnsPing', 'restart'] as const;
export type NetworkTest = (typeof networkTests)[number];

/** Spec 8: the outcomes of unlocking a locking fault, as the unit reports them. */
export const unlockOutcomes = ['unlocked', 'notRemedied', 'notPossible', 'notLocked', 'failed'] as const;
export type UnlockOutcome = (typeof unlockOutcomes)[number];

export const calibrationOutcomes = ['completed', 'failed'] as const;
export type CalibrationOutcome = (typeof calibrationOutcomes)[number];

const lockingFaultSchema = z.object({ code: z.number().int(), codeText: z.string() });

/** The unit's state as its menu shows it. */
export const deviceStatusSchema = z.object({
  errorLevel: z.enum(deviceErrorLevels),
  build: z.enum(deviceBuildKinds),
  firmware: z.string(),
  /** Switched on with the power key. */
  power: z.boolean(),
  running: z.boolean(),
  /** The fault that locked the safety unit, if one did. */
  lockingFault: lockingFaultSchema.nullable(),
  /** When the current settings were last saved as the commissioning settings. */
  commissioningSavedAt: timestamp.nullable(),
});
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

// ---- Device protocol (MQTT RPC) methods of the menu; added to rpcMethods in device.ts ----

export const deviceRpcMethods = [
  'serviceCode',
  'deviceInfo',
  'deviceSettings',
  'commissioning',
  'unlockFault',
  'calibrate',
  'networkTest',
  'power',
] as const;
export type DeviceRpcMethod = (typeof deviceRpcMethods)[number];

export const deviceRpcParamsSchemas = {
  /** The unit checks a service level code; the portal never decides it. */
  serviceCode: z.object({ code: z.string().min(1).max(16) }),
  deviceInfo: z.object({}),
  /** Changes some settings; answers all of them. */
  deviceSettings: z.object({
    user: deviceUserSettingsSchema.partial().optional(),
    heatingCurve: heatingCurveSchema.optional(),
    network: networkSettingsWriteSchema.optional(),
  }),
  commissioning: z.object({ action: z.enum(['save', 'revert']) }),
  /** `code`: the locking fault's code as the installer reads it, checked by the unit. */
  unlockFault: z.object({ code: z.number().int().min(0).max(9999) }),
  calibrate: z.object({}),
  /** Answered once the test ended (seconds, not milliseconds). */
  networkTest: z.object({ test: z.enum(networkTests) }),
  power: z.object({ on: z.boolean() }),
} as const satisfies Record<DeviceRpcMethod, z.ZodType>;

export const deviceSettingsSchema = z.object({
  user: deviceUserSettingsSchema,
  heatingCurve: heatingCurveSchema,
  network: networkSettingsSchema,
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const deviceRpcResultSchemas = {
  serviceCode: z.object({ granted: z.boolean() }),
  deviceInfo: z.object({ status: deviceStatusSchema, settings: deviceSettingsSchema }),
  deviceSettings: z.object({ settings: deviceSettingsSchema }),
  /** `reverted` false: revert asked with nothing saved. */
  commissioning: z.object({ savedAt: timestamp.nullable(), reverted: z.boolean() }),
  unlockFault: z.object({ outcome: z.enum(unlockOutcomes) }),
  calibrate: z.object({ outcome: z.enum(calibrationOutcomes) }),
  /** `detail`: what the test measured (round trip in ms, the address it resolved), for the screen. */
  networkTest: z.object({ ok: z.boolean(), detail: z.string().max(200) }),
  power: z.object({ on: z.boolean() }),
} as const satisfies Record<DeviceRpcMethod, z.ZodType>;

// ---- REST (paths under /rest/device/{sn}; see endpoint-routes.ts) ----

export const serviceLevelSchema = z.object({
  active: z.boolean(),
  /** When it times out unless an installer action renews it (ms); null when not active. */
  expiresAt: timestamp.nullable(),
});
export type ServiceLevel = z.infer<typeof serviceLevelSchema>;

/**
 * GET /device/{sn}: the menu for this user and unit. `installerAllowed`: the user's role may enter
 * the service level (partners and the manufacturer, not operators). Installer settings (heating
 * curve, network) are sent only while the service level is active.
 */
export const deviceMenuResponseSchema = z.object({
  sn: z.string(),
  mode: z.enum(['user', 'installer']),
  installerAllowed: z.boolean(),
  serviceLevel: serviceLevelSchema,
  /** The locking fault with its text from the unit's catalogue, in the portal's language (de/en). */
  status: deviceStatusSchema.extend({
    lockingFault: lockingFaultSchema.extend({ text: z.string() }).nullable(),
  }),
  settings: z.object({
    user: deviceUserSettingsSchema,
    heatingCurve: heatingCurveSchema.nullable(),
    network: networkSettingsSchema.nullable(),
  }),
});
export type DeviceMenuResponse = z.infer<typeof deviceMenuResponseSchema>;

export const serviceLevelRequestSchema = z.object({ code: z.string().min(1).max(16) });
export const deviceUserSettingsRequestSchema = deviceUserSettingsSchema.partial();
export const commissioningRequestSchema = deviceRpcParamsSchemas.commissioning;
export const unlockRequestSchema = deviceRpcParamsSchemas.unlockFault;
export const networkTestRequestSchema = deviceRpcParamsSchemas.networkTest;
export const powerRequestSchema = deviceRpcParamsSchemas.power;
export const youtubeConsentRequestSchema = z.object({ accepted: z.boolean() });

export const commissioningResponseSchema = deviceRpcResultSchemas.commissioning;
export const unlockResponseSchema = deviceRpcResultSchemas.unlockFault;
export const calibrateResponseSchema = deviceRpcResultSchemas.calibrate;
export const networkTestResponseSchema = deviceRpcResultSchemas.networkTest;
export const powerResponseSchema = deviceRpcResultSchemas.power;
export const youtubeConsentResponseSchema = z.object({ youtubeCookie: z.boolean() });

/**
 * POST /simulation/{sn}/lockingFault (only with SIM_CONTROL, admins): a test control of the portal's
 * embedded simulated units (an outside system), so browser tests can unlock a real locking fault.
 */
export const simulationLockingFaultRequestSchema = z.object({
  code: z.number().int().min(0).max(9999),
  causeSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400),
});

/** Test control: the simulated unit is repaired of this fault. */
export const simulationClearFaultRequestSchema = z.object({ code: z.number().int().min(0).max(9999) });
