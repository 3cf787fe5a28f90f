import { type UnitError } from '@portal/contracts';
import {
  type ProductGroup,
  type UnitKind,
  autarkiegrad,
  eigenverbrauchsquote,
  fromRaw,
  isDachsMaintenanceCode,
  isDachsMaintenanceWarning,
} from '@portal/unit-catalog';
import { type RawValue } from '../model/values.js';
import { type PublishedSample } from './published.js';

// What must hold on every sample a unit publishes, per kind: the contradictions a user would spot
// between the values of one screen, or between the values and the error list. Each checker returns
// the violations it found (empty when the sample is consistent); checkers keep what they need of the
// previous sample themselves.

export type InvariantCheck = (sample: PublishedSample) => string[];

/** Reads a sample in raw or display units. */
class Reader {
  constructor(
    private readonly kind: UnitKind,
    readonly view: Readonly<Record<string, RawValue>>,
  ) {}

  raw(key: string): number {
    const value = this.view[key];
    if (typeof value === 'number') return value;
    if (typeof value === 'boolean') return value ? 1 : 0;
    throw new Error(`${key} is not published as a number`);
  }

  bool(key: string): boolean {
    return this.raw(key) !== 0;
  }

  display(key: string): number {
    const [board, ...rest] = key.split('.');
    const name = rest.join('.').replace(/\[\d+\]$/, '');
    const def = this.kind.boards.find((b) => b.name === board)?.dataPoints.find((d) => d.name === name);
    if (!def) throw new Error(`no data point ${key}`);
    return fromRaw(def, this.raw(key));
  }
}

/** Collects violations with the sample time, so a failure says when and what. */
class Violations {
  readonly list: string[] = [];

  constructor(private readonly ts: number) {}

  expect(ok: boolean, what: string): void {
    if (!ok) this.list.push(`${new Date(this.ts).toISOString()}: ${what}`);
  }
}

const active = (errors: readonly UnitError[], letters: string) =>
  errors.filter((e) => e.currentError && letters.includes(e.codeText.charAt(0)));

/** Counters (catalog class Counter) never go back. */
function countersRise(kind: UnitKind): InvariantCheck {
  const keys = kind.boards.flatMap((b) =>
    b.dataPoints.filter((d) => d.obdClass === 'Counter').map((d) => `${b.name}.${d.name}`),
  );
  let previous: number[] | undefined;
  return ({ ts, view }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const now = keys.map((k) => r.raw(k));
    now.forEach((value, i) =>
      v.expect(previous === undefined || value >= (previous[i] ?? 0), `${keys[i]} went back`),
    );
    previous = now;
    return v.list;
  };
}

const dachsEpoch = Date.UTC(2000, 0, 1);
const dachsCounters = [
  'ulBetriebssekunden',
  'ulAnzahlStarts',
  'ulArbeitElektr',
  'ulArbeitThermHka',
  'ulArbeitThermKon',
];

/** A starts counter rises by one exactly when a run begins, and stays put otherwise. */
function startsCounter(): (v: Violations, running: boolean, starts: number) => void {
  let wasRunning: boolean | undefined;
  let previous = 0;
  return (v, running, starts) => {
    if (wasRunning !== undefined) {
      const expected = !wasRunning && running ? 1 : 0;
      v.expect(starts - previous === expected, `starts +${starts - previous}, runs +${expected}`);
    }
    wasRunning = running;
    previous = starts;
  };
}

