import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { sessionCookieName } from '../auth/session.middleware.js';
import { type AppInfo, type InitResponse, cookieValue, remotePageOf, screenCookie } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { type EarlyRequest, ShellPage } from './shell-page.js';
import { webMounts } from './web-mounts.js';

/** Paths that belong to the API, the static mounts or the socket: never answered with the shell. */
const reservedPrefixes = ['/rest', '/mf', '/skins', '/docs', '/ws', '/logout'];

/** Webpack puts `[contenthash:8]` into chunk, CSS and asset names only (entries, manifests stay fixed). */
const contentHash = /(^|\.)[0-9a-f]{8,}\./;

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

/** Hashed files never change under their name; everything else is revalidated (ETag) on each use. */
export function cacheControl(file: string): string {
  return contentHash.test(basename(file)) ? immutable : noCache;
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function isReserved(path: string): boolean {
  return reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** What the shell's page is drawn from besides the builds. */
export interface PageSources {
  /** init's app part (the logged-out page's login form). */
  app(): Promise<AppInfo>;
  /**
   * init for the request's logged-in session, when its frame may be drawn now (the caller's budget
   * allows); undefined: no frame.
   */
  loggedIn(request: Request): Promise<InitResponse | undefined>;
}

@Injectable()
export class StaticFiles {
  private readonly logger = new Logger('Web');
  private readonly mounts = webMounts();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Mounts the builds ahead of sessions, so files never touch the session store. A missing build
   * only answers 404 (the shell shows "module unavailable"); it is mounted anyway so a later build
   * is served without a restart.
   */
  serveFiles(app: NestExpressApplication): void {
    const { webRoot } = this.config;
    const mounts = this.mounts;
    const missing = mounts.filter(({ folder }) => !existsSync(join(webRoot, folder)));
    if (missing.length > 0) {
      this.logger.warn(
        `Front-end builds missing in ${webRoot} (run pnpm build): ${missing.map((m) => m.folder).join(', ')}`,
      );
    }
    for (const { prefix, folder } of mounts) {
      // The build's .br/.gz twins are sent as they are (found when the portal starts; a later build
      // is served too, compressed per request until the next start).
      const files = expressStaticGzip(join(webRoot, folder), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        // The shell's page (with its hints) comes from shellPage below; folders serve files only.
        index: false,
        serveStatic: {
          index: false,
          setHeaders: (response: ServerResponse, file: string) => {
            response.setHeader('Cache-Control', cacheControl(file));
          },
        },
      });
      // Paths that are not valid percent-encoding are left to the API and the shell page, which
      // answer them in their own way (express-static-gzip would answer plain text).
      app.use(prefix, (request: Request, response: Response, next: NextFunction) => {
        if (decodable(request.path)) files(request, response, next);
        else next();
      });
    }
  }

  /**
   * The start page and deep links (/:sn/dashboard) load the shell, which routes on the client
   * (Express 5 has no '*' route); the page names what it will ask for first (ADR 0008). Without a
   * session it carries the login form, drawn from init's app part (ADR 0030); with a logged-in one
   * the frame, drawn from init (ADR 0032): mounted after the session.
   */
  servePages(app: NestExpressApplication, sources: PageSources): void {
    const shell = new ShellPage(this.config, this.mounts);
    app.use((request: Request, response: Response, next: NextFunction): void => {
      // The start page is the shell's own; elsewhere a page load prefers HTML, while fetch() and
      // scripts send */* and keep getting real 404s.
      const wantsPage = request.path === '/' || request.accepts(['json', 'html']) === 'html';
      if (request.method !== 'GET' || isReserved(request.path) || !wantsPage) return next();
      const session = request.headers.cookie?.includes(`${sessionCookieName}=`) ?? false;
      // Without init (the database unreachable) the page is the app's, which says so.
      earlyRequest(request, session, sources)
        .catch(() => undefined)
        .then((early) => {
          const html = shell.render(request.path, session, early);
          if (html === undefined) return next();
          // The hints depend on the session cookie: never shared between users, always asked afresh.
          response
            .set({ 'Cache-Control': `private, ${noCache}`, Vary: 'Cookie' })
            .type('html')
            .send(html);
        })
        .catch(next);
    });
  }
}

/** What the page's early part is drawn from: the login form's app part, or the logged-in frame's init. */
async function earlyRequest(
  request: Request,
  session: boolean,
  sources: PageSources,
): Promise<EarlyRequest | undefined> {
  const query = request.originalUrl.indexOf('?');
  const search = query < 0 ? '' : request.originalUrl.slice(query);
  const cookie = request.headers.cookie;
  if (!session) return { login: { app: await sources.app(), search, cookie } };
  // init only where a frame can be drawn: a remote's page but a unit's (whose page should not wait
  // for it), on a screen the app mirrored (the frame's module decides the rest).
  const page = remotePageOf(request.path);
  if (!page || page.params['sn'] !== undefined || !cookieValue(cookie, screenCookie)) return undefined;
  const init = await sources.loggedIn(request);
  return init && { frame: { init, search, cookie } };
}
