import { Body, Controller, Headers, Inject, Param, Req, Res } from '@nestjs/common';
import { type ShopExportFormat, shopExportFormats } from '@portal/contracts';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/access.js';
import { ApiException, roleMissing } from '../common/api-exception.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { SessionUser } from '../auth/session-user.js';
import { type ExportFile, exportBookings } from './shop-export.js';
import { seesServiceStatistics } from './shop-rules.js';
import { requestOrigin } from './portal-origin.js';
import { shopSignatureHeader } from './shop-signature.js';
import { serviceStats } from './shop-stats.js';
import { ShopBookingsService } from './shop-bookings.service.js';
import { ShopOfferService } from './shop-offer.service.js';
import { ShopOrdersService } from './shop-orders.service.js';

/** The /rest/shop calls (spec 7 Shop). */
@Controller()
export class ShopController {
  constructor(
    @Inject(ShopOfferService) private readonly offer: ShopOfferService,
    @Inject(ShopOrdersService) private readonly orders: ShopOrdersService,
    @Inject(ShopBookingsService) private readonly bookings: ShopBookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route('shopServices')
  services(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    // Checked by the route (an empty object), though nothing in it is read.
    @Body() _body: RequestBody<'shopServices'>,
  ): Reply<'shopServices'> {
    return this.offer.services(user, requestOrigin(request, this.config.portalHosts));
  }

  @Route('shopGenerateBasket')
  generateBasket(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body() body: RequestBody<'shopGenerateBasket'>,
  ): Promise<Reply<'shopGenerateBasket'>> {
    return this.orders.generateBasket(user, body, requestOrigin(request, this.config.portalHosts));
  }

  @Route('shopBasket')
  basket(
    @Param('key') key: string,
    @Headers(shopSignatureHeader) signature: unknown,
  ): Promise<Reply<'shopBasket'>> {
    return this.orders.basketContent(key, signature);
  }

  @Route('shopNotify')
  notify(
    @Req() request: Request & { rawBody?: Buffer },
    @Headers(shopSignatureHeader) signature: unknown,
    @Body() body: RequestBody<'shopNotify'>,
  ): Promise<Reply<'shopNotify'>> {
    return this.orders.notify(request.rawBody, signature, body);
  }

  @Route('shopPartnerOrder')
  async partnerOrder(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'shopPartnerOrder'>,
  ): Promise<Reply<'shopPartnerOrder'>> {
    const [answer] = await this.orders.partnerOrders(user, [body]);
    if (!answer) throw new Error('a partner order answers one order');
    return answer;
  }

  @Route('shopPartnerOrders')
  async partnerOrders(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'shopPartnerOrders'>,
  ): Promise<Reply<'shopPartnerOrders'>> {
    return { orders: await this.orders.partnerOrders(user, body) };
  }

  @Route('shopRefresh')
  async refresh(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<Reply<'shopRefresh'>> {
    return { bookings: await this.bookings.refreshedBookings(user, request.sessionID) };
  }

  @Route('shopBlacklist')
  async blacklist(
    @CurrentUser() user: SessionUser,
    @Param('orderServiceId') id: string,
  ): Promise<Reply<'shopBlacklist'>> {
    return { booking: await this.bookings.setBlacklisted(user, id, true) };
  }

  @Route('shopDeblacklist')
  async deblacklist(
    @CurrentUser() user: SessionUser,
    @Param('orderServiceId') id: string,
  ): Promise<Reply<'shopDeblacklist'>> {
    return { booking: await this.bookings.setBlacklisted(user, id, false) };
  }

  @Route('shopServiceStats')
  async serviceStats(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'shopServiceStats'>,
  ): Promise<Reply<'shopServiceStats'>> {
    if (!seesServiceStatistics(user, this.config.brand)) throw roleMissing();
    const bookings = await this.bookings.visibleBookings(user, { service: body.service, activeOnly: true });
    return serviceStats(bookings, body.from, body.to);
  }

  @Route('shopExport')
  async export(
    @CurrentUser() user: SessionUser,
    @Param('format') format: string,
    @Body() body: RequestBody<'shopExport'>,
    @Res() response: Response,
  ): Promise<void> {
    const checked = this.exportFormat(user, format);
    send(response, await exportBookings(await this.bookings.visibleBookings(user, body), checked));
  }

  @Route('shopExportBatch')
  async exportBatch(
    @CurrentUser() user: SessionUser,
    @Param('format') format: string,
    @Body() body: RequestBody<'shopExportBatch'>,
    @Res() response: Response,
  ): Promise<void> {
    const checked = this.exportFormat(user, format);
    const bookings = await this.bookings.visibleBookings(user, { ids: body.orderServiceIds });
    send(response, await exportBookings(bookings, checked));
  }

  private exportFormat(user: SessionUser, format: string): ShopExportFormat {
    if (!seesServiceStatistics(user, this.config.brand)) throw roleMissing();
    const known = shopExportFormats.find((candidate) => candidate === format);
    if (!known) throw new ApiException(400, 'services.export.format', { subject: format.slice(0, 20) });
    return known;
  }
}

function send(response: Response, file: ExportFile): void {
  response
    .type(file.contentType)
    .set('Content-Disposition', contentDisposition(file.fileName))
    .set('Cache-Control', 'no-store')
    .send(file.body);
}
