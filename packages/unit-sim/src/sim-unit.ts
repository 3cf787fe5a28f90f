import { type RpcParams, type RpcResult, type UnitError, type UnitState, unitTopic } from '@portal/contracts';
import { type ProductGroup } from '@portal/unit-catalog';
import { liveModel } from './model/live-model.js';
import { type SiteOptions } from './model/site.js';
import { UnitModel } from './model/unit-model.js';
import { type RawValue } from './model/values.js';
import { type Session, UnitConnection } from './protocol/connection.js';
import { Outbox } from './protocol/outbox.js';
import { RpcHandler, type RpcTarget } from './protocol/rpc-handler.js';
import { Sampler } from './protocol/sampler.js';
import { type Clock } from './util/clock.js';
import { Random, hashSeed } from './util/random.js';

// One simulated field unit: its model sampled every interval of simulated time (the outbox sends
// each sample live or archives it), its connection, its error list and the RPC methods.

export interface SimUnitOptions {
  sn: string;
  productGroup: ProductGroup;
  secret: string;
  brokerUrl: string;
  seed: number;
  clock: Clock;
  intervalMs: number;
  faultRate: number;
  /** Commissioning date (YYYY-MM-DD) as the portal records it. */
  commissioned?: string;
  /** A grid connection's site, its generators with the seeds they run with. */
  site?: SiteOptions;
  archiveMaxSamples: number;
  archiveChunkSize: number;
  /** QoS of live values (1: acknowledged by the broker, else archived). */
  valuesQos?: 0 | 1;
  /** Sample on the fleet's common grid instead of the unit's own offset one. */
  sameTick?: boolean;
  /**
   * true: the model has lived since the start of the German day when the unit starts (live-model.ts),
   * so its run grid, counters and the demo history agree; false (default): it starts blank now.
   */
  sinceDayStart?: boolean;
  reconnectMs: number;
  /** Refuses every write (write.locked), as a unit locked on site does. */
  refusesWrites?: boolean;
  /** The code the unit accepts for its service level (device menu); default '4711'. */
  serviceCode?: string;
  log: (line: string) => void;
  /** Told each sample handed to the connection live (bench:ingest times the simulator's share). */
  onSent?: (sn: string, ts: number) => void;
}

const watchPeriodMs = 1000;

/** Wall-clock ms a network test takes on a field unit (a DHCP restart is the slowest). */
const networkTestMs = { server: 1500, ping: 1000, dnsPing: 1200, restart: 3000 } as const;

export class SimUnit implements RpcTarget {
  readonly sn: string;
  readonly productGroup: ProductGroup;
  readonly model: UnitModel;
  private readonly clock: Clock;
  private readonly intervalMs: number;
  private readonly outbox: Outbox;
  private readonly sampler: Sampler;
  private readonly rpc: RpcHandler;
  private readonly connection: UnitConnection;
  /** Simulated time of the next sample, on the unit's own grid. */
  private nextSampleTs: number;
  private tickTimer?: NodeJS.Timeout;
  private watchTimer?: NodeJS.Timeout;
  private watchUntilReal = 0;
  private errorsPublished = 0;
  private errorsInFlight = false;
  private running = false;
  private readonly onlineWaiters: (() => void)[] = [];
  /** Settles when the first connection's handshake (state, subscription) succeeded or failed. */
  private firstHandshake?: () => void;
  private readonly handshake = new Promise<void>((resolve) => (this.firstHandshake = resolve));

