import { join } from 'node:path';
import { remoteBasePaths, remoteNames, skinBasePaths, skinNames } from '@portal/contracts';

/** A URL prefix and the folder (relative to WEB_ROOT) served under it. */
export interface WebMount {
  prefix: string;
  folder: string;
}

/** Where each build is served: remotes at /mf/<name>/, skins at /skins/<skin>/, the shell at /. */
export function webMounts(): WebMount[] {
  return [
    // Remote mf_units is the package in mf-units/.
    ...remoteNames.map((name) => ({
      prefix: remoteBasePaths[name],
      folder: join(name.replace('_', '-'), 'dist'),
    })),
    ...skinNames.map((skin) => ({ prefix: skinBasePaths[skin], folder: join('skins', skin, 'dist') })),
    { prefix: '/docs/', folder: join('shell', 'public', 'docs') },
    { prefix: '/', folder: join('shell', 'dist') },
  ];
}
