import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import { invalidInput, notFound } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DemoSeedService } from '../demo/demo-seed.service.js';
import { gridSite } from '../demo/grid-site.js';
import { showcaseOperators } from '../demo/demo-world.js';
import { CredentialsService } from '../devices/credentials.service.js';
import { DeviceGateway } from '../devices/device-gateway.js';
import { UnitsService } from '../units/units.service.js';

/** Dachs codes (unit-catalog dachs-ii-faults): A650 250-hour check due, E122 coolant too hot. */
const dueServiceWarning = 650;
const clearedCoolantFault = 122;
const clearedAfterSeconds = 5;

/**
 * With SIM_UNITS > 0, runs that many of the seeded units as simulated devices. They connect over
 * MQTT with freshly provisioned secrets, exactly as field units would.
 */
@Injectable()
export class SimulationService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Simulation');
  private fleet?: Fleet;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DemoSeedService) private readonly demoSeed: DemoSeedService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(DeviceGateway) private readonly devices: DeviceGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.simUnits === 0) return;
    await this.demoSeed.ensureSeeded();
    const chosen = await this.units.connectableUnits(this.config.simUnits, showcaseOperators);
    const provisioned = credentialsFileSchema.parse(
      await this.credentials.provision(chosen.map((unit) => unit.seriennummer)),
    );
    // Each unit's counters and static data start from the commissioning date the portal shows; a
    // grid meter measures what stands at its location.
    const sites = await this.units.locationSites([
      ...new Set(chosen.flatMap((unit) => (unit.locationUuid === null ? [] : [unit.locationUuid]))),
    ]);
    const bySn = new Map(chosen.map((unit) => [unit.seriennummer, unit]));
    this.fleet = createFleet({
      brokerUrl: this.devices.brokerUrl(),
      units: provisioned.map((credentials) => {
        const unit = bySn.get(credentials.sn);
        const site = unit && gridSite(unit, sites.units, sites.flags.get(unit.locationUuid ?? ''));
        return {
          ...credentials,
          commissioned: unit?.inbetriebnahmeDatum ?? undefined,
          ...(site ? { site } : {}),
        };
      }),
      seed: this.config.simSeed,
      intervalSeconds: this.config.simIntervalSeconds,
      speedup: this.config.simSpeedup,
      ...this.config.simMisbehaviour,
    });
    await this.fleet.start();
    const showcase = chosen.find((unit) => unit.productGroup === 'dachsII');
    if (showcase) this.giveFaultHistory(showcase.seriennummer);
    this.logger.log(`${provisioned.length} simulated units online`);
  }

  /**
   * The showcase Dachs carries a due 250-hour check (an active warning) and a coolant fault that
   * cleared a few seconds after start, so the errors page has current and past entries to show.
   */
  private giveFaultHistory(sn: string): void {
    const unit = this.fleet?.unit(sn);
    unit?.forceFault(dueServiceWarning);
    unit?.forceFault(clearedCoolantFault, clearedAfterSeconds);
  }

  /**
   * Test control (SIM_CONTROL): locks simulated unit `sn` with E fault `code` whose cause lasts
   * `causeSeconds` of simulated time. 404 when the control is off or this portal does not run `sn`.
   */
  lockingFault(sn: string, code: number, causeSeconds: number): void {
    const unit = this.controlled(sn);
    const fault = unit.model.kind.faults.find((f) => f.code === code);
    if (!fault?.codeText.startsWith('E')) throw invalidInput({ code: ['validation.invalid'] });
    unit.forceLockingFault(code, causeSeconds);
  }

  /** Test control (SIM_CONTROL): simulated unit `sn` is repaired of fault `code` (and its lock). */
  clearFault(sn: string, code: number): void {
    this.controlled(sn).clearFault(code);
  }

  /** A simulated unit under test control; 404 when the control is off or this portal does not run it. */
  private controlled(sn: string) {
    const unit = this.config.simControl ? this.fleet?.units.find((u) => u.sn === sn) : undefined;
    if (!unit) throw notFound();
    return unit;
  }

  /** Units say goodbye (offline state) before the gateway and the broker stop. */
  async onModuleDestroy(): Promise<void> {
    await this.fleet?.stop();
    this.fleet = undefined;
  }
}
