/** A fetch answer as the API client reads it (jsdom has no Response class). */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    // A copy per answer, as a real response would be: components cannot change the fake's data.
    json: () => Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response;
}
