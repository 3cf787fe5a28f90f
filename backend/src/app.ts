import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { AppModule } from './app.module.js';
import { SESSION_MIDDLEWARE } from './auth/session.middleware.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { routesOutsideRest } from './common/route.js';
import { StorableParamsPipe } from './common/storable-params.pipe.js';
import { RateLimitGate } from './rate-limits/rate-limit.gate.js';
import { RateLimitedWsAdapter } from './rate-limits/rate-limited-ws-adapter.js';
import type { AppConfig } from './config/config.js';
import { securityHeaders } from './web/security-headers.js';
import { StaticFiles } from './web/static-files.js';
import { InitService } from './info/init.service.js';
import { BEARER_MIDDLEWARE } from './tokens/bearer.middleware.js';

const logLevels = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

/** Builds the whole HTTP application; main.ts and the API tests both start it through here. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: logLevels.slice(0, logLevels.indexOf(config.logLevel) + 1),
    // The web shop signs its notifications' bytes (shop/notify): the body is kept as it came.
    rawBody: true,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // gzip for API answers and bundles alike (init carries the unit catalog metadata). Answers are
  // made per request: gzip's fastest level (nginx's default) takes a quarter of the default's time
  // for a sixth more bytes (a month chart: 0.4 instead of 1.7 ms). Files, cached for a year, keep it.
  const compressAnswers = compression({ level: 1 });
  const compressFiles = compression();
  app.use((request: Request, response: Response, next: NextFunction) =>
    (request.path.startsWith('/rest/') ? compressAnswers : compressFiles)(request, response, next),
  );
  // Static files next: they need no session, CSRF check or API prefix.
  const web = app.get(StaticFiles);
  web.serveFiles(app);
  app.setGlobalPrefix('rest', { exclude: routesOutsideRest() });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new StorableParamsPipe());
  const rateLimits = app.get(RateLimitGate);
  app.useWebSocketAdapter(new RateLimitedWsAdapter(app, rateLimits));
  // Before the session: a request with a bearer token gets the token's user and no cookie session.
  app.use(app.get<RequestHandler>(BEARER_MIDDLEWARE));
  app.use(app.get<RequestHandler>(SESSION_MIDDLEWARE));
  app.use(passport.initialize());
  app.use(passport.session());
  // After the session (a logged-in session is a caller of its own), before any handler.
  app.use('/rest', rateLimits.http);
  // The shell's page after the session: a logged-in page comes with its frame (ADR 0032).
  const init = app.get(InitService);
  web.servePages(app, {
    app: () => init.app(),
    loggedIn: async (request) =>
      request.user && (await rateLimits.allows(request))
        ? init.init(request.user, request.session.impersonatorId)
        : undefined,
  });
  return app;
}
