import { describe, expect, it } from '@jest/globals';
import { remoteOfPath, remotePageOf } from './remote-pages.js';

describe('remoteOfPath', () => {
  it('names the remote whose route a page is, so it can load before the page asks', () => {
    expect(remoteOfPath('/')).toBe('mf_units');
    expect(remoteOfPath('/5242252424/dashboard')).toBe('mf_dashboard');
    expect(remoteOfPath('/charts')).toBe('mf_dashboard');
    expect(remoteOfPath('/hzatool/4f1c')).toBe('mf_hzatool');
    expect(remoteOfPath('/services')).toBe('mf_shop');
    expect(remoteOfPath('/alarms')).toBe('mf_fleet');
    expect(remoteOfPath('/alarms/webhooks')).toBe('mf_fleet');
    expect(remoteOfPath('/usersettings')).toBeUndefined();
    expect(remoteOfPath('/login')).toBeUndefined();
  });
});

describe('remoteOfPath, as the router matches', () => {
  it('takes any value for a parameter, ignores a trailing slash and case, and wants every segment', () => {
    expect(remoteOfPath('/5242252424/dp/heizkreis')).toBe('mf_dashboard');
    expect(remoteOfPath('/5242252424/Dashboard/')).toBe('mf_dashboard');
    expect(remoteOfPath('/5242252424/dashboard/more')).toBeUndefined();
    expect(remoteOfPath('/dashboard')).toBeUndefined();
    expect(remoteOfPath('/shopcheckout/duplicate/4711')).toBe('mf_shop');
  });
});

describe('remotePageOf', () => {
  it("gives the route's id and parameters, decoded, so the entry can ask for the page's unit", () => {
    expect(remotePageOf('/5242252424/dashboard')).toEqual({
      remote: 'mf_dashboard',
      routeId: 'dashboard',
      params: { sn: '5242252424' },
    });
    expect(remotePageOf('/52%2042/dp/heizkreis')).toEqual({
      remote: 'mf_dashboard',
      routeId: 'dataPage',
      params: { sn: '52 42', page: 'heizkreis' },
    });
    expect(remotePageOf('/')).toEqual({ remote: 'mf_units', routeId: 'start', params: {} });
    expect(remotePageOf('/alarms/rules')).toEqual({ remote: 'mf_fleet', routeId: 'alarmRules', params: {} });
    expect(remotePageOf('/usersettings')).toBeUndefined();
  });

  it('keeps a segment that is no valid encoding as it stands instead of failing the start', () => {
    expect(remotePageOf('/52%E0%A4%A/dashboard')).toEqual({
      remote: 'mf_dashboard',
      routeId: 'dashboard',
      params: { sn: '52%E0%A4%A' },
    });
  });
});