function dachsII(kind: UnitKind): InvariantCheck {
  const startsCount = startsCounter();
  return ({ ts, view, errors }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const warnings = active(errors, 'A');
    const faults = active(errors, 'EH');
    const shutdown = active(errors, 'E').length > 0;
    const maintenance = active(errors, 'AH').some((e) => isDachsMaintenanceCode(e.code));

    // Error list, current codes and relays tell one story.
    const warning = r.raw('Hka_Bd.bWarnung');
    v.expect(
      warning === (warnings.at(-1)?.code ?? 600) - 600,
      `bWarnung ${warning} is not the newest warning`,
    );
    const fault = r.raw('Hka_Bd.bStoerung');
    v.expect(fault === (faults.at(-1)?.code ?? 100) - 100, `bStoerung ${fault} is not the newest fault`);
    v.expect(r.bool('Wartung_Cache.fStehtAn') === maintenance, `fStehtAn disagrees with the error list`);
    v.expect(r.bool('Hka_Mw1.Aktor.fWartung') === maintenance, `maintenance relay disagrees with the list`);
    v.expect(
      maintenance === warnings.some((e) => isDachsMaintenanceWarning(e.code)),
      'maintenance due without its 250-hour check warning',
    );
    v.expect(!maintenance || warning !== 0, 'maintenance due without a current warning');
    // The hours since the last service reach the interval only when the service falls due.
    const sinceService = r.raw('Hka_Bd.ulBetriebssekunden') - r.raw('Wartung_Cache.ulBetriebssekundenBei');
    v.expect(sinceService >= 0, `hours at the last service ${sinceService} h ahead of the counter`);
    v.expect(
      maintenance || sinceService <= r.raw('Wartung_Cache.usIntervall'),
      `${sinceService} h since the last service, past the interval, and no service due`,
    );
    v.expect(r.bool('Hka_Mw1.Aktor.fStoerung') === shutdown, `fault relay disagrees with the error list`);
    v.expect(r.bool('Mm.ModulSteuerung.fModulVerfuegbar[0]') === !shutdown, 'module availability vs fault');
    v.expect(((r.raw('Hka_Bd.UHka_Frei.usFreigabe') & 16) === 0) === shutdown, 'release bit b4 vs fault');
    const burner = warnings.filter((e) => e.code >= 610 && e.code <= 630).at(-1);
    v.expect(
      r.raw('Brenner_Bd.bBrennerWarnung') === (burner ? burner.code - 600 : 0),
      'burner warning vs list',
    );

    // Motor status, speed, power, run time, run grid and starts.
    const status = r.raw('Hka_Mw1.bMotorStatus');
    const speed = r.raw('Hka_Mw1.usDrehzahl');
    const powerKw = r.display('Hka_Mw1.sWirkleistung');
    const running = status >= 20;
    v.expect(shutdown === (status === 10), `status ${status} vs shutdown fault ${String(shutdown)}`);
    if (status === 32) {
      v.expect(powerKw === 5.5, `on grid with ${powerKw} kW`);
      v.expect(speed > 2300 && speed < 2500, `on grid at ${speed} rpm`);
    } else v.expect(powerKw === 0, `status ${status} with ${powerKw} kW`);
    if ([0, 10, 20, 21].includes(status)) v.expect(speed === 0, `status ${status} at ${speed} rpm`);
    v.expect(running === r.raw('Hka_Mw1.ulMotorlaufsekunden') > 0, `status ${status} vs motor run time`);
    // One run state (issue 40, 35): the module runs only on the grid, not while it starts.
    v.expect(
      (status === 32) === r.bool('Mm.ModulSteuerung.fModulLaeuft[0]'),
      `status ${status} vs module running`,
    );
    if (running) {
      const slot = Math.floor(r.raw('Hka_Mw1.tUhrzeit') / 15);
      const grid = r.raw(`Laufraster15Min_aktTag.bDoppelstunde[${Math.floor(slot / 8)}]`);
      v.expect((grid & (1 << (slot % 8))) !== 0, `running but slot ${slot} of the run grid is empty`);
      v.expect(r.raw('Hka_Bd.Anforderung.ModulAnzahl') >= 1, 'running without a module requested');
    }
    const starts = r.raw('Hka_Bd.ulAnzahlStarts');
    startsCount(v, running, starts);

    // Counters against the 31 December snapshot, the commissioning date and each other.
    for (const name of dachsCounters)
      v.expect(r.raw(`BD3112.Hka_Bd.${name}`) <= r.raw(`Hka_Bd.${name}`), `BD3112 ${name} above now`);
    const commissioned = dachsEpoch + r.raw('Hka_Bd_Stat.ulInbetriebnahmedatum') * 1000;
    const hours = r.display('Hka_Bd.ulBetriebssekunden');
    v.expect(commissioned <= ts, 'commissioned in the future');
    v.expect(hours <= (ts - commissioned) / 3_600_000, `${hours} h since commissioning is too many`);
    v.expect(r.display('Hka_Bd.ulArbeitElektr') <= 5.5 * (hours + 1), 'more energy than 5.5 kW × hours');

    // Temperatures: a stratified buffer, hotter flow than return while on grid.
    const buffer = ['sbFuehler1', 'sbFuehler2', 'sbZS_Fuehler3', 'sbZS_Fuehler4'].map((n) =>
      r.display(`Hka_Mw1.Temp.${n}`),
    );
    buffer.slice(1).forEach((t, i) => v.expect(t <= (buffer[i] ?? t), `buffer ${buffer.join('/')} inverted`));
    if (status === 32)
      v.expect(
        r.display('Hka_Mw1.Temp.sbVorlauf') > r.display('Hka_Mw1.Temp.sbRuecklauf'),
        'on grid with flow not above return',
      );
    return v.list;
  };
}

const fuelCellHeatPerPower = 1100 / 750;

