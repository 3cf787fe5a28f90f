import { inRoleFlags, primaryRole } from './roles.js';

describe('primaryRole (spec 4)', () => {
  it.each([
    [[], 'betreiber'],
    [['betreiber'], 'betreiber'],
    [['betreiber', 'partner'], 'partner'],
    [['partner', 'subpartner'], 'subpartner'],
    [['serviceparter'], 'subpartner'],
    [['remeha'], 'remeha'],
    [['admin'], 'remeha'],
    [['partner', 'remeha'], 'partner'],
    [['demo'], 'betreiber'],
  ])('%p → %s', (roles, expected) => {
    expect(primaryRole(roles, 'remeha')).toBe(expected);
  });
});

describe('inRoleFlags', () => {
  it('has one flag per role with the brand key as the manufacturer role', () => {
    const flags = inRoleFlags(['partner', 'broetje'], 'broetje');
    expect(flags).toMatchObject({
      partner: true,
      broetje: true,
      betreiber: false,
      admin: false,
      demo: false,
      extern: false,
    });
    expect(flags).not.toHaveProperty('dachs');
  });
});
