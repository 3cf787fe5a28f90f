import { testInit } from '../../../components/test-utils.js';
import { cookieLanguage, drawsEarlyForm, formatText } from './early-login.js';

const app = testInit(null).app;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('drawsEarlyForm', () => {
  it('draws where the app shows the login form: /login and every guarded page', () => {
    for (const path of ['/login', '/', '/1234567890/dashboard', '/usersettings', '/no/such/page'])
      expect(drawsEarlyForm(app, at(path))).toBe(true);
  });

  it('leaves the public pages and a custom stylesheet to the app', () => {
    for (const path of ['/login/abc123', '/loggedout', '/extdoc/hilfe'])
      expect(drawsEarlyForm(app, at(path))).toBe(false);
    expect(drawsEarlyForm({ ...app, css_custom: '/custom.css' }, at('/login'))).toBe(false);
  });

  it('with single sign-on draws only the password form (?password), which does not hand over', () => {
    const sso = { ...app, usesaml2: true };
    expect(drawsEarlyForm(sso, at('/login'))).toBe(false);
    expect(drawsEarlyForm(sso, at('/'))).toBe(false);
    expect(drawsEarlyForm(sso, at('/login', '?password'))).toBe(true);
  });
});

describe('the early form helpers', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatText('Version {version}', { version: '1.2.3' })).toBe('Version 1.2.3');
    expect(formatText('{a} und {b}', { a: 'x' })).toBe('x und {b}');
  });

  it('draws in the language of the cookie, else German', () => {
    expect(cookieLanguage('portal.sid=x; portal.language=en-gb')).toBe('en-gb');
    expect(cookieLanguage('portal.language=de-de')).toBe('de-de');
    for (const header of [
      undefined,
      '',
      'portal.language=fr-fr',
      'xportal.language=en-gb',
      'portal.language',
    ])
      expect(cookieLanguage(header)).toBe('de-de');
  });
});
