/** @jest-environment node */
import { portalQueryClient } from '@portal/web-kit';
import { testInit } from '@portal/web-kit/testing';
import { renderFrame } from './render.js';

// In Node, as the backend runs it: no DOM (with one, react-bootstrap's phone menu would draw a portal).

const theme = {
  name: 'dachs' as const,
  label: 'Dachs',
  logoSvg: '<svg aria-hidden="true"></svg>',
  cssVariables: {},
  helpBase: '/skins/dachs/docs/',
};
const init = testInit({ data: { ...testInit().user!.data, name: 'Stefan <Hofmann>' } });
const request = {
  init,
  theme,
  pathname: '/charts',
  search: '?range=week',
  cookie: 'portal.sid=s%3Aabc; portal.screen=large',
};

/** The text of the element that opens with `start`, up to the first `end`. */
const textAfter = (html: string, start: string, end = /<\/span>/) =>
  html
    .slice(html.indexOf(start) + start.length)
    .split(end)[0]
    ?.replace(/<[^>]+>/g, '');
const page = '<main class="portal-page">';

describe('the server-drawn frame of a logged-in page', () => {
  it("draws the app's header, menu, footer and loading page in its container, for the user and the page", () => {
    const { html, lang } = renderFrame(request)!;
    expect(lang).toBe('de-DE');
    expect(html).toMatch(/^<div id="frame-entry"><div class="portal-frame"><header class="portal-header">/);
    // The user's name as text, escaped.
    expect(textAfter(html, '<span class="portal-header-user">')).toBe('Stefan &lt;Hofmann&gt;');
    expect(html).toMatch(/<a data-menu="charts" aria-current="page" [^>]*href="\/charts"/);
    // No start page view in this browser yet: the start entry without its subtitle.
    expect(html).not.toContain('portal-nav-subtitle');
    expect(textAfter(html, page, /<\/main>/)).toBe('Wird geladen …');
    expect(html).toContain('<footer');
    // On a desktop: the side menu, no bottom navigation.
    expect(html).toContain('<nav class="portal-sidebar"');
    expect(html).not.toContain('portal-with-bottom-nav');
  });

  it('draws the phone frame for a small screen, and in the language of the user', () => {
    const english = testInit({ language: 'en-gb' });
    const { html, lang } = renderFrame({ ...request, init: english, cookie: 'portal.screen=small' })!;
    expect(lang).toBe('en-GB');
    expect(html).toContain('<div class="portal-frame portal-with-bottom-nav">');
    expect(html).not.toContain('<nav class="portal-sidebar"');
    expect(textAfter(html, page, /<\/main>/)).toBe('Loading …');
  });

  it("names the start page's view the browser showed last", () => {
    const byUnit = renderFrame({
      ...request,
      pathname: '/',
      search: '',
      cookie: `${request.cookie}; portal.listView=units`,
    })!;
    expect(byUnit.html).toMatch(/<a data-menu="start" aria-current="page" [^>]*href="\/"/);
    expect(textAfter(byUnit.html, '<small class="portal-nav-subtitle">', /<\/small>/)).toBe('nach Anlage');
    const { html } = renderFrame({ ...request, cookie: `portal.listView=locations; ${request.cookie}` })!;
    expect(textAfter(html, '<small class="portal-nav-subtitle">', /<\/small>/)).toBe('nach Standort');
  });

  it('draws nothing where the app shows something else first or looks different', () => {
    expect(renderFrame({ ...request, cookie: 'portal.sid=s%3Aabc' })).toBeUndefined();
    expect(renderFrame({ ...request, cookie: 'portal.screen=huge' })).toBeUndefined();
    expect(renderFrame({ ...request, init: testInit(null) })).toBeUndefined();
    expect(renderFrame({ ...request, init: testInit({ roles: ['betreiberold'] }) })).toBeUndefined();
    const custom = { ...init, app: { ...init.app, css_custom: '/styles/custom.css' } };
    expect(renderFrame({ ...request, init: custom })).toBeUndefined();
    // The shell's own pages (their forms load when opened).
    expect(renderFrame({ ...request, pathname: '/usersettings' })).toBeUndefined();
    // A unit's page: its menu and header have the unit's entries once the app has the unit.
    expect(renderFrame({ ...request, pathname: '/1234567890/dashboard' })).toBeUndefined();
  });

  it('keeps nothing of a request for the next', () => {
    renderFrame(request);
    expect(portalQueryClient.getQueryCache().getAll()).toEqual([]);
    const other = testInit({ data: { ...init.user!.data, name: 'Erika Muster' } });
    const { html } = renderFrame({ ...request, init: other })!;
    expect(textAfter(html, '<span class="portal-header-user">')).toBe('Erika Muster');
  });
});
