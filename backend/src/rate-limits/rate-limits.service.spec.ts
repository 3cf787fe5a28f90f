import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimitsRepository } from './rate-limits.repository.js';
import { RateLimitsService, callerOf, rateLimitHeaders } from './rate-limits.service.js';

const repository = (limiter: RateLimiterMemory | { consume(): Promise<never> }) =>
  ({
    store: 'redis',
    budgets: {
      caller: { points: 2, windowSeconds: 60, limiter },
      anonymous: { points: 2, windowSeconds: 60, limiter },
    },
  }) as unknown as RateLimitsRepository;

describe('callerOf', () => {
  it('is the token, else the logged-in session (as a digest), else the address', () => {
    const session = { sessionID: 'secret-session-id', session: { passport: { user: 7 } } };
    expect(callerOf({ ...session, accessToken: { id: 'tok1' } }, '10.0.0.1')).toEqual({
      kind: 'caller',
      key: 'token:tok1',
    });
    // The bearer middleware's grant has a numeric id and a session of the token's own, not logged in.
    expect(
      callerOf({ accessToken: { id: 42 }, sessionID: 'token-session', session: {} }, '10.0.0.1'),
    ).toEqual({
      kind: 'caller',
      key: 'token:42',
    });
    const bySession = callerOf(session, '10.0.0.1');
    expect(bySession.kind).toBe('caller');
    expect(bySession.key).toMatch(/^session:[\w-]{43}$/);
    expect(bySession.key).not.toContain('secret-session-id');
    // A session nobody logged in to is no caller of its own: a fresh one per call would be a fresh budget.
    expect(callerOf({ sessionID: 'fresh', session: {} }, '10.0.0.1')).toEqual({
      kind: 'anonymous',
      key: 'address:10.0.0.1',
    });
  });
});

describe('RateLimitsService', () => {
  it('counts down and refuses over the budget, with the headers to tell it', async () => {
    const service = new RateLimitsService(repository(new RateLimiterMemory({ points: 2, duration: 60 })));
    const caller = { kind: 'caller', key: 'token:a' } as const;
    expect(await service.take(caller)).toMatchObject({ allowed: true, remaining: 1, limit: 2 });
    await service.take(caller);
    const refused = (await service.take(caller))!;
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(rateLimitHeaders(refused)).toEqual({
      'RateLimit-Limit': '2',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': expect.stringMatching(/^(59|60)$/),
      'RateLimit-Policy': '2;w=60',
      'Retry-After': expect.stringMatching(/^(59|60)$/),
    });
  });

  it('lets calls through uncounted when the store fails', async () => {
    const broken = { consume: () => Promise.reject(new Error('connection refused')) };
    const service = new RateLimitsService(repository(broken));
    await expect(service.take({ kind: 'anonymous', key: 'address:x' })).resolves.toBeUndefined();
  });
});
