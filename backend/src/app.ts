import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import session from 'express-session';
import passport from 'passport';
import { AppModule } from './app.module.js';
import { refuseCrossOrigin } from './auth/csrf.middleware.js';
import { DatabaseSessionStore } from './auth/session.store.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import type { AppConfig } from './config/config.js';
import { sessionCookieName } from './info/session.js';

const logLevels = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

/** Builds the whole HTTP application; main.ts and the API tests both start it through here. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: logLevels.slice(0, logLevels.indexOf(config.logLevel) + 1),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('rest', { exclude: ['logout'] });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.use(refuseCrossOrigin);
  app.use(
    session({
      name: sessionCookieName,
      secret: config.sessionSecret,
      store: app.get(DatabaseSessionStore),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy,
      // secure 'auto': the cookie is Secure whenever the request arrived over TLS (directly or via a trusted proxy).
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: config.sessionMaxAgeMs, path: '/' },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  return app;
}
