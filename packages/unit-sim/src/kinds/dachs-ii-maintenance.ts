import { isDachsMaintenanceCode } from '@portal/unit-catalog';
import { type FaultSimulator } from '../physics/faults.js';
import { secondsPerDay } from '../physics/math.js';
import { type Random } from '../util/random.js';

// Maintenance as the Dachs reports it. Every usIntervall operating hours a service falls due: the
// controller raises the 250-hour check (A650) and keeps running for 250 more operating hours; if
// nobody has serviced it by then, H177 'maintenance required' joins. A technician comes some days
// after it fell due and clears both. Whether maintenance is due is read from the error list alone,
// so the flags, the current warning and the list cannot disagree, whoever raised the check.

export const maintenanceDueCode = 650;
export const maintenanceOverdueCode = 177;
const graceHours = 250;
const visitAfterDays: readonly [number, number] = [2, 21];

export class DachsMaintenance {
  /** Operating hours since maintenance fell due. */
  private dueHours = 0;
  /** Simulated ms of the technician's visit, once maintenance is due. */
  private visitAt: number | null = null;

  constructor(
    private readonly faults: FaultSimulator,
    private readonly rng: Random,
    /** Operating hours since the last service. */
    public hoursSinceService: number,
  ) {}

  /** A maintenance code is current in the error list. */
  get due(): boolean {
    return this.faults
      .active('A')
      .concat(this.faults.active('H'))
      .some((e) => isDachsMaintenanceCode(e.code));
  }

  /** Counts `operatingHours` of the step ending at `t` and raises, escalates or clears maintenance. */
  step(t: number, operatingHours: number, intervalHours: number): void {
    // Cleared from outside (an operator handle): that was the service.
    if (!this.due && this.visitAt !== null) this.serviced();
    this.hoursSinceService += operatingHours;
    if (!this.due && this.hoursSinceService >= intervalHours) this.faults.raise(maintenanceDueCode, t);
    if (!this.due) return;
    this.visitAt ??= t + this.rng.between(...visitAfterDays) * secondsPerDay * 1000;
    this.dueHours += operatingHours;
    if (this.dueHours >= graceHours && !this.faults.isActive(maintenanceOverdueCode))
      this.faults.raise(maintenanceOverdueCode, t);
    if (t < this.visitAt) return;
    for (const entry of this.faults.list())
      if (entry.currentError && isDachsMaintenanceCode(entry.code)) this.faults.clear(entry.code, t);
    this.serviced();
  }

  private serviced(): void {
    this.hoursSinceService = 0;
    this.dueHours = 0;
    this.visitAt = null;
  }
}
