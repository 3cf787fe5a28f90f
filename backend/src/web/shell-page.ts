import { join } from 'node:path';
import { endpointUrl, type RemoteName, remotePageOf } from '@portal/contracts';
import { z } from 'zod';
import { FreshFile } from '../common/fresh-file.js';
import type { AppConfig } from '../config/config.js';
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

/** What the shell's login entry build names (`shell/dist/early/login.json`). */
const loginEntrySchema = z.object({ script: z.string().startsWith('/') });

/** The app's entry script in the build's page (html-webpack-plugin writes `defer="defer"`). */
const appScript = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The logged-out page (ADR 0028): the login entry comes first and starts the app's entry itself once
 * it has drawn the form (the app's entry is only preloaded); the build's styles and the skin's
 * theme.css are stylesheets of the page, so the form is drawn in its final look; the skin's
 * theme.json is an answer the entry waits for.
 */
export function withLoginEntry(
  html: string,
  entry: { script: string; themeCss: string },
): string | undefined {
  const app = appScript.exec(html);
  if (!app?.[1]) return undefined;
  const src = escapeAttribute(app[1]);
  return html
    .replace(
      appScript,
      `<script defer src="${escapeAttribute(entry.script)}" data-app="${src}"></script>` +
        preloadLink({ as: 'script', href: app[1] }),
    )
    .replace(/<link rel="preload" as="style" href="([^"]+)">/g, '<link rel="stylesheet" href="$1">')
    .replace('</head>', `<link rel="stylesheet" href="${escapeAttribute(entry.themeCss)}"></head>`);
}

export class ShellPage {
  private readonly page: FreshFile<string>;
  private readonly loginEntry: FreshFile<z.infer<typeof loginEntrySchema>>;
  private readonly skinFiles = new Map<string, FreshFile<true>>();
  private readonly manifests = new Map<string, FreshFile<Manifest>>();

  constructor(
    private readonly config: Pick<AppConfig, 'webRoot' | 'skinEntry' | 'remoteEntries'>,
    private readonly mounts: WebMount[],
  ) {
    this.page = new FreshFile(join(config.webRoot, 'shell', 'dist', 'index.html'), (text) => text);
    this.loginEntry = new FreshFile(join(config.webRoot, 'shell', 'dist', 'early', 'login.json'), (text) =>
      loginEntrySchema.parse(JSON.parse(text)),
    );
  }

  /**
   * The page for `pathname`; `session`: the request carries a session cookie (whether it is still
   * valid is not looked up here: a stale one only costs hints the page does not use).
   */
  render(pathname: string, session: boolean): string | undefined {
    const built = this.page.read();
    if (built === undefined) return undefined;
    const { answers, files } = this.hints(pathname, session);
    const early = session ? undefined : this.earlyLogin();
    const html = (early && withLoginEntry(built, early)) ?? built;
    if (html !== built && early) answers.push({ as: 'fetch', href: early.themeJson });
    // The browser asks in document order, six at a time over HTTP/1.1: the entry's script first,
    // then the answers the entry waits for, the shell's own chunks (the build's preloads), and the
    // skin's and the remote's files.
    const build = html.indexOf('<link rel="preload"');
    const withAnswers =
      build < 0
        ? html.replace('</head>', `${answers.map(preloadLink).join('')}</head>`)
        : `${html.slice(0, build)}${answers.map(preloadLink).join('')}${html.slice(build)}`;
    return withAnswers.replace('</head>', `${files.map(preloadLink).join('')}</head>`);
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

  /**
   * Without a session: the login entry's script and the skin's theme files, when the builds have
   * them (an older build keeps today's page).
   */
  private earlyLogin(): { script: string; themeCss: string; themeJson: string } | undefined {
    const entry = this.loginEntry.read();
    const skinEntry = this.config.skinEntry;
    const base = skinEntry.slice(0, skinEntry.lastIndexOf('/') + 1);
    const [themeCss, themeJson] = [`${base}theme.css`, `${base}theme.json`];
    if (!entry || !this.served(themeCss) || !this.served(themeJson)) return undefined;
    return { script: entry.script, themeCss, themeJson };
  }

  /** Whether a URL of one of the mounts names a file on disk. */
  private served(url: string): boolean {
    const mount = this.mounts.find(({ prefix }) => prefix !== '/' && url.startsWith(prefix));
    if (!mount) return false;
    let file = this.skinFiles.get(url);
    if (!file) {
      file = new FreshFile(
        join(this.config.webRoot, mount.folder, url.slice(mount.prefix.length)),
        () => true,
      );
      this.skinFiles.set(url, file);
    }
    return file.read() === true;
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
    const mount = this.mounts.find(({ prefix }) => prefix !== '/' && url.startsWith(prefix));
    if (!mount) return undefined;
    let file = this.manifests.get(url);
    if (!file) {
      file = new FreshFile(join(this.config.webRoot, mount.folder, url.slice(mount.prefix.length)), (text) =>
        manifestSchema.parse(JSON.parse(text)),
      );
      this.manifests.set(url, file);
    }
    return file;
  }
}
