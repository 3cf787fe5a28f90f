/**
 * @jest-environment node
 */
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createAppConfig, shared } from './webpack-app.js';

const here = import.meta.dirname;

const pluginNamed = (config, name) => config.plugins.find((plugin) => plugin.constructor.name === name);
const federation = (config) => pluginNamed(config, 'ModuleFederationPlugin')._options;

describe('createAppConfig', () => {
  it('shares react, the router, jotai, intl, bootstrap, react-query and the workspace packages as singletons', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@portal/contracts',
        '@portal/web-kit',
        '@tanstack/react-query',
        'jotai',
        'react',
        'react-bootstrap',
        'react-bootstrap/',
        'react-dom',
        'react-dom/',
        'react-intl',
        'react/',
      ].sort(),
    );
    for (const options of Object.values(shared)) expect(options.singleton).toBe(true);
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
  });

  it('builds a remote with its exposes, the shared singletons and no page in production', () => {
    const dirname = path.join(here, 'remote');
    const config = createAppConfig({
      dirname,
      name: 'mf_units',
      kind: 'remote',
      exposes: { './routes': './src/routes.tsx' },
      devPort: 3001,
    })({}, { mode: 'production' });
    expect(federation(config)).toMatchObject({
      name: 'mf_units',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shared,
      manifest: true,
      dts: false,
    });
    expect(config.output).toMatchObject({
      path: path.join(dirname, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'mf_units',
      // Served by the backend under /mf/units/; a fixed path keeps the manifest free of 'auto'.
      publicPath: '/mf/units/',
    });
    expect(pluginNamed(config, 'HtmlWebpackPlugin')).toBeUndefined();
    expect(config.optimization.minimizer[0].options.format).toBeUndefined();
  });

  it('lets the shell provide the federation runtime core and remotes and skins use it', () => {
    const build = (name, kind, env = {}) =>
      federation(createAppConfig({ dirname: here, name, kind, devPort: 3001 })(env, { mode: 'production' }));
    expect(build('shell', 'host').runtimePlugins).toEqual([
      expect.stringMatching(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/),
    ]);
    expect(build('mf_units', 'remote').experiments).toMatchObject({ externalRuntime: true });
    expect(build('skin_none', 'style').experiments).toMatchObject({ externalRuntime: true });
    // Standalone under webpack serve there is no host to provide it.
    expect(build('mf_units', 'remote', { WEBPACK_SERVE: true }).experiments.externalRuntime).toBeUndefined();
  });

  it('gives the host no static remotes and a page, and a style remote nothing shared', () => {
    const host = createAppConfig({ dirname: here, name: 'shell', kind: 'host' })({}, { mode: 'development' });
    expect(federation(host).remotes).toEqual({});
    expect(pluginNamed(host, 'HtmlWebpackPlugin')).toBeDefined();
    // Its page names the files its entry loads first, in builds (the dev server reloads them anyway).
    expect(pluginNamed(host, 'StartupPreloadPlugin')).toBeUndefined();
    const built = createAppConfig({ dirname: here, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    expect(pluginNamed(built, 'StartupPreloadPlugin')).toBeDefined();
    const skin = createAppConfig({ dirname: here, name: 'skin_none', kind: 'style' })(
      {},
      { mode: 'production' },
    );
    expect(federation(skin).shared).toEqual({});
    expect(skin.entry).toEqual({});
    expect(skin.output.publicPath).toBe('/skins/none/');
    expect(host.output.publicPath).toBe('/');
  });

  it('loads a remote from its own dev server under webpack serve', () => {
    const config = createAppConfig({
      dirname: here,
      name: 'mf_dashboard',
      kind: 'remote',
      exposes: {},
      devPort: 3002,
    })({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(config.output.publicPath).toBe('http://localhost:3002/');
  });
});
