/**
 * Drops the rules of Bootstrap's and Bootstrap Icons' stylesheets that no front end uses: the shell
 * loads both for the whole page, so every app's sources are scanned (docs/adr/0006-used-bootstrap-css.md).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';

const require = createRequire(import.meta.url);
const root = path.join(import.meta.dirname, '../../..');

/** Bootstrap's and Bootstrap Icons' CSS files (the shell imports their dist stylesheets). */
export const bootstrapCss =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?bootstrap(?:-icons)?[\\/]/;

/** Where class names are written: every front end, web-kit, and react-bootstrap's own literals. */
const content = [
  '{shell,mf-*,skins/*}/{src,public}/**/*.{ts,tsx,html}',
  'packages/web-kit/src/**/*.{ts,tsx}',
].map((glob) => path.join(root, glob));

/**
 * Class names made at run time, which no source spells out whole: react-bootstrap's components
 * compose theirs from a prefix (`modal-dialog`, `btn-${variant}`, `row-cols-${breakpoint}-${n}`; the
 * prefixes of the components the apps import), and the apps pass colour variants as values
 * (`bg={online ? 'success' : 'secondary'}`).
 */
const componentPrefixes = (
  'alert badge bs-tooltip btn card collaps drop fade form-check form-control form-label form-select form-switch ' +
  'form-text input-group list-group modal nav offcanvas page pagination row-cols spinner tab toast tooltip'
).split(' ');
const themeColour =
  /-(primary|secondary|success|danger|warning|info|light|dark|body|white|black)(-subtle|-emphasis)?$/;

/** The postcss plugin for Bootstrap's stylesheets. */
export function unusedBootstrapCss() {
  const reactBootstrap = path.dirname(
    require.resolve('react-bootstrap/package.json', { paths: [path.join(root, 'shell')] }),
  );
  return purgeCss({
    content: [...content, path.join(reactBootstrap, 'esm/*.js')],
    safelist: {
      standard: [new RegExp(`^(${componentPrefixes.join('|')})`), themeColour, /^(show|active|disabled)$/],
    },
  });
}
