import { MessageChannel } from 'node:worker_threads';
import { testInit } from '../../../components/test-utils.js';

// React's server renderer schedules with MessageChannel, which Node has and jsdom does not.
globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
const { renderLoginPage } = await import('./render.js');

const app = { ...testInit(null).app, portalName: 'Dachs <Portal>', version: '1.2.3' };
const theme = {
  name: 'remeha' as const,
  label: 'Remeha "R"',
  logoSvg: '<svg aria-hidden="true"></svg>',
  cssVariables: {},
  helpBase: '/skins/remeha/docs/',
};
const request = { app, theme, pathname: '/login', search: '', cookie: undefined };

/** The drawn page as a document, to ask it as the browser would see it. */
const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the server-drawn login form', () => {
  it("draws the form in its container, in the cookie's language, with the app's and skin's texts escaped", () => {
    const drawn = renderLoginPage({ ...request, cookie: 'portal.language=en-gb' })!;
    expect(drawn.lang).toBe('en-GB');
    const page = parsed(drawn.html);
    const container = page.getElementById('login-entry')!;
    expect(container.dataset['language']).toBe('en-gb');
    expect(page.querySelector('h1')?.textContent).toBe('Log in');
    expect(page.querySelector('.portal-brand-name')?.textContent).toBe('Dachs <Portal>');
    expect(page.querySelector('[data-skin-logo="remeha"]')?.getAttribute('aria-label')).toBe('Remeha "R"');
    expect(page.querySelector<HTMLSelectElement>('#login-language')?.value).toBe('en-gb');
    expect(page.querySelector('#login-user')?.hasAttribute('autofocus')).toBe(true);
  });

  it('cannot send anything before the app takes over: its default button is disabled', () => {
    const page = parsed(renderLoginPage(request)!.html);
    const submit = page.querySelector<HTMLButtonElement>('form button[type="submit"]');
    expect(submit?.disabled).toBe(true);
    expect(page.querySelectorAll('form button[type="submit"]')).toHaveLength(1);
    expect(page.querySelector('h1')?.textContent).toBe('Anmelden');
  });

  it('draws nothing where the app shows another page', () => {
    expect(renderLoginPage({ ...request, pathname: '/loggedout' })).toBeUndefined();
    expect(renderLoginPage({ ...request, app: { ...app, usesaml2: true } })).toBeUndefined();
  });
});
