// Every jest suite of the workspace in one run (`pnpm test:jest`): one process whose workers take
// the files of all packages, slowest first, instead of a jest start per package one after another.
// Each package's own jest.config.js stays as it is for `pnpm --filter <package> test`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import backend from './backend/jest.config.js';

const root = import.meta.dirname;

/** The workspace folders with a jest config of their own (the backend's projects come separately). */
const folders = ['packages', '.']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(parent, name)))
  .filter((folder) => folder !== 'backend' && existsSync(join(root, folder, 'jest.config.js')))
  .sort();

async function project(folder) {
  const { default: config } = await import(`./${folder}/jest.config.js`);
  return { ...config, rootDir: join(root, folder), displayName: folder.replace(/^packages\//, '') };
}

export default {
  testTimeout: backend.testTimeout,
  workerIdleMemoryLimit: backend.workerIdleMemoryLimit,
  projects: [
    ...(await Promise.all(folders.map(project))),
    ...backend.projects.map((config) => ({
      ...config,
      rootDir: join(root, 'backend'),
      displayName: `backend-${config.displayName}`,
    })),
  ],
};
