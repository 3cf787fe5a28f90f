import { Controller, Get, Inject } from '@nestjs/common';
import { buildOpenApiDocument, endpoints } from '@portal/contracts';
import { Allow } from '../common/access.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** The OpenAPI document, generated from the contracts' endpoint table. */
@Controller('docs')
export class DocsController {
  private readonly document: Record<string, unknown>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(endpoints, {
      title: `${config.serverName} REST API`,
      version: config.version,
    });
  }

  @Get()
  @Allow(endpoints.docs)
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
