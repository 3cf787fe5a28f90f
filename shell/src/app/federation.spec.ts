import { describe, expect, it } from '@jest/globals';
import { remoteOfPath } from './federation.js';

describe('remoteOfPath', () => {
  it('names the remote whose route a page is, so it can load before the page asks', () => {
    expect(remoteOfPath('/')).toBe('mf_units');
    expect(remoteOfPath('/5242252424/dashboard')).toBe('mf_dashboard');
    expect(remoteOfPath('/charts')).toBe('mf_dashboard');
    expect(remoteOfPath('/hzatool/4f1c')).toBe('mf_hzatool');
    expect(remoteOfPath('/services')).toBe('mf_shop');
    expect(remoteOfPath('/usersettings')).toBeUndefined();
    expect(remoteOfPath('/login')).toBeUndefined();
  });
});
