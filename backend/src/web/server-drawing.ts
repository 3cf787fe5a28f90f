import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppInfo, InitResponse } from '@portal/contracts';
import { z } from 'zod';
import { FreshFile } from '../common/fresh-file.js';

// Parts of the shell's page drawn here by the shell's own server modules (its build's dist-server/:
// React's server renderer and the app's markup), so they show with the page's first paint, before
// any script; the app takes them over: the logged-out page's login form
// (docs/adr/0030-server-drawn-login-form.md) and a logged-in page's frame (docs/adr/0032-server-drawn-frame.md).

/** What the early login form is drawn from. */
export interface LoginFormRequest {
  app: AppInfo;
  /** The skin's theme.json, as its build wrote it. */
  theme: unknown;
  pathname: string;
  search: string;
  cookie: string | undefined;
}

/** What a logged-in page's frame is drawn from. */
export interface FrameRequest extends Omit<LoginFormRequest, 'app'> {
  /** init's answer for the request's session. */
  init: InitResponse;
}

/** The drawn part's container (before the app's root) and the page's language. */
export interface DrawnPart {
  html: string;
  lang: string;
}

const manifestSchema = z.object({ file: z.string().regex(/^[\w.-]+\.cjs$/) });
const drawnSchema = z.object({ html: z.string(), lang: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/) }).optional();

type Draw<Request> = (request: Request) => unknown;

const load = createRequire(import.meta.url);

/** One server module of the shell's build (`<name>.json` names its file) and the function it draws with. */
export class ServerDrawing<Request> {
  private readonly manifest: FreshFile<z.infer<typeof manifestSchema>>;
  private readonly modules = new Map<string, Draw<Request> | undefined>();

  constructor(
    private readonly folder: string,
    name: string,
    private readonly exportName: string,
  ) {
    this.manifest = new FreshFile(join(folder, `${name}.json`), (text) =>
      manifestSchema.parse(JSON.parse(text)),
    );
  }

  /** The drawn part; undefined where the app shows something else, or the build cannot be run. */
  draw(request: Request): DrawnPart | undefined {
    try {
      return drawnSchema.parse(this.drawer()?.(request));
    } catch {
      // A build the backend cannot run: the app draws the page itself.
      return undefined;
    }
  }

  /** The build's function, loaded once per build (each names its module anew). */
  private drawer(): Draw<Request> | undefined {
    const file = this.manifest.read()?.file;
    if (!file) return undefined;
    if (!this.modules.has(file)) {
      let draw: Draw<Request> | undefined;
      try {
        const loaded = load(join(this.folder, file)) as Record<string, unknown>;
        const candidate = loaded[this.exportName];
        draw = typeof candidate === 'function' ? (candidate as Draw<Request>) : undefined;
      } catch {
        draw = undefined;
      }
      this.modules.set(file, draw);
    }
    return this.modules.get(file);
  }
}
