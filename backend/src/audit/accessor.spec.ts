import { describe, expect, it } from '@jest/globals';
import { accessorOf } from './accessor.js';

describe('accessorOf', () => {
  it.each([
    [['betreiber'], true, undefined, 'operator'],
    [['admin'], true, undefined, 'operator'],
    [['admin'], false, undefined, 'admin'],
    [['dachs'], false, undefined, 'manufacturer'],
    [['partner'], false, undefined, 'partner'],
    [['subpartner'], false, undefined, 'partner'],
    [['demo'], false, undefined, 'demo'],
    // An admin acting as the operator is no access of the owner's own.
    [['betreiber'], true, 1, 'admin'],
  ])('%p, operator %p, impersonated by %p: %s', (roles, isOperator, impersonatorId, kind) => {
    const accessor = accessorOf({ id: 7, roles }, isOperator, 'dachs', impersonatorId);
    expect(accessor).toEqual({ actorId: 7, accessorKind: kind, impersonatorId: impersonatorId ?? null });
  });
});
