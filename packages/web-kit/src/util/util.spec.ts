import { jest } from '@jest/globals';
import { catalogueProblems, defineCatalogue } from '../i18n/catalogue.js';
import { formatExcelDate } from '../i18n/formats.js';
import { screenSizeOf, widthClassOf } from './breakpoints.js';
import { logoutUrl, returnPath } from '../state/logout.js';
import { debounce, throttle } from './timing.js';

describe('breakpoints and width classes (spec 9)', () => {
  it.each([
    [375, 'small'],
    [767, 'small'],
    [768, 'medium'],
    [991, 'medium'],
    [992, 'large'],
  ])('%i px is %s', (width, size) => expect(screenSizeOf(width)).toBe(size));

  it.each([
    [801, 'xxl'],
    [800, 'xl'],
    [651, 'xl'],
    [451, 'lg'],
    [301, 'md'],
    [201, 'sm'],
    [101, 'xs'],
    [100, 'xxs'],
  ])('%i px is %s', (width, widthClass) => expect(widthClassOf(width)).toBe(widthClass));
});

describe('timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounce runs once after the calls pause, with the last arguments', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 500);
    debounced('a');
    jest.advanceTimersByTime(300);
    debounced('b');
    jest.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('throttle runs at once, then at most once per interval with the latest arguments', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 400);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    jest.advanceTimersByTime(400);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });
});

describe('catalogues', () => {
  it('report keys missing in a language and differing placeholders', () => {
    const broken = { 'de-de': { a: 'A {n}', b: 'B' }, 'en-gb': { a: 'A', c: 'C' } };
    expect(catalogueProblems(broken)).toEqual([
      'a: placeholders differ',
      'b: missing in en-gb',
      'c: missing in de-de',
    ]);
    expect(
      catalogueProblems(defineCatalogue({ 'de-de': { x: '{n} Anlagen' }, 'en-gb': { x: '{n} units' } })),
    ).toEqual([]);
  });
});

it('formats the excel date sortably', () => {
  expect(formatExcelDate(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09');
});

describe('logout and return paths', () => {
  it('logs out to /loggedout, which remembers the page', () => {
    expect(logoutUrl('/5123456789/dashboard?x=1')).toBe(
      `/logout?returnUrl=${encodeURIComponent('/loggedout?returnUrl=%2F5123456789%2Fdashboard%3Fx%3D1')}`,
    );
    expect(logoutUrl()).toBe('/logout?returnUrl=%2Floggedout');
    // With single sign-on through the SAML logout, which ends the identity provider's session too.
    expect(logoutUrl('/x', true)).toBe('/rest/saml2/logout?redirect=%2Floggedout%3FreturnUrl%3D%252Fx');
  });

  it('returns only to pages of this portal', () => {
    expect(returnPath('/usersettings')).toBe('/usersettings');
    expect(returnPath('//evil.example/x')).toBeUndefined();
    expect(returnPath('https://evil.example/')).toBeUndefined();
    expect(returnPath(undefined)).toBeUndefined();
  });
});
