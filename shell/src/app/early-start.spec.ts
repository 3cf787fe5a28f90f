import { describe, expect, it } from '@jest/globals';
import { endpoints } from '@portal/contracts';
import { initPath } from './early-start.js';

describe('initPath', () => {
  it('is the init endpoint of the contract, which the entry cannot import', () => {
    expect(initPath).toBe(`/rest${endpoints.init.path}`);
    expect(endpoints.init.method).toBe('get');
  });
});
