// Nothing leaks between remotes (docs/adr/0004-css-class-prefixes.md): every class a front-end app's
// stylesheet defines carries the app's prefix or is Bootstrap's; a remote restyles Bootstrap only
// inside its own prefixed classes, while the shell (the host) may restyle it for the whole page;
// skins set CSS variables only and define no classes.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');

/** Each app's class prefix; the shell is the host, the others are remotes. */
const prefixes = {
  shell: 'portal-',
  'mf-units': 'mfu-',
  'mf-dashboard': 'mfd-',
  'mf-hzatool': 'mfh-',
  'mf-shop': 'mfs-',
  'mf-device': 'mfv-',
  'mf-fleet': 'mff-',
};

function cssFiles(folder) {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The selectors of a stylesheet (comma-separated parts), without at-rule preludes and keyframes. */
export function selectorsOf(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [];
  for (const [, prelude] of text.matchAll(/([^{};]+)\{/g)) {
    const trimmed = prelude.trim();
    if (trimmed.startsWith('@')) continue;
    for (const part of trimmed.split(',').map((selector) => selector.trim())) {
      if (/^(from|to|[\d.]+%)$/.test(part)) continue;
      selectors.push(part);
    }
  }
  return selectors;
}

export function classesOf(selector) {
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
}

const bootstrapClasses = new Set(
  classesOf(
    selectorsOf(
      readFileSync(
        createRequire(join(root, 'shell/package.json')).resolve('bootstrap/dist/css/bootstrap.css'),
        'utf8',
      ),
    ).join(' '),
  ),
);

/** What breaks the rule in one stylesheet of an app with `prefix`; `host` may restyle Bootstrap. */
export function prefixProblems(css, prefix, { host }) {
  const problems = [];
  for (const selector of selectorsOf(css)) {
    const classes = classesOf(selector);
    for (const name of classes) {
      if (!name.startsWith(prefix) && !bootstrapClasses.has(name)) {
        problems.push(`${selector}: .${name} lacks the prefix ${prefix}`);
      }
    }
    if (!host && !classes.some((name) => name.startsWith(prefix))) {
      problems.push(`${selector}: not scoped by a ${prefix} class`);
    }
  }
  return problems;
}

test('the check finds an unprefixed class, an unscoped Bootstrap rule and accepts scoped ones', () => {
  const css = `/* .comment-only {} */
.mfd-card .card-body, .mfd-card:hover { color: red; }
@media (max-width: 10px) { .widget { color: blue; } }
.table-sm { padding: 0; }
@keyframes mfd-fade { from { opacity: 0; } 50% { opacity: 0.5; } to { opacity: 1; } }`;
  assert.deepEqual(prefixProblems(css, 'mfd-', { host: false }), [
    '.widget: .widget lacks the prefix mfd-',
    '.widget: not scoped by a mfd- class',
    '.table-sm: not scoped by a mfd- class',
  ]);
  assert.deepEqual(prefixProblems(css, 'mfd-', { host: true }), ['.widget: .widget lacks the prefix mfd-']);
});

test('the apps have distinct prefixes, none the start of another', () => {
  const all = Object.values(prefixes);
  for (const prefix of all) {
    assert.deepEqual(
      all.filter((other) => other !== prefix && other.startsWith(prefix)),
      [],
      prefix,
    );
  }
});

test('every front-end app is given a prefix', () => {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  assert.deepEqual(apps.sort(), Object.keys(prefixes).sort());
});

for (const [app, prefix] of Object.entries(prefixes)) {
  test(`${app}: every class its stylesheets define starts with ${prefix} or is Bootstrap's`, () => {
    const problems = cssFiles(join(app, 'src')).flatMap((file) =>
      prefixProblems(readFileSync(file, 'utf8'), prefix, { host: app === 'shell' }).map(
        (problem) => `${file.slice(root.length + 1)}: ${problem}`,
      ),
    );
    assert.deepEqual(problems, []);
  });
}

test('skins define no classes (they set CSS variables and assets only)', () => {
  const skins = readdirSync(join(root, 'skins'));
  const problems = skins.flatMap((skin) =>
    cssFiles(join('skins', skin, 'src')).flatMap((file) =>
      selectorsOf(readFileSync(file, 'utf8'))
        .filter((selector) => classesOf(selector).length > 0)
        .map((selector) => `${file.slice(root.length + 1)}: ${selector}`),
    ),
  );
  assert.deepEqual(problems, []);
});
