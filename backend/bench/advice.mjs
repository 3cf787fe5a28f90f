// pnpm bench:advice — the advice detectors' precision (issue 45, docs/adr/0024-advice-detectors.md).
// Simulates BENCH_UNITS (500) Dachs units and BENCH_HEAT_PUMPS (500) heat pumps for a year hour by
// hour with @portal/unit-sim's hourlyHistory and heatPumpHistory, injects known defects into a subset (BENCH_DEFECTIVE per defect, 10) and harmless
// changes into BENCH_BENIGN_SHARE (0.15) of the others, runs the detectors once a day as the sweep
// does (the last 84 days of hours) and keeps one incident per unit and detector while its finding
// lasts. Prints true and false warnings per detector, the units found and missed with the delay, and
// the share of units flagged per month against the target (at most 5 %). Needs `pnpm build` first.
//   BENCH_UNITS (500)  BENCH_HEAT_PUMPS (500)  BENCH_DEFECTIVE (10 per defect)  BENCH_SEED (45)  BENCH_BENIGN_SHARE (0.15)
//   BENCH_NOISE (1: how rough healthy units are; 2 doubles their output's and sensors' spread)
import { adviceDefects, heatPumpDefects, heatPumpHistory, hourlyHistory } from '@portal/unit-sim';
import { foldDays } from '../dist/advice/advice-history.js';
import { detectors } from '../dist/advice/detectors.js';

const dachsCount = Number(process.env.BENCH_UNITS ?? 500);
const heatPumpCount = Number(process.env.BENCH_HEAT_PUMPS ?? 500);
const perDefect = Number(process.env.BENCH_DEFECTIVE ?? 10);
const benignShare = Number(process.env.BENCH_BENIGN_SHARE ?? 0.15);
const seed = Number(process.env.BENCH_SEED ?? 45);
const noise = Number(process.env.BENCH_NOISE ?? 1);
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const year = Date.UTC(2025, 0, 1);
const warmUpDays = 84;
const yearDays = 365;
/** A warning within this long after a defect ended still shows it (the windows still hold it). */
const afterglowMs = 21 * dayMs;
const target = 0.05;

function mulberry(s) {
  let state = s >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry(seed);
const between = (a, b) => a + (b - a) * rnd();

/** Which units get which defect, from when until when (days of the year). */
function plan(unitCount, defectKinds) {
  const units = [];
  for (let i = 0; i < unitCount; i += 1) units.push({ index: i, defects: [], benign: false });
  let next = 0;
  for (const kind of defectKinds)
    for (let k = 0; k < perDefect && next < unitCount; k += 1, next += 1) {
      const onsetDay = Math.floor(between(20, 300));
      const lasts =
        kind === 'stopped-counter'
          ? between(7, 21)
          : kind === 'short-cycling'
            ? between(30, 90)
            : between(60, 120);
      units[next].defects.push({
        kind,
        onset: year + onsetDay * dayMs,
        until: year + (onsetDay + lasts) * dayMs,
      });
    }
  for (let i = next; i < unitCount; i += 1) units[i].benign = rnd() < benignShare;
  return units;
}

const from = year - warmUpDays * dayMs;
const median = (xs) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

/** One fleet of one kind for a year: the detectors run daily, warnings counted against the defects. */
function runFleet({ label, unitCount, defectKinds, simulate }) {
  if (unitCount === 0) return;
  const started = performance.now();
  const units = plan(unitCount, defectKinds);
  const perDetector = Object.fromEntries(
    Object.keys(detectors).map((d) => [d, { true: 0, false: 0, found: 0, injected: 0, delays: [] }]),
  );
  const months = Array.from({ length: 12 }, () => ({ any: new Set(), falseOnly: new Set() }));
  const falseExamples = [];
  let simMs = 0;
  for (const unit of units) {
    const t0 = performance.now();
    const hours = simulate({
      seed: seed * 100_003 + unit.index,
      from,
      hours: (warmUpDays + yearDays) * 24,
      defects: unit.defects,
      benignChange: unit.benign,
      noise,
    });
    simMs += performance.now() - t0;
    const days = foldDays(hours);
    const open = new Map();
    const found = new Set();
    for (const defect of unit.defects) perDetector[defect.kind].injected += 1;
    for (let d = 1; d <= yearDays; d += 1) {
      const now = year + d * dayMs;
      const history = {
        days: days.filter((day) => day.start >= now - warmUpDays * dayMs && day.start < now),
        hours: hours.slice((warmUpDays + d) * 24 - 72, (warmUpDays + d) * 24),
      };
      const month = new Date(now - 1).getUTCMonth();
      for (const [name, detect] of Object.entries(detectors)) {
        const finding = detect(history);
        if (!finding) {
          open.delete(name);
          continue;
        }
        const defect = unit.defects.find(
          (x) => x.kind === name && now > x.onset && now <= x.until + afterglowMs,
        );
        if (!open.has(name)) {
          open.set(name, Boolean(defect));
          if (defect) {
            perDetector[name].true += 1;
            if (!found.has(name)) {
              found.add(name);
              perDetector[name].found += 1;
              perDetector[name].delays.push((now - defect.onset) / dayMs);
            }
          } else {
            perDetector[name].false += 1;
            if (falseExamples.length < 8)
              falseExamples.push({
                unit: unit.index,
                name,
                day: d,
                benign: unit.benign,
                figures: finding.evidence.figures,
              });
          }
        }
        months[month].any.add(unit.index);
        if (!defect) months[month].falseOnly.add(unit.index);
      }
    }
  }
  const pct = (n) => `${((100 * n) / unitCount).toFixed(1)} %`;
  console.log(
    `\n${label}: ${unitCount} units, one year hour by hour (${(simMs / 1000).toFixed(1)} s simulated, ${((performance.now() - started) / 1000).toFixed(1)} s in all);` +
      ` ${perDefect} units per defect, ${units.filter((u) => u.benign).length} healthy units with a harmless change, noise ${noise}`,
  );
  console.log(
    'detector             warnings  true  false  precision  units found/injected  median delay (days)',
  );
  let allTrue = 0;
  let allFalse = 0;
  for (const [name, s] of Object.entries(perDetector)) {
    if (s.true + s.false + s.injected === 0) continue;
    allTrue += s.true;
    allFalse += s.false;
    const precision = s.true + s.false === 0 ? '–' : `${((100 * s.true) / (s.true + s.false)).toFixed(0)} %`;
    console.log(
      `${name.padEnd(20)} ${String(s.true + s.false).padStart(9)} ${String(s.true).padStart(5)} ${String(s.false).padStart(6)} ${precision.padStart(10)}  ${`${s.found}/${s.injected}`.padStart(20)}  ${String(median(s.delays) ?? '–').padStart(19)}`,
    );
  }
  console.log(`all: ${allTrue} true, ${allFalse} false warnings over the year`);
  console.log('month  units flagged  of them without a defect  target ≤ 5 %');
  months.forEach((m, i) =>
    console.log(
      `${String(i + 1).padStart(5)}  ${pct(m.any.size).padStart(13)}  ${pct(m.falseOnly.size).padStart(24)}  ${m.any.size / unitCount <= target ? 'ok' : 'OVER'}`,
    ),
  );
  if (falseExamples.length) console.log('false warnings (first few):', JSON.stringify(falseExamples));
}

runFleet({ label: 'Dachs', unitCount: dachsCount, defectKinds: adviceDefects, simulate: hourlyHistory });
runFleet({
  label: 'Heat pumps',
  unitCount: heatPumpCount,
  defectKinds: heatPumpDefects,
  simulate: heatPumpHistory,
});
