import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type DeviceValues,
  errorsMessageSchema,
  parsePortalReplyTopic,
  parseUnitTopic,
  rpcReplySchema,
  unitStateSchema,
  valuesMessageSchema,
} from '@portal/contracts';
import { numericValue } from '@portal/unit-catalog';
import { LiveBus } from '../live/live-bus.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { DeviceEvents } from './device-events.js';
import { DeviceRpc } from './device-rpc.js';
import { GlanceService } from './glance.service.js';
import { PresenceService } from './presence.service.js';

/**
 * What a state message does: `record` (embedded broker, or replayed retained): remembered in this
 * instance's memory and stored; `note`: memory only (every instance hears every state on an
 * external broker); `store`: stored and announced on the live bus (the one instance its shared
 * subscription picked).
 */
export type StateHandling = 'record' | 'note' | 'store';

/**
 * How a message was heard. `retained`: replayed by the broker on subscribing (heard now, but said
 * earlier). `durable`: values are ingested durably (batched); then it answers once they are committed.
 */
export interface Hearing {
  retained: boolean;
  state: StateHandling;
  durable?: boolean;
}

export function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The numeric entries of a values message (flags as 0/1), for the alarms' rules and data gap. */
function numbersOf(values: DeviceValues): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const key in values) {
    const value = numericValue(values[key]);
    if (value !== undefined) numbers[key] = value;
  }
  return numbers;
}

/** Where what units publish goes: RPC replies, values, errors and states (archives: ArchiveIngest). */
@Injectable()
export class InboundRouter {
  private readonly logger = new Logger('Devices');

  constructor(
    @Inject(DeviceRpc) private readonly rpc: DeviceRpc,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(GlanceService) private readonly glance: GlanceService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(DeviceEvents) private readonly events: DeviceEvents,
  ) {}

  /** Handles one message; answers a promise when it is stored durably (see Hearing). */
  route(topic: string, payload: Buffer, how: Hearing): Promise<void> | undefined {
    const json = parseJson(payload);
    if (json === undefined) {
      this.logger.warn(`not JSON on ${topic}`);
      return;
    }
    const reply = parsePortalReplyTopic(topic);
    if (reply) {
      const message = rpcReplySchema.safeParse(json);
      if (message.success && !this.rpc.settle(message.data, reply.sn))
        this.logger.debug(`RPC reply from ${reply.sn} matches no call to it`);
      return;
    }
    const unit = parseUnitTopic(topic);
    if (!unit) return;
    switch (unit.leaf) {
      case 'values':
        return this.values(topic, unit.sn, json, how);
      case 'errors':
        return this.errors(topic, unit.sn, json);
      case 'state':
        return this.state(topic, unit.sn, json, how);
      case 'archive':
      case 'rpc':
        return;
    }
  }

  /** Logs a message that does not fit its topic's schema; it is acknowledged and dropped. */
  malformed(topic: string): undefined {
    this.logger.warn(`malformed message on ${topic}`);
    return undefined;
  }

  private values(topic: string, sn: string, json: unknown, how: Hearing): Promise<void> | undefined {
    const message = valuesMessageSchema.safeParse(json);
    if (!message.success) return this.malformed(topic);
    let stored: Promise<void> | undefined;
    if (how.durable) stored = this.timeseries.ingestDurable(sn, [message.data], { batched: true });
    else this.timeseries.ingest(sn, [message.data]);
    void this.glance.recordValues(sn, message.data.values, message.data.ts);
    this.bus.publish({ type: 'unit.values', sn, values: message.data.values, ts: message.data.ts });
    this.events.emit({ type: 'values', sn, values: numbersOf(message.data.values), ts: message.data.ts });
    return stored;
  }

  private errors(topic: string, sn: string, json: unknown): undefined {
    const message = errorsMessageSchema.safeParse(json);
    if (!message.success) return this.malformed(topic);
    void this.presence.recordErrors(sn, message.data.errors, message.data.ts);
    void this.glance.recordErrors(sn, message.data.errors, message.data.ts);
    const activeErrors = message.data.errors.filter((error) => error.currentError).length;
    this.bus.publish({ type: 'unit.errorsChanged', sn, activeErrors });
    this.events.emit({ type: 'errors', sn, errors: message.data.errors, ts: message.data.ts });
    return undefined;
  }

  private state(topic: string, sn: string, json: unknown, how: Hearing): undefined {
    const message = unitStateSchema.safeParse(json);
    if (!message.success) return this.malformed(topic);
    const state = message.data;
    // Live, it is news now (a last will's time is when the unit connected); replayed, it is not.
    const heardAt = how.retained ? state.ts : Date.now();
    if (how.state === 'note') {
      this.presence.noteState(sn, state);
      return undefined;
    }
    const changed =
      how.state === 'record'
        ? this.presence.recordState(sn, state, heardAt)
        : this.presence.storeState(sn, state, heardAt);
    void changed.then((changed) => {
      if (!changed) return;
      this.bus.publish({ type: 'unit.presenceChanged', sn, online: state.online });
      this.events.emit({ type: 'presence', sn, online: state.online, at: heardAt });
    });
    return undefined;
  }
}
