import { parseArgs } from 'node:util';
import { z } from 'zod';

// Command-line parsing for shop-standin, kept apart from the process handling so it can be tested.

export const usage = `Usage: shop-standin [options]

A stand-in for the manufacturer's web shop (not a real shop, nothing is charged). It takes the
portal's basket hand-overs on /order and reports orders to the portal's /rest/shop/notify.

Options:
  --port <n>            port to listen on (env SHOP_PORT; default 8090; 0 picks a free one)
  --host <addr>         address to listen on (default 127.0.0.1)
  --portal-url <url>    the portal's base URL (env PORTAL_URL; default http://localhost:8080)
  --secret <s>          shared signing secret (env SHOP_NOTIFY_SECRET; required)
  --maintenance <text>  show this text on /order and /checkout, sell nothing (env SHOP_MAINTENANCE)
  -h, --help            show this help

Pages: /order (hand-over), /checkout, /orders (orders sent, for debugging), /health.`;

const configSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535),
  host: z.string().min(1),
  portalUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  secret: z.string().min(1, 'is required (--secret or SHOP_NOTIFY_SECRET)'),
  maintenance: z.string(),
});
export type CliConfig = z.infer<typeof configSchema>;

export type CliParse =
  { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'run'; config: CliConfig };

const flagNames: Record<string, string> = {
  port: '--port',
  host: '--host',
  portalUrl: '--portal-url',
  secret: '--secret',
  maintenance: '--maintenance',
};

/** Flags win over the environment, the environment over the defaults. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): CliParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'portal-url': { type: 'string' },
        secret: { type: 'string' },
        maintenance: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const parsed = configSchema.safeParse({
    port: values.port ?? env.SHOP_PORT ?? '8090',
    host: values.host ?? '127.0.0.1',
    portalUrl: values['portal-url'] ?? env.PORTAL_URL ?? 'http://localhost:8080',
    secret: values.secret ?? env.SHOP_NOTIFY_SECRET ?? '',
    maintenance: values.maintenance ?? env.SHOP_MAINTENANCE ?? '',
  });
  if (!parsed.success) {
    return {
      kind: 'error',
      message: parsed.error.issues
        .map((i) => `${flagNames[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`)
        .join('\n'),
    };
  }
  return { kind: 'run', config: parsed.data };
}
