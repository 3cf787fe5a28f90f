// Builds the bench's reference pages with the repository's webpack (production mode, the shell's
// React 19): form.html (one login form) and rows.html (twenty rows after one fetch), each one script,
// with the .br/.gz twins the portal's builds carry, so the backend serves them the same way.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import webpack from 'webpack';

const repository = join(import.meta.dirname, '../../..');
export const referencePages = ['form', 'rows'];

/** Builds the pages into `outDir`; answers when the files (and their twins) are written. */
export async function buildReference(outDir) {
  const compiler = webpack({
    mode: 'production',
    context: import.meta.dirname,
    entry: Object.fromEntries(referencePages.map((page) => [page, `./${page}.js`])),
    output: { path: outDir, filename: '[name].[contenthash:8].js', clean: true },
    // The shell's React and React DOM: the same versions the portal runs.
    resolve: { modules: [join(repository, 'shell', 'node_modules'), 'node_modules'] },
    performance: { hints: false },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const { entrypoints } = stats.toJson({ all: false, entrypoints: true });
  for (const page of referencePages) {
    const scripts = entrypoints[page].assets.map(({ name }) => `<script defer src="${name}"></script>`);
    writeFileSync(
      join(outDir, `${page}.html`),
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Reference</title>${scripts.join('')}</head><body><div id="root"></div></body></html>`,
    );
  }
  for (const file of readdirSync(outDir).filter((name) => /\.(js|html)$/.test(name))) {
    const content = readFileSync(join(outDir, file));
    writeFileSync(join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
    writeFileSync(
      join(outDir, `${file}.br`),
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
