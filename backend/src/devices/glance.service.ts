import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DeviceValues, UnitError } from '@portal/contracts';
import {
  type UnitKind,
  type ValueCondition,
  conditionMet,
  displayGain,
  findKind,
  isCurrentFault,
  numericValue,
  runState,
} from '@portal/unit-catalog';
import { batchedLookup, batchedWrite } from '../common/batched.js';
import { type GlanceWrite, GlanceRepository } from './glance.repository.js';
import { DeviceEvents } from './device-events.js';

type GlanceFields = Omit<GlanceWrite, 'sn' | 'updatedAt'>;

/** The readings the hours to the next service come from, as last heard: messages carry changes only. */
type ServiceReadings = Partial<Record<'hours' | 'hoursAtService' | 'interval', number>>;

/** Outputs and levels change with every message: they are written at most this often per unit. */
const glanceRefreshMs = 60_000;

const emptyGlance: GlanceFields = {
  running: null,
  starting: false,
  output: null,
  level: null,
  locked: false,
  maintenanceDue: false,
  serviceHoursLeft: null,
  faultCode: null,
};

function displayed(kind: UnitKind, key: string, values: DeviceValues): number | undefined {
  const raw = numericValue(values[key]);
  if (raw === undefined) return undefined;
  return Math.round(raw * displayGain(kind, key) * 1000) / 1000;
}

function meets(kind: UnitKind, condition: ValueCondition, values: DeviceValues): boolean | undefined {
  return conditionMet(condition, displayed(kind, condition.key, values));
}

/** The operating hours to the next service, once the unit has told all three readings. */
function serviceHoursLeft(
  kind: UnitKind,
  values: DeviceValues,
  readings: ServiceReadings,
): number | undefined {
  const service = kind.glance.service;
  if (!service) return undefined;
  for (const name of ['hours', 'hoursAtService', 'interval'] as const) {
    const value = displayed(kind, service[name], values);
    if (value !== undefined) readings[name] = value;
  }
  const { hours, hoursAtService, interval } = readings;
  if (hours === undefined || hoursAtService === undefined || interval === undefined) return undefined;
  return interval - (hours - hoursAtService);
}

/** The glance fields a values message tells (keys it lacks keep what was known). */
function fromValues(
  kind: UnitKind,
  values: DeviceValues,
  known: GlanceFields,
  readings: ServiceReadings,
): GlanceFields {
  const { output, level, locked, maintenanceDue } = kind.glance;
  // The dashboard's derivation (runState), so the list says what the unit's header says.
  const run = runState(kind.glance, (key) => displayed(kind, key, values));
  return {
    ...known,
    running: run === undefined ? known.running : run === 'running',
    starting: run === undefined ? known.starting : run === 'starting',
    output: (output === undefined ? undefined : displayed(kind, output, values)) ?? known.output,
    level: (level === undefined ? undefined : displayed(kind, level, values)) ?? known.level,
    locked: (locked && meets(kind, locked, values)) ?? known.locked,
    maintenanceDue: (maintenanceDue && meets(kind, maintenanceDue, values)) ?? known.maintenanceDue,
    serviceHoursLeft: serviceHoursLeft(kind, values, readings) ?? known.serviceHoursLeft,
  };
}

type NextGlance = (known: GlanceFields, readings: ServiceReadings) => GlanceFields;

/** What is known of a unit's glance, and what of it was last written (and when). */
interface Known {
  fields: GlanceFields;
  written: GlanceFields;
  writtenAt: number;
  service: ServiceReadings;
}

const discrete = (glance: GlanceFields) =>
  [glance.running, glance.starting, glance.locked, glance.maintenanceDue, glance.faultCode].join();

/**
 * Each unit's glance (kind.glance) from what it publishes, for the start page and its 'needs
 * attention first' order. Discrete changes (runs, locked, fault, maintenance) are written at once,
 * output and level at most every glanceRefreshMs.
 */
