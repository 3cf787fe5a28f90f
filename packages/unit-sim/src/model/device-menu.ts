import {
  type DeviceErrorLevel,
  type DeviceSettings,
  type DeviceStatus,
  type RpcParams,
  type RpcResult,
} from '@portal/contracts';
import { type UnitKind, type ValueCondition, conditionMet, numericValue } from '@portal/unit-catalog';
import { type FaultSimulator } from '../physics/faults.js';
import { type HeatingCurveHome, heatingCurveHome } from './heating-curve-home.js';
import { type ValueStore, rawToDisplay } from './values.js';

// The unit's own service menu (issue 19, ADR 0014): the unit decides the service code, whether a
// locking fault may be unlocked and whether calibration worked; the portal only relays. No I/O and
// no wall-clock time here: the network tests' waiting is the caller's (sim-unit.ts).

const dhcpRouter = '192.168.178.1';

export const defaultServiceCode = '4711';

/** What the kind physics reads of the menu each step. */
export interface DeviceControl {
  /** Switched on with the power key; off, the unit stops and stays stopped. */
  readonly powered: boolean;
}

interface LockingFault {
  code: number;
  /** Simulated ms until which the fault's cause is present. */
  causeUntil: number;
}

function defaultSettings(): DeviceSettings {
  return {
    user: {
      holiday: null,
      screensaverSeconds: 300,
      activities: { sleep: 17, home: 21, away: 16, morning: 21, evening: 21, custom: 19 },
      dhwLevels: { reduced: 45, comfort: 55 },
    },
    heatingCurve: { max: 75, min: 25, slope: 1.2 },
    network: {
      mode: 'dhcp',
      ipv4Address: '',
      ipv4Gateway: '',
      netmask: '',
      nameservers: [],
      ipv6Gateway: '',
      netmaskIpv6: 64,
      pingAddress: '8.8.8.8',
      cableAttached: true,
    },
  };
}

const copy = <T>(value: T): T => structuredClone(value);

export class DeviceMenu implements DeviceControl {
  powered = true;
  private settings = defaultSettings();
  private commissioned: { settings: DeviceSettings; savedAt: number } | null = null;
  private locking: LockingFault | null = null;

  private readonly curve: HeatingCurveHome;

  constructor(
    private readonly deps: {
      kind: UnitKind;
      sn: string;
      store: ValueStore;
      faults: FaultSimulator;
      firmware: string;
      serviceCode: string;
      /** The unit's simulated time (ms). */
      now: () => number;
      /** The unit's own write of raw values. */
      writeRaw: (values: Record<string, number>) => void;
    },
  ) {
    this.curve = heatingCurveHome(deps.kind, deps.store, deps.writeRaw, this.settings.heatingCurve);
  }

  /** Every setting as the unit has it now (the heating curve from where it lives). */
  private current(): DeviceSettings {
    return { ...copy(this.settings), heatingCurve: this.curve.read() };
  }

  serviceCode({ code }: RpcParams<'serviceCode'>): RpcResult<'serviceCode'> {
    return { granted: code === this.deps.serviceCode };
  }

  deviceInfo(): RpcResult<'deviceInfo'> {
    return { status: this.status(), settings: this.current() };
  }

  deviceSettings(patch: RpcParams<'deviceSettings'>): RpcResult<'deviceSettings'> {
    const s = this.settings;
    // First: the only part the unit may refuse, so a refused patch changes nothing.
    if (patch.heatingCurve) this.curve.write(patch.heatingCurve);
    if (patch.user) s.user = { ...s.user, ...copy(patch.user) };
    // The cable state is the unit's to measure, never written.
    if (patch.network) s.network = { ...copy(patch.network), cableAttached: s.network.cableAttached };
    return { settings: this.current() };
  }

  commissioning({ action }: RpcParams<'commissioning'>): RpcResult<'commissioning'> {
    if (action === 'save') {
      this.commissioned = { settings: this.current(), savedAt: this.deps.now() };
      return { savedAt: this.commissioned.savedAt, reverted: false };
    }
    if (!this.commissioned) return { savedAt: null, reverted: false };
    this.curve.write(this.commissioned.settings.heatingCurve);
    this.settings = copy(this.commissioned.settings);
    return { savedAt: this.commissioned.savedAt, reverted: true };
  }

