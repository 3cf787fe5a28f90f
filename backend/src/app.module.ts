import { type DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BalanceModule } from './balance/balance.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { CanipModule } from './canip/canip.module.js';
import { UnitSocketsModule } from './canip/unit-sockets.module.js';
import { ChartsModule } from './charts/charts.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DemoModule } from './demo/demo.module.js';
import { AdviceModule } from './advice/advice.module.js';
import { AlarmsModule } from './alarms/alarms.module.js';
import { CampaignsModule } from './campaigns/campaigns.module.js';
import { FleetModule } from './fleet/fleet.module.js';
import { DeviceMenuModule } from './device-menu/device-menu.module.js';
import { DevicesModule } from './devices/devices.module.js';
import { DocsController } from './docs/docs.controller.js';
import { HealthController } from './health/health.controller.js';
import { InfoModule } from './info/info.module.js';
import { LiveModule } from './live/live.module.js';
import { HzatoolModule } from './hzatool/hzatool.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { ShopModule } from './shop/shop.module.js';
import { SimulationModule } from './simulation/simulation.module.js';
import { StylesModule } from './styles/styles.module.js';
import { TokensModule } from './tokens/tokens.module.js';
import { WebhookConsentsModule } from './units/webhook-consents.module.js';
import { WebModule } from './web/web.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        AuditModule,
        AuthModule,
        RateLimitsModule,
        InfoModule,
        AdminModule,
        LiveModule,
        DevicesModule,
        CanipModule,
        UnitSocketsModule,
        AccessModule,
        DeviceMenuModule,
        AlarmsModule,
        AdviceModule,
        CampaignsModule,
        FleetModule,
        ChartsModule,
        BalanceModule,
        ReportsModule,
        ShopModule,
        HzatoolModule,
        StylesModule,
        DemoModule,
        SimulationModule,
        TokensModule,
        WebhookConsentsModule,
        WebModule,
      ],
      controllers: [HealthController, DocsController],
    };
  }
}