  constructor(private readonly options: SimUnitOptions) {
    this.sn = options.sn;
    this.productGroup = options.productGroup;
    this.clock = options.clock;
    this.intervalMs = options.intervalMs;
    const start = Math.floor(options.clock.now() / options.intervalMs) * options.intervalMs;
    const modelOptions = {
      sn: options.sn,
      productGroup: options.productGroup,
      seed: options.seed,
      stepSeconds: stepSecondsFor(options.intervalMs),
      faultRate: options.faultRate,
      commissionedAt: options.commissioned === undefined ? undefined : Date.parse(options.commissioned),
      serviceCode: options.serviceCode,
      site: options.site,
    };
    this.model = options.sinceDayStart
      ? liveModel(modelOptions, start)
      : new UnitModel({ ...modelOptions, startTime: start });
    this.nextSampleTs = start + options.intervalMs;
    this.sampler = new Sampler(this.model);
    this.outbox = new Outbox(
      options.sn,
      this.sampler,
      options.archiveMaxSamples,
      options.archiveChunkSize,
      options.valuesQos ?? 0,
      options.onSent,
    );
    this.rpc = new RpcHandler(this);
    const rng = new Random(options.seed).fork('protocol');
    // The unit's own grid: offset by up to a second of wall-clock time. A sample is stamped when it
    // is taken and sent at once, as a field unit does (a sample stamped on the common grid but sent
    // up to a second later made the live path look a second slow, issue 20).
    const offset = rng.float() * Math.min(options.intervalMs, 1000 * options.clock.speedup);
    if (!options.sameTick) this.nextSampleTs += Math.floor(offset);
    this.connection = new UnitConnection({
      brokerUrl: options.brokerUrl,
      sn: options.sn,
      secret: options.secret,
      will: () => ({ topic: unitTopic(this.sn, 'state'), payload: JSON.stringify(this.state(false)) }),
      reconnectMs: options.reconnectMs,
      keepaliveSeconds: 30,
      connectTimeoutMs: 10_000,
      rng,
      onOnline: (session) => void this.onOnline(session),
      onOffline: () => this.onOffline(),
      onMessage: (topic, payload) => this.onMessage(topic, payload),
      log: options.log,
    });
  }

