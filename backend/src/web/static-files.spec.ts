import { cacheControl } from './static-files.js';
import { webMounts } from './web-mounts.js';

describe('cacheControl', () => {
  it.each([
    'vendor.1234abcd.js',
    '__federation_expose_routes.89abcdef.js',
    '703.b1033798.css',
    'bootstrap-icons.78be1a7f.woff2',
    '78be1a7fd85891ea64a5.woff2',
  ])('caches the hashed %s for a year', (file) => {
    expect(cacheControl(`/dist/${file}`)).toBe('public, max-age=31536000, immutable');
  });

  it.each(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'hilfe_de.html'])(
    'revalidates %s on every use',
    (file) => {
      expect(cacheControl(`/dist/${file}`)).toBe('no-cache');
    },
  );
});

describe('webMounts', () => {
  it('serves each remote from its package, the skins, the generic documents and the shell last', () => {
    const mounts = webMounts();
    expect(mounts).toContainEqual({ prefix: '/mf/units/', folder: 'mf-units/dist' });
    expect(mounts).toContainEqual({ prefix: '/mf/hzatool/', folder: 'mf-hzatool/dist' });
    expect(mounts).toContainEqual({ prefix: '/mf/device/', folder: 'mf-device/dist' });
    expect(mounts).toContainEqual({ prefix: '/mf/fleet/', folder: 'mf-fleet/dist' });
    expect(mounts).toContainEqual({ prefix: '/skins/none/', folder: 'skins/none/dist' });
    expect(mounts).toContainEqual({ prefix: '/docs/', folder: 'shell/public/docs' });
    expect(mounts.at(-1)).toEqual({ prefix: '/', folder: 'shell/dist' });
  });
});
