// `pnpm start`: the portal with its demo world and simulated units, and beside it the stand-in web
// shop (packages/shop-standin) on its own port, both given one fresh notification secret. With
// SHOP_ORDER_URL set (a real shop) only the portal starts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = process.env.PORT ?? '8080';
const shopPort = process.env.SHOP_PORT ?? '8090';
const standin = process.env.SHOP_ORDER_URL === undefined;
const secret = process.env.SHOP_NOTIFY_SECRET ?? randomBytes(24).toString('hex');

const children = [];
function run(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  child.on('exit', (code, signal) => {
    // Either one gone ends the other: a portal without its shop (or the reverse) is no demo.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    if (name === 'portal') process.exitCode = code ?? (signal ? 1 : 0);
  });
  children.push(child);
}

if (standin) {
  run('shop', [join(root, 'packages/shop-standin/dist/cli.js'), '--port', shopPort], {
    env: { ...process.env, PORTAL_URL: `http://localhost:${port}`, SHOP_NOTIFY_SECRET: secret },
  });
}
run('portal', ['dist/main.js'], {
  cwd: join(root, 'backend'),
  env: {
    ...process.env,
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    SIM_UNITS: process.env.SIM_UNITS ?? '25',
    ...(standin ? { SHOP_ORDER_URL: `http://localhost:${shopPort}/order`, SHOP_NOTIFY_SECRET: secret } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
