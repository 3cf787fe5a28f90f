/**
 * The backends the end-to-end tests run against (ports chosen away from the usual ones). E2E_PORT_BASE
 * moves them all, so two checkouts can run their end-to-end tests side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18180);

const portal = (offset: number, env: Record<string, string> = {}) => ({
  port: base + offset,
  url: `http://127.0.0.1:${base + offset}`,
  // Every test of a role shares the one session its setup saved, and a whole run's pages of a role
  // can pass a browser's 600 calls a minute: the budget is no subject of these tests.
  env: { RATE_LIMIT_POINTS: '10000', ...env },
});

export const portals = {
  // The main portal also runs simulated units, so pages can connect to live ones.
  main: portal(1, {
    SMTP_URL: `smtp://127.0.0.1:${base + 10}`,
    PUBLIC_URL: `http://127.0.0.1:${base + 1}`,
    SIM_UNITS: '10',
    // Charts need months of history (the default, as on a fresh start).
    DEMO_HISTORY_DAYS: '400',
    // The device menu's tests lock a simulated unit and wait for the service level to time out.
    SIM_CONTROL: 'true',
    SERVICE_LEVEL_SECONDS: '45',
    // The alarms' test resolves a repaired unit's incident within seconds.
    ALARM_CLEAR_SECONDS: '2',
    ALARM_SWEEP_SECONDS: '0.5',
    // The advice test shows the demo's showcase advice, which a sweep over the unit's own (healthy)
    // history would resolve.
    ADVICE_SWEEP_MINUTES: '0',
  }),
  remeha: portal(2, {
    SKIN: 'remeha',
    DEMO_HISTORY_DAYS: '0',
    // One remote whose manifest answers 404; the shop remote is replaced by a throwing one in the test.
    REMOTE_MF_HZATOOL_URL: '/mf/missing/mf-manifest.json',
  }),
  broetje: portal(3, { SKIN: 'broetje', DEMO_HISTORY_DAYS: '0' }),
  // Its shop is under maintenance: ordering is off there.
  none: portal(4, { SKIN: 'none', DEMO_HISTORY_DAYS: '0', SHOP_MAINTENANCE: 'Inventur bis 14 Uhr' }),
  // The accessibility audit's own world: it switches the demo accounts' language, which would change
  // the words under the main portal's tests, so it runs beside them instead of after them.
  audit: portal(5, { SIM_UNITS: '10', DEMO_HISTORY_DAYS: '30' }),
};

/** The stand-in web shop the main portal hands its orders to. */
export const shopStandin = { port: base + 20, url: `http://127.0.0.1:${base + 20}` };

export const demoPassword = 'portal-demo-1';

/** The main portal mails through a test SMTP server on this port (started by the reset test). */
export const smtpPort = base + 10;
