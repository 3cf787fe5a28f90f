import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/config.js';

/** Origins of the configured URLs that are absolute (remotes on their own dev servers, help documents). */
function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  return [...origins];
}

/** Where embedded help videos come from: YouTube's privacy-enhanced host (no cookies until played). */
const youtubeEmbeds = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy the shell, the federation runtime and the skins work under: scripts,
 * styles and data only from this origin and from remotes configured on other origins; no eval, no
 * inline scripts or styles, no plugins, never framed, frames only for the help videos. (React and the skins set styles through the
 * CSSOM, element.style and CSS variables, which style-src does not restrict.)
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const remotes = originsOf([
    ...Object.values(config.remoteEntries),
    config.skinEntry,
    config.skinFallbackEntry,
  ]);
  const docs = originsOf([config.docUrl]);
  const sources = (...extra: string[]) => ["'self'", ...extra].join(' ');
  return [
    `default-src ${sources()}`,
    `script-src ${sources(...remotes)}`,
    `style-src ${sources(...remotes)}`,
    `img-src ${sources('data:', ...remotes, ...docs)}`,
    `font-src ${sources('data:', ...remotes)}`,
    // 'self' covers the /ws socket on the page's own host (CSP 3).
    `connect-src ${sources(...remotes, ...docs)}`,
    // The device menu's help videos (shown only after the user's consent, spec 4).
    `frame-src ${youtubeEmbeds}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer (pages, deep links, bundles, /rest): the CSP above, no MIME
 * sniffing, no framing, no referrer to other sites (unit serials are part of page paths), and HSTS
 * when the request came over TLS (directly or through a trusted proxy).
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const csp = contentSecurityPolicy(config);
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Content-Security-Policy', csp);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Referrer-Policy', 'same-origin');
    if (request.secure)
      response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
