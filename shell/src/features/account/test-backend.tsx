// Test support for the account specs: a fetch that answers like the portal's backend, and a way to
// clear toasts between tests (they live in the portal store, which outlives each render).
import { type ErrorKey, translateError } from '@portal/contracts';
import { ModalHost, ToastHost } from '@portal/web-kit';
import { act, fireEvent, render, within } from '@testing-library/react';
import { jsonResponse } from '../../app/test-utils.js';

export interface BackendRequest {
  method: string;
  path: string;
  body: unknown;
}
export interface BackendAnswer {
  status: number;
  body: unknown;
}
type Route = BackendAnswer | ((request: BackendRequest) => BackendAnswer | Promise<BackendAnswer>);

export const ok = (body: unknown): BackendAnswer => ({ status: 200, body });

/** An error body exactly as the backend's exception filter writes it (German messages). */
export function apiError(status: number, key: ErrorKey, fields?: Record<string, string[]>): BackendAnswer {
  return {
    status,
    body: { status, key, message: translateError(key, 'de-de'), ...(fields ? { fields } : {}) },
  };
}

/**
 * Replaces globalThis.fetch with a jest mock serving `routes` keyed by 'METHOD /rest/path'; any other
 * call answers 404 like the backend. `requests(key)` lists what was sent to one route.
 */
export function fakeBackend(routes: Record<string, Route>) {
  const seen: BackendRequest[] = [];
  const fetchMock = import.meta.jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : 'url' in input ? input.url : input.href;
    const url = new URL(href, 'http://portal.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    seen.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      route === undefined
        ? apiError(404, 'exception.notfound')
        : typeof route === 'function'
          ? await route(request)
          : route;
    return jsonResponse(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock;
  return {
    fetch: fetchMock,
    requests: (key: string) => seen.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** The shell's modal and toast hosts, which the dialogs render into. */
export function Hosts() {
  return (
    <>
      <ModalHost />
      <ToastHost />
    </>
  );
}

/** Closes the toasts a previous test left (persistent ones stay in the store until closed). */
export function dismissToasts(): void {
  const { container, unmount } = render(<ToastHost />);
  act(() => {
    for (const button of within(container.ownerDocument.body).queryAllByRole('button', { name: 'Close' })) {
      fireEvent.click(button);
    }
  });
  unmount();
}
