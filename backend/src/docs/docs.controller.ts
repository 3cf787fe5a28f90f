import { Controller, Inject } from '@nestjs/common';
import { buildOpenApiDocument, endpoints } from '@portal/contracts';
import { Route, type Reply } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** The OpenAPI document, generated from the contracts' endpoint table. */
@Controller()
export class DocsController {
  private readonly document: Reply<'docs'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(endpoints, {
      title: `${config.serverName || config.portalName} REST API`,
      version: config.version,
    });
  }

  @Route('docs')
  openApi(): Reply<'docs'> {
    return this.document;
  }
}
