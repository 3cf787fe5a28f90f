import { type Portal, demoPassword, startPortal } from './harness.js';

// TRUST_PROXY lets each test act from its own client address through X-Forwarded-For.
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => portal.destroy());

const attempt = (user: string, password: string, ip: string) =>
  portal.client().post('/rest/info/login', { user, password }, { 'x-forwarded-for': ip });

describe('login throttling', () => {
  it('blocks a login name after 10 failures within 15 minutes, from any address', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await attempt('partner', 'wrong-password-1', `10.1.0.${i + 1}`);
      expect(answer.status).toBe(401);
    }
    const blocked = await attempt('partner', demoPassword, '10.1.0.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: 429, key: 'exception.toomanyrequests' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await attempt('subpartner', demoPassword, '10.1.0.99')).status).toBe(200);
  });

  it('checks no more than 10 of 30 wrong passwords sent at once (each attempt is taken before the check)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('parallel-probe', 'wrong-password-1', `10.6.0.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await attempt('parallel-probe', 'wrong-password-1', '10.6.1.1')).status).toBe(429);
  });

  it('blocks a client address after 10 failures within 15 minutes, whatever the login', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`nobody${i}`, 'wrong-password-1', '10.2.0.1')).status).toBe(401);
    }
    expect((await attempt('betreiber', demoPassword, '10.2.0.1')).status).toBe(429);
    expect((await attempt('betreiber', demoPassword, '10.2.0.2')).status).toBe(200);
  });

  it('counts failed hash logins per address too', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await portal
        .client()
        .post('/rest/info/login', { hash: `forged${i}.secret` }, { 'x-forwarded-for': '10.3.0.1' });
      expect(answer.status).toBe(401);
    }
    const blocked = await portal
      .client()
      .post('/rest/info/login', { hash: 'forged.secret' }, { 'x-forwarded-for': '10.3.0.1' });
    expect(blocked.status).toBe(429);
  });

  it('forgets earlier failures of a login after a successful login', async () => {
    for (let i = 0; i < 9; i++)
      expect((await attempt('extern', 'wrong-password-1', `10.4.0.${i + 1}`)).status).toBe(401);
    expect((await attempt('extern', demoPassword, '10.4.1.1')).status).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await attempt('extern', 'wrong-password-1', `10.4.2.${i + 1}`)).status).toBe(401);
    expect((await attempt('extern', demoPassword, '10.4.3.1')).status).toBe(200);
  });

  it('counts wrong re-entered passwords (password change) like failed logins', async () => {
    const client = portal.client();
    const login = await client.post(
      '/rest/info/login',
      { user: 'dachs', password: demoPassword },
      { 'x-forwarded-for': '10.5.0.1' },
    );
    expect(login.status).toBe(200);
    const change = (ip: string) =>
      client.post(
        '/rest/info/pwChange',
        { oldPassword: 'wrong-password-1', password: 'brand-new-pw-1', passwordConfirm: 'brand-new-pw-1' },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 10; i++) expect((await change(`10.5.1.${i + 1}`)).status).toBe(400);
    expect((await change('10.5.2.1')).status).toBe(429);
    expect((await attempt('dachs', demoPassword, '10.5.3.1')).status).toBe(429);
  });
});