@Injectable()
export class GlanceService {
  private readonly logger = new Logger('Glance');
  private readonly kinds = new Map<string, UnitKind | undefined>();
  private readonly known = new Map<string, Known>();
  /** Updates per unit in order: a later glance must not be overwritten by an earlier one. */
  private readonly queue = new Map<string, Promise<void>>();

  constructor(
    @Inject(GlanceRepository) private readonly glances: GlanceRepository,
    @Inject(DeviceEvents) private readonly events: DeviceEvents,
  ) {}

  /** Whether the unit stands locked by a fault, as last heard (false when never heard of). */
  async isLocked(sn: string): Promise<boolean> {
    return (this.known.get(sn)?.fields ?? (await this.stored(sn))?.fields)?.locked ?? false;
  }

  async recordValues(sn: string, values: DeviceValues, ts: number): Promise<void> {
    const kind = await this.kindOf(sn).catch(() => undefined);
    if (!kind) return;
    await this.update(sn, ts, (known, readings) => fromValues(kind, values, known, readings));
  }

  async recordErrors(sn: string, errors: readonly UnitError[], ts: number): Promise<void> {
    const fault = errors.find(isCurrentFault);
    await this.update(sn, ts, (known) => ({ ...known, faultCode: fault?.codeText ?? null }));
  }

  /** Runs one read-modify-write per unit at a time, in arrival order. */
  private async update(sn: string, ts: number, next: NextGlance): Promise<void> {
    const turn = (this.queue.get(sn) ?? Promise.resolve())
      .then(() => this.apply(sn, ts, next))
      .catch((error: unknown) => this.logger.warn(`glance of ${sn} not stored: ${String(error)}`));
    this.queue.set(sn, turn);
    await turn;
    if (this.queue.get(sn) === turn) this.queue.delete(sn);
  }

  private async apply(sn: string, ts: number, next: NextGlance): Promise<void> {
    const before = this.known.get(sn) ?? (await this.stored(sn));
    const service = before?.service ?? {};
    const fields = next(before?.fields ?? emptyGlance, service);
    if (fields.locked !== (before?.fields.locked ?? false))
      this.events.emit({ type: 'locked', sn, locked: fields.locked, ts });
    const changed = !before || discrete(fields) !== discrete(before.written);
    // Against what was written, not what is known: an output that moved stays due for writing.
    const moved = JSON.stringify(fields) !== JSON.stringify(before?.written);
    const writtenAt = before?.writtenAt ?? 0;
    if (!changed && !(moved && ts - writtenAt >= glanceRefreshMs)) {
      // Kept in memory: the next write carries it.
      this.known.set(sn, { fields, written: before?.written ?? emptyGlance, writtenAt, service });
      return;
    }
    this.known.set(sn, { fields, written: fields, writtenAt: ts, service });
    await this.writes.call({ sn, ...fields, updatedAt: new Date(ts) });
  }

  // Reads and writes of the units reporting together (a fleet connecting) go in one statement each.
  private readonly writes = batchedWrite<GlanceWrite>(
    (rows) => this.glances.upsert(rows),
    (row) => row.sn,
  );

  private readonly storedRows = batchedLookup(
    (serials) => this.glances.find(serials),
    (row) => row.sn,
  );

  private readonly productGroups = batchedLookup(
    (serials) => this.glances.productGroups(serials),
    (row) => row.sn,
  );

  private async stored(sn: string): Promise<Known | undefined> {
    const row = await this.storedRows.call(sn);
    if (!row) return undefined;
    const { sn: _sn, updatedAt, ...fields } = row;
    return { fields, written: fields, writtenAt: updatedAt.getTime(), service: {} };
  }

  /** The unit's kind, looked up once (devices cannot call the units service: see ADR 0003). */
  private async kindOf(sn: string): Promise<UnitKind | undefined> {
    if (this.kinds.has(sn)) return this.kinds.get(sn);
    const productGroup = (await this.productGroups.call(sn))?.productGroup;
    const kind = productGroup === undefined ? undefined : findKind(productGroup);
    if (productGroup !== undefined) this.kinds.set(sn, kind);
    return kind;
  }
}
