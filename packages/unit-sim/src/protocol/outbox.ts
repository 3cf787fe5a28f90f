import { type ValuesMessage, archiveLimits, unitTopic } from '@portal/contracts';
import { ArchiveBuffer } from './archive-buffer.js';
import { type Session } from './connection.js';
import { type Sampler } from './sampler.js';

// Where a unit's samples go: live on `values` while a session is up, else into the archive buffer,
// whose backlog (what was taken offline, and live samples the broker did not acknowledge) is replayed
// on `archive` (oldest first, in chunks) once a session is up, beside the live samples: a unit back
// online shows its present at once, however long its past takes to go out (a chunk at a time, each
// acknowledged once the portal stored it). Each sample goes out exactly once on one of the two topics.

export class Outbox {
  private live?: Session;
  private needFull = true;
  private replaying = false;
  /** Test control: online, but live samples are dropped (a unit whose measurements stopped). */
  muted = false;
  private readonly buffer: ArchiveBuffer;

  constructor(
    private readonly sn: string,
    private readonly sampler: Sampler,
    capacity: number,
    private readonly chunkSize: number,
    /** QoS of live values: with 1, a sample the broker did not acknowledge goes out with the archive. */
    private readonly valuesQos: 0 | 1 = 0,
    /** Told each sample handed to the connection live. */
    private readonly onSent?: (sn: string, ts: number) => void,
  ) {
    this.buffer = new ArchiveBuffer(capacity);
  }

  /** The session samples go out on, if any. */
  get session(): Session | undefined {
    return this.live && !this.live.closed ? this.live : undefined;
  }

  get backlog(): number {
    return this.buffer.size;
  }

  /** From now on samples go to this session, and the backlog is replayed on it. */
  goLive(session: Session): void {
    this.live = session;
    this.needFull = true;
    this.replay();
  }

  /** Stops live publishing; returns the session that was live. */
  goOffline(): Session | undefined {
    const session = this.live;
    this.live = undefined;
    return session;
  }

  /** Takes the sample for `ts` and sends or buffers it. */
  deliver(ts: number): void {
    const session = this.session;
    if (session && this.muted) return;
    // Full samples: the first after a connect, and the first of a backlog.
    const sample = this.sampler.take(ts, session ? this.needFull : this.buffer.size === 0);
    if (!session) {
      this.buffer.push(sample);
      return;
    }
    this.needFull = false;
    session
      .publish(unitTopic(this.sn, 'values'), JSON.stringify(sample), { qos: this.valuesQos })
      // Not sent after all: it goes out with the archive instead, so nothing is lost.
      .catch(() => {
        this.buffer.insert(sample);
        this.replay();
      });
    this.onSent?.(this.sn, ts);
  }

  /** A signals-only sample off the grid (watch), while a session is up. */
  deliverSignals(ts: number): void {
    const session = this.session;
    if (!session || this.muted) return;
    const message = JSON.stringify(this.sampler.signals(ts));
    session.publish(unitTopic(this.sn, 'values'), message, { qos: 0 }).catch(() => undefined);
    this.onSent?.(this.sn, ts);
  }

  /** Sends the backlog in chunks; a chunk leaves the buffer only when the broker acknowledged it. */
  private replay(): void {
    const session = this.session;
    if (!session || this.replaying || this.buffer.size === 0) return;
    this.replaying = true;
    void (async () => {
      try {
        while (this.live === session && this.buffer.size > 0) {
          const { chunk, payload } = archivePayload(this.buffer.peek(this.chunkSize));
          const last = chunk.at(-1);
          if (!last) break;
          await session.publish(unitTopic(this.sn, 'archive'), payload, { qos: 1 });
          this.buffer.ackThrough(last.ts);
        }
      } catch {
        // Connection lost: the unacknowledged samples stay buffered for the next session.
      } finally {
        this.replaying = false;
      }
    })();
  }
}

/** The first samples of `samples` whose archive message stays within the contract's byte bound. */
export function archivePayload(samples: ValuesMessage[]): { chunk: ValuesMessage[]; payload: string } {
  let chunk = samples;
  let payload = JSON.stringify({ samples: chunk });
  while (chunk.length > 1 && Buffer.byteLength(payload) > archiveLimits.bytes) {
    chunk = chunk.slice(0, Math.ceil(chunk.length / 2));
    payload = JSON.stringify({ samples: chunk });
  }
  return { chunk, payload };
}
