import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppInfo } from '@portal/contracts';
import { z } from 'zod';
import { FreshFile } from '../common/fresh-file.js';

// The logged-out page's login form, drawn here by the shell's own server module (its build's
// dist-server/: React's server renderer and the early form), so the form shows with the page's
// first paint, before any script; the app takes it over (docs/adr/0030-server-drawn-login-form.md).

/** What the early form is drawn from. */
export interface LoginFormRequest {
  app: AppInfo;
  /** The skin's theme.json, as its build wrote it. */
  theme: unknown;
  pathname: string;
  search: string;
  cookie: string | undefined;
}

/** The form's container (before the app's root) and the page's language. */
export interface DrawnLoginForm {
  html: string;
  lang: string;
}

const manifestSchema = z.object({ file: z.string().regex(/^[\w.-]+\.cjs$/) });
const drawnSchema = z.object({ html: z.string(), lang: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/) }).optional();

interface ServerModule {
  renderLoginPage(request: LoginFormRequest): unknown;
}

const load = createRequire(import.meta.url);

export class LoginForm {
  private readonly manifest: FreshFile<z.infer<typeof manifestSchema>>;
  private readonly modules = new Map<string, ServerModule | undefined>();

  constructor(private readonly folder: string) {
    this.manifest = new FreshFile(join(folder, 'login-page.json'), (text) =>
      manifestSchema.parse(JSON.parse(text)),
    );
  }

  /** The form for a page without a session; undefined where the app shows something else. */
  draw(request: LoginFormRequest): DrawnLoginForm | undefined {
    try {
      return drawnSchema.parse(this.module()?.renderLoginPage(request));
    } catch {
      // A build the backend cannot run: the app draws the form itself.
      return undefined;
    }
  }

  /** The build's module, loaded once per build (each names it anew). */
  private module(): ServerModule | undefined {
    const file = this.manifest.read()?.file;
    if (!file) return undefined;
    if (!this.modules.has(file)) {
      let module: ServerModule | undefined;
      try {
        const loaded = load(join(this.folder, file)) as Partial<ServerModule>;
        module = typeof loaded.renderLoginPage === 'function' ? (loaded as ServerModule) : undefined;
      } catch {
        module = undefined;
      }
      this.modules.set(file, module);
    }
    return this.modules.get(file);
  }
}
