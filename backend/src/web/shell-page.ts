import { join } from 'node:path';
import { endpointUrl, type RemoteName, remotePageOf } from '@portal/contracts';
import { z } from 'zod';
import { FreshFile } from '../common/fresh-file.js';
import type { AppConfig } from '../config/config.js';
import { type DrawnPart, type FrameRequest, type LoginFormRequest, ServerDrawing } from './server-drawing.js';
import type { WebMount } from './web-mounts.js';

// The shell's page with preload hints for what its first screen asks for next: init, a unit page's
// unit, the skin and (with a session) the page's remote. The browser fetches them while the shell's
// entry is still on its way, instead of one after the other from a busy main thread (ADR 0008).

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

/** What a module-federation manifest says about the files of an exposed module. */
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string(),
    remoteEntry: z.object({ name: z.string() }),
  }),
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One `<link rel="preload">`; fetches go with the page's cookies, as the shell's own fetch does. */
export function preloadLink({ href, as }: PreloadHint): string {
  const cors = as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${cors}>`;
}

/** The app's root in the build's page. */
const appRoot = '<div id="root"></div>';

/** The app's entry script in the build's page (html-webpack-plugin writes `defer="defer"`). */
const appScript = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/** What a page's early part is drawn from: the login form without a session, else the frame. */
export type EarlyRequest =
  | { login: Omit<LoginFormRequest, 'theme' | 'pathname'> }
  | { frame: Omit<FrameRequest, 'theme' | 'pathname'> };

/**
 * The page with a part drawn by the server (the logged-out page's login form, ADR 0030; a logged-in
 * page's frame, ADR 0032) before the app's root, which stays hidden until the app takes the part
 * over; the page in the part's language and the skin's name. Its first paint waits only for the
 * page's stylesheets (the build's styles and the skin's theme.css): they are asked for first, and
 * the app's entry runs as soon as it is in (async), not between the stylesheets and that paint (defer).
 */
export function withDrawnPart(
  html: string,
  part: DrawnPart,
  skin: { name: string; themeCss: string },
): string | undefined {
  const app = appScript.exec(html);
  if (!html.includes(appRoot) || !app?.[1]) return undefined;
  const styles = [
    ...[...html.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map(([, href]) => href ?? ''),
    skin.themeCss,
  ];
  const entry = app[1];
  // Replaced by functions: a `$` in the part's texts is text, not a replacement pattern.
  return html
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${escapeAttribute(part.lang)}" data-skin="${escapeAttribute(skin.name)}">`,
    )
    .replace(appRoot, () => `${part.html}<div id="root" hidden></div>`)
    .replace(/<link rel="preload" as="style" href="[^"]+">/g, '')
    .replace(
      appScript,
      () =>
        `${styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('')}` +
        `<script async src="${escapeAttribute(entry)}"></script>`,
    );
}

export class ShellPage {
  private readonly page: FreshFile<string>;
  private readonly loginForm: ServerDrawing<LoginFormRequest>;
  private readonly frame: ServerDrawing<FrameRequest>;
  private readonly skinFiles = new Map<string, FreshFile<{ json?: unknown }>>();
  private readonly manifests = new Map<string, FreshFile<Manifest>>();

  constructor(
    private readonly config: Pick<AppConfig, 'webRoot' | 'skinEntry' | 'remoteEntries'>,
    private readonly mounts: WebMount[],
  ) {
    this.page = new FreshFile(join(config.webRoot, 'shell', 'dist', 'index.html'), (text) => text);
    const serverModules = join(config.webRoot, 'shell', 'dist-server');
    this.loginForm = new ServerDrawing(serverModules, 'login-page', 'renderLoginPage');
    this.frame = new ServerDrawing(serverModules, 'portal-frame', 'renderFrame');
  }

  /**
   * The page for `pathname`; `session`: the request carries a session cookie (a stale one only
   * costs hints the page does not use). `early`: what its early part is drawn from, if it has one.
   */
  render(pathname: string, session: boolean, early?: EarlyRequest): string | undefined {
    const built = this.page.read();
    if (built === undefined) return undefined;
    const { answers, files } = this.hints(pathname, session);
    const html = (early && this.withEarlyPart(built, pathname, early)) || built;
    // The browser asks in document order, six at a time over HTTP/1.1: the entry's script first,
    // then the answers, the shell's own chunks (the build's preloads), and the skin's and the
    // remote's files.
    const build = html.indexOf('<link rel="preload"');
    const withAnswers =
      build < 0
        ? html.replace('</head>', `${answers.map(preloadLink).join('')}</head>`)
        : `${html.slice(0, build)}${answers.map(preloadLink).join('')}${html.slice(build)}`;
    return withAnswers.replace('</head>', `${files.map(preloadLink).join('')}</head>`);
  }

