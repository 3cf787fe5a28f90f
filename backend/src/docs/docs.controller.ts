import { Controller, Inject, Param, Res } from '@nestjs/common';
import { buildOpenApiDocument, endpoints } from '@portal/contracts';
import type { Response } from 'express';
import { notFound } from '../common/api-exception.js';
import { Route, type Reply } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { apiReferenceFiles, apiReferencePage } from './api-reference-page.js';

/** The OpenAPI document, generated from the contracts' endpoint table, and its page for people. */
@Controller()
export class DocsController {
  private readonly document: Reply<'docs'>;
  private readonly page: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const title = `${config.serverName || config.portalName} REST API`;
    this.document = buildOpenApiDocument(endpoints, {
      title,
      version: config.version,
      rateLimits: config.rateLimits,
    });
    this.page = apiReferencePage(title);
  }

  @Route('docs')
  openApi(): Reply<'docs'> {
    return this.document;
  }

  @Route('docsUi')
  reference(@Res() response: Response): void {
    response.type('html').set('Cache-Control', 'no-cache').send(this.page);
  }

  @Route('docsUiFile')
  referenceFile(@Param('file') name: string, @Res() response: Response): void {
    const file = Object.hasOwn(apiReferenceFiles, name) ? apiReferenceFiles[name] : undefined;
    if (!file) throw notFound();
    response.type(file.type).set('Cache-Control', 'public, max-age=86400');
    // The files lie below node_modules/.pnpm, a folder sendFile would take for a dotfile.
    if (file.path) response.sendFile(file.path, { dotfiles: 'allow' });
    else response.send(file.text);
  }
}
