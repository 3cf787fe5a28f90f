// Prints the gzipped sizes of what a browser loads: the shell's initial files and, per remote and
// skin, its remoteEntry.js plus the chunks of its exposed modules (read from mf-manifest.json), and
// what the portal sends: the build's brotli twins (the file itself where a file has none).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const remotes = ['mf-units', 'mf-dashboard', 'mf-hzatool', 'mf-shop', 'mf-device', 'mf-fleet'];
const skins = ['dachs', 'remeha', 'broetje', 'none'].map((skin) => join('skins', skin));

/** @param {string} dist @param {string[]} files */
function measure(dist, files) {
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const brotli = join(dist, `${file}.br`);
    raw += content.length;
    gzip += gzipSync(content).length;
    sent += existsSync(brotli) ? statSync(brotli).size : content.length;
  }
  return { files: files.length, raw, gzip, sent };
}

/** Files the shell's index.html loads itself (its entry; the rest follows through the async boundary). */
function shellRows() {
  const dist = join(root, 'shell', 'dist');
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return [{ name: 'shell', missing: true }];
  const html = readFileSync(index, 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const all = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file));
  return [
    { name: 'shell initial (index.html)', ...measure(dist, initial) },
    { name: 'shell all JS+CSS', ...measure(dist, all) },
  ];
}

/** @param {string} folder */
function remoteRow(folder) {
  const dist = join(root, folder, 'dist');
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { name: folder, missing: true };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.metaData.remoteEntry.name;
  const exposedFiles = new Set();
  for (const expose of manifest.exposes) {
    const { js, css } = expose.assets;
    for (const file of [...js.sync, ...js.async, ...css.sync, ...css.async]) exposedFiles.add(file);
  }
  const exposed = measure(dist, [...exposedFiles]);
  const total = measure(dist, [entry, ...exposedFiles]);
  const paths = manifest.exposes.map((expose) => expose.path).join(' ');
  return { name: `${folder} (remoteEntry + ${paths})`, ...total, exposedGzip: exposed.gzip };
}

const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(9);
const rows = [...shellRows(), ...remotes.map(remoteRow), ...skins.map(remoteRow)];
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'bundle'.padEnd(width)}  files   raw kB  gzip kB  sent kB  of which exposed, gzip kB`);
for (const row of rows) {
  const exposed = row.exposedGzip === undefined ? '' : kB(row.exposedGzip);
  console.log(
    row.missing
      ? `${row.name.padEnd(width)}  not built`
      : `${row.name.padEnd(width)}  ${String(row.files).padStart(5)}${kB(row.raw)}${kB(row.gzip)}${kB(row.sent)}${exposed}`,
  );
}
