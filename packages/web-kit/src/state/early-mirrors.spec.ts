import { portalStore } from './store.js';
import { mirrorUnitListViewInCookie, unitListViewAtom, unitListViewOfCookie } from './unit-list-view.js';
import { mirrorScreenSizeInCookie, screenSizeOfCookie } from '../util/breakpoints.js';

// The cookies the server draws a logged-in page's frame by (ADR 0032): what the app keeps in them
// is what it shows itself, so both frames are the same.

const clearCookies = () =>
  document.cookie.split(';').forEach((part) => {
    document.cookie = `${part.split('=')[0]!.trim()}=; path=/; max-age=0`;
  });

afterEach(clearCookies);

describe("the start page's view in a cookie", () => {
  it('starts from the view the cookie names, and keeps every view the start page shows', () => {
    document.cookie = 'portal.listView=units; path=/';
    mirrorUnitListViewInCookie();
    expect(portalStore.get(unitListViewAtom)).toBe('units');
    portalStore.set(unitListViewAtom, 'locations');
    expect(unitListViewOfCookie(document.cookie)).toBe('locations');
  });

  it('reads only the two views, and nothing from other cookies', () => {
    expect(unitListViewOfCookie('portal.listView=map')).toBeNull();
    expect(unitListViewOfCookie('x.portal.listView=units; other=1')).toBeNull();
    expect(unitListViewOfCookie(undefined)).toBeNull();
    expect(unitListViewOfCookie('a=1;  portal.listView=locations')).toBe('locations');
  });
});

describe("the screen's size class in a cookie", () => {
  it("keeps the window's size class, and its change on resize", () => {
    window.innerWidth = 1200;
    mirrorScreenSizeInCookie();
    expect(screenSizeOfCookie(document.cookie)).toBe('large');
    window.innerWidth = 375;
    window.dispatchEvent(new Event('resize'));
    expect(screenSizeOfCookie(document.cookie)).toBe('small');
    expect(screenSizeOfCookie('portal.screen=huge')).toBeUndefined();
  });
});
