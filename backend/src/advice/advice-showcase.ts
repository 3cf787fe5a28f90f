import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { hourlyHistory } from '@portal/unit-sim';
import { AdviceIncidents } from '../alarms/advice-incidents.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DemoSeedService } from '../demo/demo-seed.service.js';
import { buildDemoWorld } from '../demo/demo-world.js';
import { dayMs, foldDays, hourMs } from './advice-history.js';
import { adviceCause } from './detectors.js';
import { detectShortCycling } from './short-cycling.js';

/**
 * The demo world shows the feature on one of the operator's Dachs: a short-cycling advice found on
 * a simulated history with that defect injected (the demo's own history has none). Opened once per
 * database, told to nobody; the sweep judges the unit on its stored history like any other and
 * resolves it where that history shows no short cycling (ADR 0024, "Demo").
 */
@Injectable()
export class AdviceShowcase implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DemoSeedService) private readonly demo: DemoSeedService,
    @Inject(AdviceIncidents) private readonly incidents: AdviceIncidents,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.demo.ensureSeeded();
    const world = buildDemoWorld({ brand: this.config.brand });
    const unit = world.units.find((u) => u.productGroup === 'dachsII' && u.operators.includes('betreiber'));
    if (!unit || (await this.incidents.hadAny(unit.seriennummer))) return;
    const now = Math.floor(Date.now() / hourMs) * hourMs;
    const from = now - 30 * dayMs;
    const hours = hourlyHistory({
      seed: 45,
      from,
      hours: 30 * 24,
      defects: [{ kind: 'short-cycling', onset: now - 5 * dayMs }],
      gaps: 0,
    });
    const finding = detectShortCycling({ days: foldDays(hours), hours: hours.slice(-72) });
    if (!finding) return;
    await this.incidents.apply(
      unit.seriennummer,
      [{ cause: adviceCause(finding.detector), since: new Date(finding.since), evidence: finding.evidence }],
      new Date(now),
      false,
    );
  }
}
