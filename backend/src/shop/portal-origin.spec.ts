import type { Request } from 'express';
import { handOverUrl, requestOrigin } from './portal-origin.js';

const hosts = ['localhost:8080', '127.0.0.1:8080', 'portal.example.com'];
const requestBy = (host: string | undefined, protocol = 'http') =>
  ({ protocol, get: (name: string) => (name === 'host' ? host : undefined) }) as unknown as Request;

describe('requestOrigin', () => {
  it('is the address the request came by when the portal is known by it', () => {
    expect(requestOrigin(requestBy('127.0.0.1:8080'), hosts)).toBe('http://127.0.0.1:8080');
    expect(requestOrigin(requestBy('Portal.Example.com', 'https'), hosts)).toBe('https://portal.example.com');
  });

  it('is nothing for any other or a missing Host header', () => {
    for (const host of ['evil.example', 'localhost:9999', 'localhost', undefined])
      expect(requestOrigin(requestBy(host), hosts)).toBeUndefined();
  });
});

describe('handOverUrl', () => {
  it('puts a shop on this machine under the host name the user came by', () => {
    expect(handOverUrl('http://localhost:8090/order', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8090/order',
    );
  });

  it('leaves other shops and unknown origins alone', () => {
    expect(handOverUrl('https://shop.example.com/order', 'http://127.0.0.1:8080')).toBe(
      'https://shop.example.com/order',
    );
    expect(handOverUrl('http://localhost:8090/order', undefined)).toBe('http://localhost:8090/order');
  });
});
