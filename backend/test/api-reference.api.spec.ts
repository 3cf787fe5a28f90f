import { endpoints } from '@portal/contracts';
import { type Portal, startPortal } from './harness.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.destroy());

type Operation = {
  operationId: string;
  parameters: { name: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

describe('the API reference', () => {
  it('is a page at /rest/docs/ui that loads only same-origin scripts, under the portal CSP', async () => {
    const page = await portal.client().get('/rest/docs/ui');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const html = page.body as string;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(content).toBe('');
      expect(attributes).toMatch(/ src="\/rest\/docs\/ui\/[\w.-]+"/);
    }
    expect(html).not.toMatch(/ style=|<style/);
    const files = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const answer = await portal.client().get(file);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^(text\/(css|javascript)|image\/png)/);
    }
    expect((await portal.client().get('/rest/docs/ui/package.json')).status).toBe(404);
    expect((await portal.client().get('/rest/docs/ui/..%2Fpackage.json')).status).toBe(404);
  });

  it('documents the bearer token, the session cookie, the error model and the rate limits', async () => {
    const { body } = await portal.client().get('/rest/docs');
    expect(body.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'portal.sid' }),
    });
    expect(body.components.schemas.ApiError.properties).toHaveProperty('key');
    expect(body.components.schemas.ErrorKey.enum).toEqual(
      expect.arrayContaining(['exception.ratelimited', 'exception.validation', 'exception.loginrequired']),
    );
    expect(body.info.description).toMatch(/RateLimit-Remaining/);
    expect(body.info.description).toMatch(/600 calls per 60 s/);
    expect(Object.keys(body.components.headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']),
    );
  });

  it('has an example for every call: its parameters, body and JSON answer, and a 429 answer', async () => {
    const { body } = await portal.client().get('/rest/docs');
    const operations = Object.values(body.paths as Record<string, Record<string, Operation>>).flatMap(
      (methods) => Object.values(methods),
    );
    expect(operations).toHaveLength(Object.keys(endpoints).length);
    const missing: string[] = [];
    for (const operation of operations) {
      const id = operation.operationId;
      for (const parameter of operation.parameters)
        if (parameter.example === undefined) missing.push(`${id} ${parameter.name}`);
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
        if (content.example === undefined) missing.push(`${id} body ${type}`);
      for (const [status, answer] of Object.entries(operation.responses))
        for (const [type, content] of Object.entries(answer.content ?? {}))
          if (type === 'application/json' && content.example === undefined)
            missing.push(`${id} ${status} ${type}`);
      if (!operation.responses['429']) missing.push(`${id} 429`);
    }
    expect(missing).toEqual([]);
    const units = body.paths['/rest/info/units'].post;
    expect(units.requestBody.content['application/json'].example).toEqual(
      expect.objectContaining({ limit: expect.any(Number), filter: expect.any(Object) }),
    );
  });
});
