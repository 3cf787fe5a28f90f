import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { findKind } from '@portal/unit-catalog';
import type { Response } from 'express';
import { CurrentUser } from '../common/access.js';
import { notFound } from '../common/api-exception.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { type Stylesheet, StylesService } from './styles.service.js';

/**
 * A stylesheet as text/css. A URL whose version (query v) is the current one names this content for
 * good, so browsers keep it; any other asks them to check again.
 */
function sendCss(response: Response, sheet: Stylesheet, asked: string | undefined, shared: boolean): void {
  const cache = asked !== undefined && asked === sheet.version ? 'max-age=31536000, immutable' : 'no-cache';
  response
    .type('text/css; charset=utf-8')
    .set('Cache-Control', `${shared ? 'public' : 'private'}, ${cache}`)
    .send(sheet.css);
}

/** Spec 7 layout and custom CSS: served to the browser, set by admins (per install, per skin). */
@Controller()
export class StylesController {
  constructor(@Inject(StylesService) private readonly styles: StylesService) {}

  @Route('stylesheetCustom')
  async custom(@Query() query: RequestQuery<'stylesheetCustom'>, @Res() response: Response): Promise<void> {
    // The login page wears it too: it is for everybody.
    sendCss(response, await this.styles.stylesheet('custom'), query.v, true);
  }

  @Route('stylesheetLayout')
  async layout(
    @Param('productGroup') productGroup: string,
    @Query() query: RequestQuery<'stylesheetLayout'>,
    @Res() response: Response,
  ): Promise<void> {
    if (!findKind(productGroup)) throw notFound();
    sendCss(response, await this.styles.stylesheet('layout', productGroup), query.v, false);
  }

  @Route('adminStyles')
  list(): Promise<Reply<'adminStyles'>> {
    return this.styles.list();
  }

  @Route('adminStylesSave')
  save(
    @CurrentUser() admin: SessionUser,
    @Body() body: RequestBody<'adminStylesSave'>,
  ): Promise<Reply<'adminStylesSave'>> {
    return this.styles.save(admin.login, body);
  }
}
