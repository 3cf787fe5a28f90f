import { EventEmitter } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { UnitError } from '@portal/contracts';

/**
 * What units said that domains above the devices act on (alarms), as the instance that handled the
 * message heard it. In-process only: each message is acted on where it was handled, and what the
 * listeners write is idempotent (two instances hearing the same message change nothing twice).
 */
export type DeviceEvent =
  /** The numbers of a live values message (raw, as sent: key → number; archives are not live). */
  | { type: 'values'; sn: string; values: Record<string, number>; ts: number }
  /** The unit's error list as it sent it. */
  | { type: 'errors'; sn: string; errors: UnitError[]; ts: number }
  /** The unit went online or offline (its stored flag changed) at `at`. */
  | { type: 'presence'; sn: string; online: boolean; at: number }
  /** The unit stands locked by a fault (kind.glance.locked), or no longer does. */
  | { type: 'locked'; sn: string; locked: boolean; ts: number };

@Injectable()
export class DeviceEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit(event: DeviceEvent): void {
    this.emitter.emit('event', event);
  }

  /** Returns the unsubscribe function. */
  subscribe(handler: (event: DeviceEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }
}
