/** The backends the end-to-end tests run against (ports chosen away from the usual ones). */
const portal = (port: number, env: Record<string, string> = {}) => ({
  port,
  url: `http://127.0.0.1:${port}`,
  env,
});

export const portals = {
  // The main portal also runs simulated units, so pages can connect to live ones.
  main: portal(18181, {
    SMTP_URL: 'smtp://127.0.0.1:18190',
    PUBLIC_URL: 'http://127.0.0.1:18181',
    SIM_UNITS: '10',
  }),
  remeha: portal(18182, {
    SKIN: 'remeha',
    // One remote whose manifest answers 404; the shop remote is replaced by a throwing one in the test.
    REMOTE_MF_HZATOOL_URL: '/mf/missing/mf-manifest.json',
  }),
  broetje: portal(18183, { SKIN: 'broetje' }),
  none: portal(18184, { SKIN: 'none' }),
};

export const demoPassword = 'portal-demo-1';

/** The main portal mails through a test SMTP server on this port (started by the reset test). */
export const smtpPort = 18190;
