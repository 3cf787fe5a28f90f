import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { type Reply, Route, routePath, routesOutsideRest } from './route.js';

describe('routePath', () => {
  it.each([
    ['/info/init', 'info/init'],
    ['/canip/{sn}/write', 'canip/:sn/write'],
    ['/admin/impersonate/{login}', 'admin/impersonate/:login'],
    ['//logout', 'logout'],
  ])('%s → %s', (path, route) => {
    expect(routePath(path)).toBe(route);
  });

  it('keeps only /logout outside the /rest prefix', () => {
    expect(routesOutsideRest()).toEqual(['logout']);
  });
});

class Handlers {
  @Route('canipWrite')
  write(): Reply<'canipWrite'> {
    return { success: true, errorKeys: [], message: '', errors: {}, values: {} };
  }

  // @ts-expect-error a handler's answer must be its endpoint's Reply: `success` is missing.
  @Route('canipDisconnect')
  disconnect(): { done: boolean } {
    return { done: true };
  }
}

describe('Route', () => {
  it("declares the entry's method, path and status 200 on the handler", () => {
    const handler = Object.getOwnPropertyDescriptor(Handlers.prototype, 'write')!.value as object;
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toBe('canip/:sn/write');
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, handler)).toBe(200);
  });
});
