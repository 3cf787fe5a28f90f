import { describe, expect, it } from '@jest/globals';
import { endpoints } from './api.js';
import { endpointRoutes, endpointUrl } from './endpoint-routes.js';

describe('endpointRoutes', () => {
  it('holds each call of the table with its method and path, and nothing else', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints))
      expect(endpointRoutes[name as keyof typeof endpointRoutes]).toEqual({
        method: endpoint.method,
        path: endpoint.path,
      });
  });
});

describe('endpointUrl', () => {
  it('fills and encodes path parameters below /rest, and leaves out undefined query values', () => {
    expect(endpointUrl('canipConnect', { sn: '52 42/x' })).toBe('/rest/canip/52%2042%2Fx');
    expect(endpointUrl('canipConnect', { sn: '5242252424' }, { offline: '', skip: undefined })).toBe(
      '/rest/canip/5242252424?offline=',
    );
    expect(endpointUrl('file', { id: 'a' }, { show: 'ä&b' })).toBe('/rest/info/file/a?show=%C3%A4%26b');
  });

  it('keeps absolute paths (starting with //) outside /rest', () => {
    expect(endpointUrl('logoutRedirect')).toBe('/logout');
  });
});
