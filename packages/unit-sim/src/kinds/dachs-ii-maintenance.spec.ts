import { findKind, isDachsMaintenanceCode } from '@portal/unit-catalog';
import { FaultSimulator } from '../physics/faults.js';
import { Random } from '../util/random.js';
import { DachsMaintenance, maintenanceDueCode, maintenanceOverdueCode } from './dachs-ii-maintenance.js';

const hourMs = 3_600_000;
const interval = 3500;

function setup(seed: number, hoursSinceService: number) {
  const kind = findKind('dachsII');
  if (!kind) throw new Error('no Dachs kind');
  const faults = new FaultSimulator(kind, new Random(seed), {
    ratePerDay: 0,
    boardName: 'Hka_Bd',
    isModelCode: isDachsMaintenanceCode,
  });
  return { faults, maintenance: new DachsMaintenance(faults, new Random(seed), hoursSinceService) };
}

const current = (faults: FaultSimulator) =>
  faults
    .list()
    .filter((e) => e.currentError)
    .map((e) => e.code);

describe('Dachs maintenance', () => {
  it('falls due at the interval with the 250-hour check, escalates after 250 h, a technician clears it', () => {
    let escalated = 0;
    for (let seed = 1; seed <= 12; seed += 1) {
      const { faults, maintenance } = setup(seed, interval - 10);
      let dueAt: number | null = null;
      let overdueAt: number | null = null;
      let clearedAt: number | null = null;
      // The engine runs 20 of 24 hours.
      for (let h = 1; clearedAt === null && h < 40 * 24; h += 1) {
        maintenance.step(h * hourMs, h % 24 < 20 ? 1 : 0, interval);
        const codes = current(faults);
        if (dueAt === null && maintenance.due) dueAt = h;
        if (overdueAt === null && codes.includes(maintenanceOverdueCode)) overdueAt = h;
        if (dueAt !== null && !maintenance.due) clearedAt = h;
        // Due exactly while the check is current; 177 only ever joins it.
        expect(maintenance.due).toBe(codes.includes(maintenanceDueCode));
      }
      expect(dueAt).toBe(10);
      expect(clearedAt).not.toBeNull();
      const visitDays = ((clearedAt ?? 0) - (dueAt ?? 0)) / 24;
      expect(visitDays).toBeGreaterThanOrEqual(2 - 1 / 24);
      expect(visitDays).toBeLessThanOrEqual(21 + 1 / 24);
      if (overdueAt !== null) {
        escalated += 1;
        // 250 operating hours at 20 a day.
        expect(overdueAt - (dueAt ?? 0)).toBeGreaterThanOrEqual(250);
      } else expect(visitDays).toBeLessThan((250 / 20) * 1.1);
      expect(maintenance.hoursSinceService).toBe(0);
      // The history keeps what happened.
      expect(faults.list().find((e) => e.code === maintenanceDueCode)).toMatchObject({ currentError: false });
    }
    expect(escalated).toBeGreaterThan(0);
  });

  it('takes a check raised from outside as due and schedules the technician for it too', () => {
    const { faults, maintenance } = setup(3, 100);
    faults.raise(maintenanceDueCode, 0);
    expect(maintenance.due).toBe(true);
    let h = 0;
    while (maintenance.due && h < 30 * 24) maintenance.step((h += 1) * hourMs, 1, interval);
    expect(maintenance.due).toBe(false);
    expect(h).toBeGreaterThanOrEqual(2 * 24);
    expect(maintenance.hoursSinceService).toBe(0);
  });

  it('counts a check cleared from outside as the service', () => {
    const { faults, maintenance } = setup(4, interval);
    maintenance.step(hourMs, 1, interval);
    expect(maintenance.due).toBe(true);
    faults.clearAll(2 * hourMs);
    maintenance.step(3 * hourMs, 1, interval);
    expect(maintenance.due).toBe(false);
    expect(maintenance.hoursSinceService).toBe(1);
  });
});
