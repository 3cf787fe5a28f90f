import { testInit } from '../../../components/test-utils.js';
import { drawsEarlyForm, formatText, skinFileUrl, storedLanguage } from './early-login.js';

const loggedOut = testInit(null);
const at = (pathname: string, search = '') => ({ pathname, search });

describe('drawsEarlyForm', () => {
  it('draws where the app shows the login form: /login and every guarded page, logged out', () => {
    for (const path of ['/login', '/', '/1234567890/dashboard', '/usersettings', '/no/such/page'])
      expect(drawsEarlyForm(loggedOut, at(path), null)).toBe(true);
  });

  it('leaves the public pages, a session, a failed init and a custom stylesheet to the app', () => {
    for (const path of ['/login/abc123', '/loggedout', '/extdoc/hilfe'])
      expect(drawsEarlyForm(loggedOut, at(path), null)).toBe(false);
    expect(drawsEarlyForm(testInit({}), at('/login'), null)).toBe(false);
    expect(drawsEarlyForm(undefined, at('/login'), null)).toBe(false);
    const custom = { ...loggedOut, app: { ...loggedOut.app, css_custom: '/custom.css' } };
    expect(drawsEarlyForm(custom, at('/login'), null)).toBe(false);
  });

  it('with single sign-on draws only the password form (?password), which does not hand over', () => {
    const sso = { ...loggedOut, app: { ...loggedOut.app, usesaml2: true } };
    expect(drawsEarlyForm(sso, at('/login'), null)).toBe(false);
    expect(drawsEarlyForm(sso, at('/'), null)).toBe(false);
    expect(drawsEarlyForm(sso, at('/login', '?password'), null)).toBe(true);
  });

  it('leaves the return after an expired session (its note) to the app', () => {
    expect(
      drawsEarlyForm(loggedOut, at('/login'), { usr: { from: '/', expired: true }, key: 'x', idx: 0 }),
    ).toBe(false);
    expect(drawsEarlyForm(loggedOut, at('/login'), { usr: { from: '/charts' }, key: 'x', idx: 0 })).toBe(
      true,
    );
  });
});

describe('the login entry helpers', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatText('Version {version}', { version: '1.2.3' })).toBe('Version 1.2.3');
    expect(formatText('{a} und {b}', { a: 'x' })).toBe('x und {b}');
  });

  it("names a skin's file beside its manifest", () => {
    expect(skinFileUrl('/skins/remeha/mf-manifest.json', 'theme.json')).toBe('/skins/remeha/theme.json');
  });

  it('reads the language chosen before, else German, also when storage fails', () => {
    expect(storedLanguage({ getItem: () => 'en-gb' })).toBe('en-gb');
    expect(storedLanguage({ getItem: () => 'fr-fr' })).toBe('de-de');
    expect(
      storedLanguage({
        getItem: () => {
          throw new Error('private mode');
        },
      }),
    ).toBe('de-de');
    expect(storedLanguage(undefined)).toBe('de-de');
  });
});