  // ---- lifecycle ----

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connection.start();
    this.scheduleTick();
  }

  /** Resolves once the first connection attempt has either come online or failed. */
  async settled(): Promise<void> {
    await this.connection.settled();
    if (this.connection.connected) await this.handshake;
  }

  /** Publishes the offline state, disconnects and stops sampling. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.tickTimer);
    clearInterval(this.watchTimer);
    this.outbox.goOffline();
    await this.connection.stop({
      topic: unitTopic(this.sn, 'state'),
      payload: JSON.stringify(this.state(false)),
    });
  }

  // ---- test and operator handles ----

  /** True once connected and announced online (samples go out live). */
  get connected(): boolean {
    return this.outbox.session !== undefined;
  }

  /** Whether it refuses every write (locked on site). */
  get refusesWrites(): boolean {
    return this.options.refusesWrites ?? false;
  }

  get appliedWrites(): number {
    return this.rpc.appliedWrites;
  }

  /** Samples waiting for the archive topic. */
  get archiveSize(): number {
    return this.outbox.backlog;
  }

  get lastError(): string | undefined {
    return this.connection.lastError;
  }

  values(): Record<string, RawValue> {
    return this.model.values();
  }

  currentErrors(): UnitError[] {
    return this.model.errors();
  }

  /** Resolves when the unit is (again) connected and announced online. */
  whenOnline(): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve) => this.onlineWaiters.push(resolve));
  }

  /**
   * Simulates an outage: stops live publishing, lets in-flight publishes finish, then cuts the
   * connection without DISCONNECT (the broker sends the last will). Reconnects after `ms` of wall-clock
   * time, or on reconnect() when `ms` is omitted.
   */
  async goOffline(ms?: number): Promise<void> {
    const session = this.outbox.goOffline();
    if (session) await session.idle(500);
    this.connection.drop(ms);
  }

  reconnect(): Promise<void> {
    this.connection.resume();
    return this.whenOnline();
  }

  /** Raises a catalogue fault/warning code now (kept until `durationSeconds` of simulated time pass). */
  forceFault(code: number, durationSeconds: number | null = null): void {
    this.model.forceFault(code, durationSeconds);
    this.publishErrorsIfChanged();
  }

  /** Locks the safety unit with E fault `code` whose cause lasts `causeSeconds` of simulated time. */
  forceLockingFault(code: number, causeSeconds: number): void {
    this.catchUp(true);
    this.model.forceLockingFault(code, causeSeconds);
    this.publishErrorsIfChanged();
  }

  clearFaults(): void {
    this.model.clearFaults();
    this.publishErrorsIfChanged();
  }

  /** A repair: clears code `code` (and the lock it holds), leaving the unit's other entries. */
  clearFault(code: number): void {
    this.catchUp(true);
    this.model.clearFault(code);
    this.publishErrorsIfChanged();
  }

  /** Test control: the unit sends raw value `raw` for data point `key` until released (null). */
  holdValue(key: string, raw: number | null): void {
    this.sampler.hold(key, raw);
  }

  /** Test control: the unit stays online but sends no values (true) or sends them again (false). */
  muteValues(muted: boolean): void {
    this.outbox.muted = muted;
  }

  // ---- RPC methods (RpcTarget) ----

  read(params: RpcParams<'read'>): RpcResult<'read'> {
    this.catchUp(true);
    return this.model.read(params.keys);
  }

  write(params: RpcParams<'write'>): RpcResult<'write'> {
    if (this.options.refusesWrites)
      return {
        errorKeys: Object.fromEntries(Object.keys(params.values).map((key) => [key, 'write.locked'])),
      };
    this.catchUp(true);
    return this.model.write(params.values);
  }

  errors(params: RpcParams<'errors'>): RpcResult<'errors'> {
    return { errors: this.model.errors(params.board) };
  }

  layout(): RpcResult<'layout'> {
    return { productGroup: this.productGroup, firmware: this.model.firmware };
  }

  /** Streams values every second of wall-clock time for `seconds`; 0 ends a watch. */
  watch(params: RpcParams<'watch'>): RpcResult<'watch'> {
    this.watchUntilReal = Date.now() + params.seconds * 1000;
    clearInterval(this.watchTimer);
    if (params.seconds > 0) this.watchTimer = setInterval(() => this.watchTick(), watchPeriodMs);
    return { until: this.clock.now() + Math.round(params.seconds * 1000 * this.clock.speedup) };
  }

  // ---- device menu (RpcTarget): the model decides, this only brings it to the present first ----

  serviceCode(params: RpcParams<'serviceCode'>): RpcResult<'serviceCode'> {
    return this.model.device.serviceCode(params);
  }

  deviceInfo(): RpcResult<'deviceInfo'> {
    this.catchUp(true);
    return this.model.device.deviceInfo();
  }

  deviceSettings(params: RpcParams<'deviceSettings'>): RpcResult<'deviceSettings'> {
    return this.model.device.deviceSettings(params);
  }

  commissioning(params: RpcParams<'commissioning'>): RpcResult<'commissioning'> {
    this.catchUp(true);
    return this.model.device.commissioning(params);
  }

  unlockFault(params: RpcParams<'unlockFault'>): RpcResult<'unlockFault'> {
    this.catchUp(true);
    const result = this.model.device.unlockFault(params);
    this.publishErrorsIfChanged();
    return result;
  }

  calibrate(): RpcResult<'calibrate'> {
    this.catchUp(true);
    return this.model.device.calibrate();
  }

  /** Answers after the test's wall-clock time, as a field unit does. */
  async networkTest(params: RpcParams<'networkTest'>): Promise<RpcResult<'networkTest'>> {
    const ms = networkTestMs[params.test];
    await new Promise((resolve) => setTimeout(resolve, ms));
    // A believable round trip: a fraction of the test's time, the same for the same unit.
    const roundTrip = 8 + (hashSeed(this.sn, params.test) % 30);
    return this.model.device.networkTest(params, roundTrip);
  }

  /** Off: the next sample (and the start page's glance) shows the unit stopped, until switched on. */
  power(params: RpcParams<'power'>): RpcResult<'power'> {
    this.catchUp(true);
    return this.model.device.power(params);
  }

  // ---- sampling ----

  private scheduleTick(): void {
    if (!this.running) return;
    clearTimeout(this.tickTimer);
    // +1 ms: the simulated clock is floored, so waking exactly on time could find the sample not due.
    const delay = this.clock.realDelayUntil(this.nextSampleTs) + 1;
    this.tickTimer = setTimeout(() => {
      this.catchUp(false);
      this.scheduleTick();
    }, delay);
  }

  /** Takes every sample that is due; optionally moves the model on to the present for a read/write. */
  private catchUp(toNow: boolean): void {
    const now = this.clock.now();
    while (this.nextSampleTs <= now) {
      this.model.advanceTo(this.nextSampleTs);
      this.outbox.deliver(this.nextSampleTs);
      this.nextSampleTs += this.intervalMs;
    }
    if (toNow) this.model.advanceTo(now);
    this.publishErrorsIfChanged();
  }

  private watchTick(): void {
    if (Date.now() >= this.watchUntilReal) {
      clearInterval(this.watchTimer);
      return;
    }
    this.catchUp(true);
    this.outbox.deliverSignals(this.clock.now());
  }

  // ---- connection events ----

  private async onOnline(session: Session): Promise<void> {
    try {
      await session.publish(unitTopic(this.sn, 'state'), JSON.stringify(this.state(true)), {
        qos: 1,
        retain: true,
      });
      await session.subscribe(unitTopic(this.sn, 'rpc'), 1);
    } catch (error) {
      // Without its RPC subscription the unit is of no use online: drop and try again later.
      this.options.log(`${this.sn}: connect handshake failed: ${String(error)}`);
      if (!session.closed) this.connection.drop(this.options.reconnectMs * 5);
      this.firstHandshake?.();
      return;
    }
    this.firstHandshake?.();
    if (session.closed || !this.running) return;
    this.outbox.goLive(session);
    // Changes made while offline go out now.
    this.publishErrorsIfChanged();
    for (const waiter of this.onlineWaiters.splice(0)) waiter();
  }

  private onOffline(): void {
    this.outbox.goOffline();
    this.firstHandshake?.();
  }

  private onMessage(topic: string, payload: Buffer): void {
    if (topic !== unitTopic(this.sn, 'rpc')) return;
    void this.rpc.handle(payload.toString('utf8')).then((outcome) => {
      // The session of when the answer is ready: a slow answer may outlive the connection it came on.
      const session = this.outbox.session;
      if (!outcome || !session) return;
      // A lost reply is fine: the portal retries with the same id and gets the remembered answer.
      session.publish(outcome.replyTo, JSON.stringify(outcome.reply), { qos: 1 }).catch(() => undefined);
    });
  }

  private publishErrorsIfChanged(): void {
    const session = this.outbox.session;
    const version = this.model.errorsVersion;
    if (!session || this.errorsInFlight || version === this.errorsPublished) return;
    this.errorsInFlight = true;
    const message = { ts: this.clock.now(), errors: this.model.errors() };
    session
      .publish(unitTopic(this.sn, 'errors'), JSON.stringify(message), { qos: 1 })
      .then(() => {
        this.errorsPublished = version;
      })
      .catch(() => undefined)
      .finally(() => {
        this.errorsInFlight = false;
        // The list may have changed again meanwhile.
        if (this.model.errorsVersion !== this.errorsPublished) this.publishErrorsIfChanged();
      });
  }

  private state(online: boolean): UnitState {
    return {
      online,
      module: this.model.kind.defaultModule,
      firmware: this.model.firmware,
      ts: this.clock.now(),
    };
  }
}

/** Model steps of at most 10 s that divide the interval, so samples fall on step boundaries. */
export function stepSecondsFor(intervalMs: number): number {
  return intervalMs / 1000 / Math.ceil(intervalMs / 10_000);
}
