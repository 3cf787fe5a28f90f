import { expect, test } from '../support/test.js';

// The API reference at /rest/docs/ui: Swagger UI from the portal's own files, rendered under the
// portal's Content-Security-Policy without a single violation, at desktop and phone width.

for (const width of [1280, 375])
  test(`the API reference lists the calls with no CSP error at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
    });
    await page.goto('/rest/docs/ui');
    // Swagger UI's bundle is large (1.5 MB): on a loaded machine it renders after the usual 10 s.
    await expect(page.getByRole('heading', { name: /REST API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Liveness and database check')).toBeVisible();
    await expect(page.getByText('Log in with user and password').first()).toBeVisible();
    // The introduction tells about tokens and rate limits.
    await expect(page.getByText('RateLimit-Remaining').first()).toBeVisible();
    await page.getByText('Liveness and database check').scrollIntoViewIfNeeded();
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