  /**
   * Locks the safety unit with an E fault whose cause lasts `causeSeconds` of simulated time. The
   * fault stays current (and a Dachs engine locked out) until someone unlocks it after the cause went.
   */
  lock(code: number, causeSeconds: number): void {
    const entry = this.deps.kind.faults.find((f) => f.code === code);
    if (!entry?.codeText.startsWith('E'))
      throw new Error(`${this.deps.kind.productGroup}: ${code} is not a fault code that can lock`);
    this.deps.faults.raise(code, this.deps.now(), null);
    this.locking = { code, causeUntil: this.deps.now() + causeSeconds * 1000 };
  }

  unlockFault({ code }: RpcParams<'unlockFault'>): RpcResult<'unlockFault'> {
    const locking = this.currentLocking();
    if (!locking) return { outcome: 'notLocked' };
    if (code !== locking.code) return { outcome: 'notPossible' };
    if (this.deps.now() < locking.causeUntil) return { outcome: 'notRemedied' };
    // The safety unit resets only with the control powered.
    if (!this.powered) return { outcome: 'failed' };
    this.deps.faults.clear(code, this.deps.now());
    this.locking = null;
    return { outcome: 'unlocked' };
  }

  /** Calibration runs under load (it trims the sensors against a known output), so a stopped or faulted unit fails it. */
  calibrate(): RpcResult<'calibrate'> {
    const ok = this.running() && this.deps.faults.active('E').length === 0;
    return { outcome: ok ? 'completed' : 'failed' };
  }

  /**
   * What a network test finds, from the settings; the caller waits `ms` before answering. Details are
   * addresses and times only (no prose: the menu shows them in five languages); a failure has none.
   * Over DHCP the unit's router (192.168.178.1) answers DNS and leases it an address of its own.
   */
  networkTest({ test }: RpcParams<'networkTest'>, roundTripMs: number): RpcResult<'networkTest'> {
    const n = this.settings.network;
    const failed = { ok: false, detail: '' };
    if (!n.cableAttached) return failed;
    switch (test) {
      case 'server':
        return { ok: true, detail: `${roundTripMs} ms` };
      case 'ping':
        return n.pingAddress === '' ? failed : { ok: true, detail: `${n.pingAddress}: ${roundTripMs} ms` };
      case 'dnsPing':
        return n.mode === 'static' && n.nameservers.length === 0
          ? failed
          : { ok: true, detail: `${n.nameservers[0] ?? dhcpRouter}: ${roundTripMs} ms` };
      case 'restart':
        return { ok: true, detail: n.mode === 'dhcp' ? this.leasedAddress() : n.ipv4Address };
    }
  }

  /** The address a DHCP server would keep giving this unit: one per serial. */
  private leasedAddress(): string {
    let hash = 0;
    for (const char of this.deps.sn) hash = (hash * 31 + char.charCodeAt(0)) % 200;
    return `192.168.178.${20 + hash}`;
  }

  power({ on }: RpcParams<'power'>): RpcResult<'power'> {
    this.powered = on;
    return { on };
  }

  private currentLocking(): LockingFault | null {
    // clearFaults (a test handle) may have cleared it behind the menu's back.
    if (this.locking && !this.deps.faults.isActive(this.locking.code)) this.locking = null;
    return this.locking;
  }

  private status(): DeviceStatus {
    const locking = this.currentLocking();
    const entry = locking && this.deps.kind.faults.find((f) => f.code === locking.code);
    return {
      errorLevel: this.errorLevel(),
      build: 'release',
      firmware: this.deps.firmware,
      power: this.powered,
      running: this.running(),
      lockingFault: locking && entry ? { code: locking.code, codeText: entry.codeText } : null,
      commissioningSavedAt: this.commissioned?.savedAt ?? null,
    };
  }

  private errorLevel(): DeviceErrorLevel {
    const { faults, kind } = this.deps;
    if (this.currentLocking()) return 'locking';
    if (faults.active('E').length > 0) return this.glance(kind.glance.locked) ? 'blocking' : 'error';
    return faults.active('A').length > 0 ? 'warning' : 'ok';
  }

  /** Running as the start page judges it (the kind's glance), else producing output. */
  private running(): boolean {
    const { glance } = this.deps.kind;
    if (!this.powered) return false;
    if (glance.running) return this.glance(glance.running);
    if (glance.output) return this.glance({ key: glance.output });
    return true;
  }

  private glance(condition: ValueCondition | undefined): boolean {
    if (!condition) return false;
    const entry = this.deps.store.entry(condition.key);
    const raw = this.deps.store.get(condition.key);
    const value = entry ? numericValue(rawToDisplay(this.deps.kind, entry.def, raw)) : undefined;
    return conditionMet(condition, value) === true;
  }
}
