import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { type HzaPdfType, hzaPdfTypes } from '@portal/contracts';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/access.js';
import { notFound } from '../common/api-exception.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { abschreibungen, verbrauch } from './calculations.js';
import { HzatoolDocumentsService } from './hzatool-documents.service.js';
import { HzatoolFilesService } from './hzatool-files.service.js';
import { HzatoolOfficesService } from './hzatool-offices.service.js';
import { HzatoolService, anlageIdParam, yearParam } from './hzatool.service.js';

/** The /rest/hzatool calls (spec 7 Hzatool). */
@Controller()
export class HzatoolController {
  constructor(
    @Inject(HzatoolService) private readonly hzatool: HzatoolService,
    @Inject(HzatoolOfficesService) private readonly offices: HzatoolOfficesService,
    @Inject(HzatoolDocumentsService) private readonly documents: HzatoolDocumentsService,
    @Inject(HzatoolFilesService) private readonly files: HzatoolFilesService,
  ) {}

  @Route('hzatoolStatusmap')
  statusmap(
    @CurrentUser() user: SessionUser,
    @Body() _body: RequestBody<'hzatoolStatusmap'>,
  ): Promise<Reply<'hzatoolStatusmap'>> {
    return this.hzatool.statusMap(user);
  }

  @Route('hzatoolDeleteAnlage')
  async deleteAnlage(
    @CurrentUser() user: SessionUser,
    @Param('anlageId') anlageId: string,
    // Checked by the route (an empty object), though nothing in it is read.
    @Body() _body: RequestBody<'hzatoolDeleteAnlage'>,
  ): Promise<Reply<'hzatoolDeleteAnlage'>> {
    await this.hzatool.deletePlant(user, anlageIdParam(anlageId));
    return { deleted: true };
  }

  @Route('hzatoolExport')
  async export(
    @CurrentUser() user: SessionUser,
    @Param('anlageUuid') anlageUuid: string,
    @Query() query: RequestQuery<'hzatoolExport'>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const year = query.year === undefined ? undefined : yearParam(query.year);
    const file = await this.documents.export(
      user,
      anlageIdParam(anlageUuid, 'anlageUuid'),
      query.format ?? 'xlsx',
      year,
      request.session.impersonatorId,
    );
    send(response, file, false);
  }

  @Route('hzatoolChpunits')
  async chpunits(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolChpunits'>,
  ): Promise<Reply<'hzatoolChpunits'>> {
    return { units: await this.hzatool.chpUnits(user, body.anlageId) };
  }

  @Route('hzatoolOperatingHours')
  operatingHours(
    @CurrentUser() user: SessionUser,
    @Query() query: RequestQuery<'hzatoolOperatingHours'>,
  ): Promise<Reply<'hzatoolOperatingHours'>> {
    return this.documents.operatingHours(user, query.hkaId, yearParam(query.year));
  }

  @Route('hzatoolGeneratePdf')
  async generatePdf(
    @CurrentUser() user: SessionUser,
    @Param('type') type: string,
    @Body() body: RequestBody<'hzatoolGeneratePdf'>,
  ): Promise<Reply<'hzatoolGeneratePdf'>> {
    const known = hzaPdfTypes.find((candidate): candidate is HzaPdfType => candidate === type);
    if (!known) throw notFound();
    return { file: await this.documents.generatePdf(user, body.anlageId, body.year, known) };
  }

  @Route('hzatoolGenerateXmls')
  async generateXmls(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolGenerateXmls'>,
  ): Promise<Reply<'hzatoolGenerateXmls'>> {
    return { files: await this.documents.generateXmls(user, body.anlageId, body.year) };
  }

  @Route('hzatoolAbschreibungen')
  async abschreibungen(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolAbschreibungen'>,
  ): Promise<Reply<'hzatoolAbschreibungen'>> {
    await this.hzatool.bookedLocation(user, body.anlageId, body.year);
    const earlierYears = await this.hzatool.earlierAidOffsets(body.anlageId, body.year);
    return abschreibungen(body.year, body.plant, body.afa, earlierYears);
  }

  @Route('hzatoolFile')
  async file(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Query() query: RequestQuery<'hzatoolFile'>,
    @Res() response: Response,
  ): Promise<void> {
    send(response, await this.files.file(user, id), query.show !== undefined);
  }

  @Route('hzatoolDeleteFile')
  async deleteFile(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() _body: RequestBody<'hzatoolDeleteFile'>,
  ): Promise<Reply<'hzatoolDeleteFile'>> {
    await this.files.deleteFile(user, id);
    return { deleted: true };
  }

  @Route('hzatoolHzaByDss')
  hzaByDss(@Query() query: RequestQuery<'hzatoolHzaByDss'>): Promise<Reply<'hzatoolHzaByDss'>> {
    return this.offices.byDss(query.dss);
  }

  @Route('hzatoolHzaByPlz')
  hzaByPlz(@Query() query: RequestQuery<'hzatoolHzaByPlz'>): Promise<Reply<'hzatoolHzaByPlz'>> {
    return this.offices.byPlz(query.plz, query.place);
  }

  @Route('hzatoolVerbrauch')
  async verbrauch(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolVerbrauch'>,
  ): Promise<Reply<'hzatoolVerbrauch'>> {
    await this.hzatool.bookedLocation(user, body.anlageId, body.year);
    return verbrauch(body.year, body.plant, body.consumption);
  }

  @Route('hzatoolZusammenfassung')
  zusammenfassung(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolZusammenfassung'>,
  ): Promise<Reply<'hzatoolZusammenfassung'>> {
    return this.documents.summary(user, body.anlageId, body.year);
  }

  @Route('hzatoolInit')
  init(
    @CurrentUser() user: SessionUser,
    @Query() query: RequestQuery<'hzatoolInit'>,
  ): Promise<Reply<'hzatoolInit'>> {
    return this.hzatool.init(user, anlageIdParam(query.anlageId), yearParam(query.year));
  }

  @Route('hzatoolSessionstore')
  async sessionstore(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolSessionstore'>,
  ): Promise<Reply<'hzatoolSessionstore'>> {
    return { progress: await this.hzatool.store(user, body) };
  }

  @Route('hzatoolOffices')
  listOffices(): Promise<Reply<'hzatoolOffices'>> {
    return this.offices.table();
  }

  @Route('hzatoolCountyOffice')
  countyOffice(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'hzatoolCountyOffice'>,
  ): Promise<Reply<'hzatoolCountyOffice'>> {
    return this.offices.setCounty(user, body.countyCode, body.officeKeys);
  }
}

export interface SentFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

function send(response: Response, file: SentFile, inline: boolean): void {
  response
    .type(file.mime)
    .set('Content-Disposition', contentDisposition(file.name, { type: inline ? 'inline' : 'attachment' }))
    .set('Cache-Control', 'no-store')
    .send(file.bytes);
}
