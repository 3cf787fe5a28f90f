/**
 * Preload links in the host's page for every file its entry loads before the first render: the
 * `import('./bootstrap')` chunks and the shared modules they use. Without them the browser asks for
 * those files only once the entry runs, on a main thread that is then busy with the federation
 * runtime (docs/adr/0008-preload-hints.md).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';

const name = 'StartupPreloadPlugin';

/** @typedef {import('webpack').ChunkGroup} ChunkGroup */
/** @typedef {import('webpack').Module} Module */

/** @param {Module | null | undefined} module */
const shareKeyOf = (module) =>
  /** @type {{ options?: { shareKey?: string } } | undefined} */ (module)?.options?.shareKey;

/** @param {ChunkGroup} group */
const originModules = (group) => group.origins.map((origin) => origin.module);

/**
 * The files the entry `entryName` loads before its first render: the chunk groups of its own
 * `import()`s, and for every shared module those use (transitively) the chunks of the host's own
 * copy, which the runtime takes first (shareStrategy 'loaded-first', the host loads first). Lazy
 * `import()`s inside them (pages opened later) are left out.
 * @param {import('webpack').Compilation} compilation @param {string} entryName
 * @returns {string[]}
 */
export function startupFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  /** @type {Map<string, ChunkGroup>} */
  const provided = new Map();
  for (const group of compilation.chunkGroups)
    for (const module of originModules(group))
      if (module?.type === 'provide-module') {
        const key = /** @type {{ _name?: string }} */ (module)._name;
        if (key) provided.set(key, group);
      }
  /** @type {Set<ChunkGroup>} */
  const visited = new Set();
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {ChunkGroup} group */
  const visit = (group) => {
    if (visited.has(group)) return;
    visited.add(group);
    // The shared modules a chunk consumes load (and insert their styles) before the chunk's own
    // styles: the page that links the styles itself (the logged-out page's, ADR 0030) keeps that order.
    for (const child of group.getChildren()) {
      const consumed = originModules(child).find((module) => module?.type === 'consume-shared-module');
      if (!consumed) continue;
      const key = shareKeyOf(consumed);
      visit((key && provided.get(key)) || child);
    }
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  };
  // The entry's own async boundary (import('./bootstrap')); the entry chunk itself is in the page.
  // Its other children are the shared modules it provides, each loaded only when used.
  for (const child of entry.getChildren())
    if (!originModules(child).some((module) => module?.type === 'provide-module')) visit(child);
  // In the order the runtime asks for them (styles cascade in that order).
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

export class StartupPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const links = startupFiles(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
          }),
        );
        // After the entry's script: the browser asks for that first.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
