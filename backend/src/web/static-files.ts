import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { remoteBasePaths, remoteNames, skinBasePaths, skinNames } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** A URL prefix and the folder (relative to WEB_ROOT) served under it. */
export interface WebMount {
  prefix: string;
  folder: string;
}

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

/** Where each build is served: remotes at /mf/<name>/, skins at /skins/<skin>/, the shell at /. */
export function webMounts(): WebMount[] {
  return [
    // Remote mf_units is the package in mf-units/.
    ...remoteNames.map((name) => ({
      prefix: remoteBasePaths[name],
      folder: join(name.replace('_', '-'), 'dist'),
    })),
    ...skinNames.map((skin) => ({ prefix: skinBasePaths[skin], folder: join('skins', skin, 'dist') })),
    { prefix: '/docs/', folder: join('shell', 'public', 'docs') },
    { prefix: '/', folder: join('shell', 'dist') },
  ];
}

function isReserved(path: string): boolean {
  return reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

@Injectable()
export class StaticFiles {
  private readonly logger = new Logger('Web');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Mounts the builds ahead of sessions, so files never touch the session store. A missing build
   * only answers 404 (the shell shows "module unavailable"); it is mounted anyway so a later build
   * is served without a restart.
   */
  serve(app: NestExpressApplication): void {
    const { webRoot } = this.config;
    const mounts = webMounts();
    const missing = mounts.filter(({ folder }) => !existsSync(join(webRoot, folder)));
    if (missing.length > 0) {
      this.logger.warn(
        `Front-end builds missing in ${webRoot} (run pnpm build): ${missing.map((m) => m.folder).join(', ')}`,
      );
    }
    for (const { prefix, folder } of mounts) {
      app.useStaticAssets(join(webRoot, folder), {
        prefix,
        // Only the shell has a page; remote and skin folders serve their files only.
        index: prefix === '/' ? 'index.html' : false,
        setHeaders: (response: Response, file: string) =>
          response.setHeader('Cache-Control', cacheControl(file)),
      });
    }
    app.use(this.shellForDeepLinks(join(webRoot, 'shell', 'dist', 'index.html')));
  }

  /** Deep links (/:sn/dashboard) load the shell, which routes on the client; Express 5 has no '*' route. */
  private shellForDeepLinks(indexFile: string) {
    return (request: Request, response: Response, next: NextFunction): void => {
      // A page load prefers HTML; fetch() and scripts send */* and keep getting real 404s.
      const wantsPage = request.accepts(['json', 'html']) === 'html';
      if (request.method !== 'GET' || isReserved(request.path) || !wantsPage) return next();
      response.sendFile(indexFile, { headers: { 'Cache-Control': noCache } }, (error?: Error) => {
        if (error && !response.headersSent) next();
      });
    };
  }
}
