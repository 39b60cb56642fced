import { roleClaim } from './jwt';

const token = (claims: object) =>
  ['e30', btoa(JSON.stringify({ exp: 4_000_000_000, ...claims })).replace(/=+$/, ''), ''].join('.');

describe('roleClaim', () => {
  it('reads the role the server trusts from the token', () => {
    expect(roleClaim(token({ role: 'Admin' }))).toBe('Admin');
    expect(roleClaim(token({ role: 'user' }))).toBe('user');
  });

  it('is null without a claim, with an unknown role, or for a malformed token', () => {
    expect(roleClaim(token({}))).toBeNull();
    expect(roleClaim(token({ role: 'root' }))).toBeNull();
    expect(roleClaim(token({ role: ['Admin'] }))).toBeNull();
    expect(roleClaim('not-a-token')).toBeNull();
    expect(roleClaim(null)).toBeNull();
  });
});
