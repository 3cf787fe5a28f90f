/**
 * A skin's look as plain files beside its remoteEntry.js: `theme.css` (its CSS variables) and
 * `theme.json` (the whole theme: name, label, logo, help base). The server draws the logged-out
 * page's login form with them, before the federation runtime, which alone can load the skin's
 * `./theme` module, has run (docs/adr/0030-server-drawn-login-form.md).
 */
import fs from 'node:fs';

/**
 * The CSS of a skin's variables. `html:root` outranks the `:root` of Bootstrap and of the design
 * tokens, whichever file comes last, as the inline style that the app sets on <html> does.
 * @param {{ cssVariables: Record<string, string> }} theme
 */
export function themeCss(theme) {
  const declarations = Object.entries(theme.cssVariables).map(([name, value]) => {
    if (!/^--[\w-]+$/.test(name) || /[;{}<]/.test(value)) throw new Error(`skin theme: bad variable ${name}`);
    return `${name}:${value}`;
  });
  return `html:root{${declarations.join(';')}}\n`;
}

/** Emits `theme.css` and `theme.json` from a skin's `src/theme.json`. */
export class SkinThemeFilesPlugin {
  /** @param {string} file the skin's theme.json */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SkinThemeFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SkinThemeFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const theme = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          compilation.emitAsset('theme.css', new sources.RawSource(themeCss(theme)));
          compilation.emitAsset('theme.json', new sources.RawSource(`${JSON.stringify(theme)}\n`));
        },
      );
    });
  }
}