function dachs08(kind: UnitKind): InvariantCheck {
  const startsCount = startsCounter();
  return ({ ts, view }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const status = r.raw('Bz_Mw.bStatus');
    const electrical = r.display('Bz_Mw.p_elektrisch');
    const thermal = r.display('Bz_Mw.p_thermisch');
    const running = electrical > 0;
    v.expect(running === (status === 2), `status ${status} with ${electrical} W`);
    v.expect(running === thermal > 0, `${electrical} W electrical with ${thermal} W heat`);
    if (running) {
      v.expect(electrical >= 230 && electrical <= 770, `${electrical} W outside 250..750 W`);
      v.expect(Math.abs(thermal / electrical - fuelCellHeatPerPower) < 0.06, 'heat not 1100/750 of power');
      v.expect(r.display('Bz_Mw.sVorlauf') > r.display('Bz_Mw.sRuecklauf'), 'running: flow not above return');
    }
    const starts = r.raw('Bz_Bd.ulAnzahlStarts');
    startsCount(v, running, starts);
    return v.list;
  };
}

function waermepumpe(kind: UnitKind): InvariantCheck {
  const startsCount = startsCounter();
  return ({ ts, view }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const running = r.bool('Wp_Mw.fVerdichter');
    const electrical = r.display('Wp_Mw.p_elektrisch');
    const thermal = r.display('Wp_Mw.p_thermisch');
    const cop = r.display('Wp_Mw.usCop');
    v.expect(running === electrical > 0, `compressor ${String(running)} with ${electrical} W`);
    v.expect(running === thermal > 0, `compressor ${String(running)} with ${thermal} W heat`);
    v.expect(running === cop > 0, `compressor ${String(running)} with COP ${cop}`);
    if (running) {
      v.expect(Math.abs(thermal / electrical - cop) < 0.02, `COP ${cop} vs ${thermal} W / ${electrical} W`);
      v.expect(r.display('Wp_Mw.sVorlauf') > r.display('Wp_Mw.sRuecklauf'), 'running: flow not above return');
    }
    const starts = r.raw('Wp_Mw.ulVerdichterStarts');
    startsCount(v, running, starts);
    return v.list;
  };
}

function pufferspeicher(kind: UnitKind): InvariantCheck {
  return ({ ts, view }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const fitted = r.raw('Puffer_Ew.bAnzahlFuehler');
    const readings = [1, 2, 3, 4].map((n) => r.display(`Puffer_Mw.sFuehler${n}`));
    readings.forEach((t, i) =>
      i < fitted
        ? v.expect(i === 0 || t <= (readings[i - 1] ?? t), `sensors ${readings.join('/')} inverted`)
        : v.expect(t === 127, `absent sensor ${i + 1} reads ${t}`),
    );
    const charge = r.display('Puffer_Mw.usLadezustand');
    v.expect(charge >= 0 && charge <= 100, `charge ${charge} %`);
    return v.list;
  };
}

function batterie(kind: UnitKind): InvariantCheck {
  let previousSoc: number | undefined;
  return ({ ts, view }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const soc = r.raw('Bat_Mw.soc');
    const charging = r.raw('Bat_Mw.p_laden');
    const discharging = r.raw('Bat_Mw.p_entladen');
    const limit = r.raw('Bat_Ew.usLadeleistungMax');
    v.expect(charging === 0 || discharging === 0, 'charging and discharging at once');
    v.expect(soc >= 0 && soc <= 100, `SoC ${soc} %`);
    v.expect(Math.max(charging, discharging) <= limit, `power above ${limit} W`);
    if (discharging > 0)
      v.expect(soc >= r.raw('Bat_Ew.bSocMin'), `discharging at ${soc} % below the minimum`);
    if (previousSoc !== undefined) {
      if (charging > 0) v.expect(soc >= previousSoc, `charging while SoC fell ${previousSoc} -> ${soc}`);
      if (discharging > 0)
        v.expect(soc <= previousSoc, `discharging while SoC rose ${previousSoc} -> ${soc}`);
      if (charging === 0 && discharging === 0) v.expect(soc === previousSoc, `idle while SoC moved`);
    }
    previousSoc = soc;
    return v.list;
  };
}

