// `pnpm start` builds only what is stale: a package whose dist is missing or older than its own
// sources or those of the workspace packages it depends on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Build output, installs and runtime data are no sources. */
const notSources = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

/** End-to-end fixtures (a remote that throws) are built by the tests that use them, not for the portal. */
const isTestFixture = (folder) => folder.startsWith('e2e/');

/** Newest modification time below a path (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (notSources.has(entry) || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function workspaceFolders(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.split('packages:')[1]?.split(/^\S/m)[0] ?? '';
  return [...list.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].map((match) => match[1]);
}

/** Names of the portal's packages under `root` whose build is missing or older than their inputs. */
export function stalePackages(root) {
  // Every webpack config uses the factory, whether or not its package depends on web-kit.
  const webpackFactory = join(root, 'packages', 'web-kit', 'build');
  const packages = new Map(
    workspaceFolders(root).map((folder) => {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
      const workspaceDependencies = Object.keys(dependencies).filter((name) =>
        dependencies[name].startsWith('workspace:'),
      );
      return [manifest.name, { folder, workspaceDependencies, builds: Boolean(manifest.scripts?.build) }];
    }),
  );

  /** Newest source of a package and of everything it depends on inside the workspace. */
  function newestInput(name, seen = new Set()) {
    const workspacePackage = packages.get(name);
    if (!workspacePackage || seen.has(name)) return 0;
    seen.add(name);
    const dir = join(root, workspacePackage.folder);
    const ownFactory = existsSync(join(dir, 'webpack.config.js')) ? newest(webpackFactory) : 0;
    return Math.max(
      newest(dir),
      ownFactory,
      ...workspacePackage.workspaceDependencies.map((dependency) => newestInput(dependency, seen)),
    );
  }

  return [...packages]
    .filter(([, { builds, folder }]) => builds && !isTestFixture(folder))
    .filter(([name, { folder }]) => {
      const dist = join(root, folder, 'dist');
      return !existsSync(dist) || newest(dist) < newestInput(name);
    })
    .map(([name]) => name);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const stale = stalePackages(root);
  if (stale.length === 0) {
    console.log('All builds are up to date.');
  } else {
    console.log(`Building ${stale.join(', ')}`);
    const filters = stale.flatMap((name) => ['--filter', name]);
    const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    process.exit(result.status ?? 1);
  }
}