  /** The page with its early part drawn, when the builds have what it takes (else undefined). */
  private withEarlyPart(built: string, pathname: string, early: EarlyRequest): string | undefined {
    const base = this.config.skinEntry.slice(0, this.config.skinEntry.lastIndexOf('/') + 1);
    const themeCss = `${base}theme.css`;
    const theme = this.skinFile(`${base}theme.json`)?.read()?.json;
    const name = (theme as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string' || this.skinFile(themeCss)?.read() === undefined) return undefined;
    const part =
      'login' in early
        ? this.loginForm.draw({ ...early.login, pathname, theme })
        : this.frame.draw({ ...early.frame, pathname, theme });
    return part && withDrawnPart(built, part, { name, themeCss });
  }

  /**
   * The answers the shell's entry asks for (init, the unit, the remotes' manifests), and the
   * remotes' files it loads, for this page.
   */
  hints(pathname: string, session: boolean): { answers: PreloadHint[]; files: PreloadHint[] } {
    const page = session ? remotePageOf(pathname) : undefined;
    const sn = page?.params['sn'];
    const hinted: PreloadHint[] = [
      { as: 'fetch', href: endpointUrl('init') },
      ...(sn ? [{ as: 'fetch' as const, href: endpointUrl('canipConnect', { sn }) }] : []),
      ...this.exposedFiles(this.config.skinEntry, 'theme'),
      ...(page ? this.remoteFiles(page.remote) : []),
      // The header's alarm bell stands on every page of the frame.
      ...(page ? this.exposedFiles(this.config.remoteEntries.mf_fleet, 'alarm-bell') : []),
    ];
    // Once each (on /alarms the bell's remote is the page's own).
    const all = hinted.filter(
      (hint, index) => hinted.findIndex((other) => other.href === hint.href) === index,
    );
    return { answers: all.filter(({ as }) => as === 'fetch'), files: all.filter(({ as }) => as !== 'fetch') };
  }

  /** A skin's file, with its JSON if it is a .json file (undefined: not served here). */
  private skinFile(url: string): FreshFile<{ json?: unknown }> | undefined {
    return this.mountedFile(this.skinFiles, url, (text) =>
      url.endsWith('.json') ? { json: JSON.parse(text) as unknown } : {},
    );
  }

  private remoteFiles(remote: RemoteName): PreloadHint[] {
    return this.exposedFiles(this.config.remoteEntries[remote], 'routes');
  }

  /** A remote's manifest, entry and the files of one exposed module, if it is served from here. */
  private exposedFiles(manifestUrl: string, expose: string): PreloadHint[] {
    const manifest = this.manifest(manifestUrl)?.read();
    const exposed = manifest?.exposes.find((entry) => entry.name === expose);
    if (!manifest || !exposed) return [];
    const base = manifest.metaData.publicPath;
    return [
      { as: 'fetch', href: manifestUrl },
      { as: 'script', href: `${base}${manifest.metaData.remoteEntry.name}` },
      ...exposed.assets.css.sync.map((file) => ({ as: 'style' as const, href: `${base}${file}` })),
      ...exposed.assets.js.sync.map((file) => ({ as: 'script' as const, href: `${base}${file}` })),
    ];
  }

  /** The manifest file behind a URL of one of the mounts (remotes served elsewhere have none here). */
  private manifest(url: string): FreshFile<Manifest> | undefined {
    return this.mountedFile(this.manifests, url, (text) => manifestSchema.parse(JSON.parse(text)));
  }

  /** The file on disk behind a URL of one of the mounts, read through `cache`. */
  private mountedFile<T>(
    cache: Map<string, FreshFile<T>>,
    url: string,
    parse: (text: string) => T,
  ): FreshFile<T> | undefined {
    const mount = this.mounts.find(({ prefix }) => prefix !== '/' && url.startsWith(prefix));
    if (!mount) return undefined;
    let file = cache.get(url);
    if (!file) {
      file = new FreshFile(join(this.config.webRoot, mount.folder, url.slice(mount.prefix.length)), parse);
      cache.set(url, file);
    }
    return file;
  }
}