function netz(kind: UnitKind): InvariantCheck {
  return ({ ts, view }) => {
    const r = new Reader(kind, view);
    const v = new Violations(ts);
    const p = (f: string) => r.raw(`Netz_Mw.p_${f}`);
    const [production, consumption, own, imported, exported] = [
      'erzeugung',
      'verbrauch',
      'eigenverbrauch',
      'netzbezug',
      'netzeinspeisung',
    ].map(p) as [number, number, number, number, number];
    const battery = p('batterie');
    v.expect(production + imported === consumption + exported + battery, 'power balance broken');
    v.expect(p('wirkleistung') === imported - exported, 'wirkleistung is not import - export');
    v.expect(imported === 0 || exported === 0, 'import and export at once');
    v.expect(own === production - exported, 'eigenverbrauch is not production - feed-in');
    v.expect(p('waermepumpe') <= consumption, 'heat pump above consumption');
    v.expect(exported <= r.raw('Netz_Ew.ulEinspeisegrenze'), 'feed-in above its limit');

    // Spec 9 formulas on the flows shown beside them: own production used on site, own supply of
    // the consumption (battery discharge included).
    const quote = r.raw('Netz_Mw.eigenverbrauchsquote');
    const autarky = r.raw('Netz_Mw.autarkiegrad');
    v.expect(quote === eigenverbrauchsquote(own, exported), `own-consumption ${quote} % vs the flows`);
    v.expect(
      autarky === autarkiegrad(Math.max(0, consumption - imported), imported),
      `self-sufficiency ${autarky} % vs the flows`,
    );
    if (production === 0) v.expect(quote === 0, `no production but own consumption ${quote} %`);
    if (imported === 0 && consumption > 0)
      v.expect(autarky === 100, `nothing imported (battery ${battery} W) but self-sufficiency ${autarky} %`);

    // Energy counters keep production = own use + feed-in (within their rounding).
    const e = (f: string) => r.raw(`Netz_Mw.e_${f}`);
    v.expect(
      Math.abs(e('erzeugung') - e('eigenverbrauch') - e('netzeinspeisung')) <= 2,
      'e_erzeugung is not e_eigenverbrauch + e_netzeinspeisung',
    );
    return v.list;
  };
}

const byKind: Record<ProductGroup, (kind: UnitKind) => InvariantCheck> = {
  dachsII,
  dachs08,
  waermepumpe,
  pufferspeicher,
  batterie,
  netz,
};

type Situation = (r: Reader, errors: readonly UnitError[]) => boolean;

/** Situations a run must have met for its invariants to mean something. */
const situations: Record<ProductGroup, Record<string, Situation>> = {
  dachsII: {
    onGrid: (r) => r.raw('Hka_Mw1.bMotorStatus') === 32,
    standing: (r) => r.raw('Hka_Mw1.bMotorStatus') === 0,
    shutdownFault: (_, errors) => active(errors, 'E').length > 0,
    maintenanceDue: (r) => r.bool('Wartung_Cache.fStehtAn'),
    serviced: (r, errors) =>
      !r.bool('Wartung_Cache.fStehtAn') && errors.some((e) => isDachsMaintenanceWarning(e.code)),
  },
  dachs08: {
    running: (r) => r.raw('Bz_Mw.bStatus') === 2,
    notRunning: (r) => r.raw('Bz_Mw.bStatus') !== 2,
  },
  waermepumpe: {
    running: (r) => r.bool('Wp_Mw.fVerdichter'),
    off: (r) => !r.bool('Wp_Mw.fVerdichter'),
  },
  pufferspeicher: { charged: (r) => r.display('Puffer_Mw.usLadezustand') > 0 },
  batterie: {
    charging: (r) => r.raw('Bat_Mw.p_laden') > 0,
    discharging: (r) => r.raw('Bat_Mw.p_entladen') > 0,
  },
  netz: {
    feedIn: (r) => r.raw('Netz_Mw.p_netzeinspeisung') > 0,
    nightOnTheGrid: (r) => r.raw('Netz_Mw.p_erzeugung') === 0 && r.raw('Netz_Mw.p_netzbezug') > 0,
    batteryCoversTheHouse: (r) =>
      r.raw('Netz_Mw.p_erzeugung') === 0 &&
      r.raw('Netz_Mw.p_netzbezug') === 0 &&
      r.raw('Netz_Mw.p_batterie') < 0,
  },
};

/** Names of the kind's situations this sample is in. */
export function situationsOf(kind: UnitKind, { view, errors }: PublishedSample): string[] {
  const r = new Reader(kind, view);
  return Object.entries(situations[kind.productGroup])
    .filter(([, applies]) => applies(r, errors))
    .map(([name]) => name);
}

/** Every situation a run of the kind should meet. */
export function situationNames(kind: UnitKind): string[] {
  return Object.keys(situations[kind.productGroup]);
}

/** Every invariant of the unit's kind plus the ones all kinds share. */
export function invariantsOf(kind: UnitKind): InvariantCheck {
  const checks = [countersRise(kind), byKind[kind.productGroup](kind)];
  return (sample) => checks.flatMap((check) => check(sample));
}
