import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SessionStateRepository } from './session-state.repository.js';

/** Request counters are three digits (spec 7): 001 … 999, then 000. */
const counterModulus = 1000;

/**
 * State of one browser session that several of its requests may change at once: connected units,
 * the request counter and a demo session's fake serials. Each change is one statement, so two
 * parallel requests both land (the session object would keep only the one saved last).
 */
@Injectable()
export class SessionStateService {
  constructor(@Inject(SessionStateRepository) private readonly state: SessionStateRepository) {}

  /**
   * A session that is no browser's (a personal access token's): a row for its state to hang off
   * until `expire`, holding no login, so its id is worth nothing as a cookie.
   */
  ensureSession(sid: string, expire: Date): Promise<void> {
    return this.state.ensureSession(sid, expire);
  }

  endSession(sid: string): Promise<void> {
    return this.state.endSession(sid);
  }

  connectedUnits(sid: string): Promise<string[]> {
    return this.state.connectedUnits(sid);
  }

  isConnected(sid: string, sn: string): Promise<boolean> {
    return this.state.isConnected(sid, sn);
  }

  setConnected(sid: string, sn: string, connected: boolean): Promise<void> {
    return connected ? this.connect(sid, sn).then(() => undefined) : this.state.disconnect(sid, sn);
  }

  /** Connects the session to the unit; answers whether it was not connected before. */
  connect(sid: string, sn: string): Promise<boolean> {
    return this.state.connect(sid, sn);
  }

  /** The session's next request counters, one per key, reserved in one step. */
  async nextRequestCounters(sid: string, keys: readonly string[]): Promise<Map<string, string>> {
    const count = keys.length;
    if (count === 0) return new Map();
    const last = (await this.state.advanceCounter(sid, count, counterModulus)) ?? 0;
    return new Map(
      keys.map((key, index) => {
        const counter = (((last - count + 1 + index) % counterModulus) + counterModulus) % counterModulus;
        return [key, String(counter).padStart(3, '0')];
      }),
    );
  }

  /** fake → real serial of a demo session. */
  async demoSerials(sid: string): Promise<Map<string, string>> {
    return new Map((await this.state.demoSerials(sid)).map((row) => [row.fake, row.real]));
  }

  /** The real serial behind a demo session's fake, if it is one of the session's. */
  demoReal(sid: string, fake: string): Promise<string | undefined> {
    return this.state.demoReal(sid, fake);
  }

  /**
   * Gives every real serial without one a fake and returns the session's whole fake → real map.
   * A parallel request giving the same serial a fake first wins (one fake per serial); a drawn fake
   * already taken is drawn again.
   */
  async assignDemoFakes(sid: string, reals: readonly string[]): Promise<Map<string, string>> {
    let known = await this.demoSerials(sid);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const taken = new Set(known.keys());
      const shown = new Set(known.values());
      const missing = [...new Set(reals)].filter((real) => !shown.has(real));
      if (missing.length === 0) return known;
      const rows = missing.map((real) => ({ sid, real, fake: drawFake(taken) }));
      await this.state.addDemoSerials(rows);
      known = await this.demoSerials(sid);
    }
    throw new Error(`no free demo serials for session after 5 draws`);
  }

  /** Real serials whose fakes contain `text`: a demo user searches the serials they are shown. */
  async demoRealsMatching(sid: string, text: string): Promise<string[]> {
    const known = await this.demoSerials(sid);
    return [...known].filter(([fake]) => fake.includes(text)).map(([, real]) => real);
  }
}

/**
 * Five digits (spec 9) while at most half of them are taken, so drawing a free one stays quick; the
 * fake is reserved in `taken` so one batch does not draw it twice.
 */
function drawFake(taken: Set<string>): string {
  let digits = 5;
  while (taken.size >= (9 * 10 ** (digits - 1)) / 2) digits += 1;
  let fake: string;
  do fake = String(randomInt(10 ** (digits - 1), 10 ** digits));
  while (taken.has(fake));
  taken.add(fake);
  return fake;
}
