import { HOME_PATH } from '@/config/pages';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/pages/invoice', '/pages/invoice'],
    ['/pages/invoice?id=7&x=1', '/pages/invoice?id=7&x=1'],
    ['/apps/email/details#msg', '/apps/email/details#msg'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'pages/invoice',
    '//evil.example',
    '//evil.example/pages',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /pages/invoice',
    '/pages\tinvoice',
    '/\n/evil.example',
    '/auth/logout',
    '/auth/login?redirectTo=/x',
    '/',
    '/.//evil.example',
    '/.//evil.example/pages?x=1',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    `/${'a'.repeat(3000)}`,
  ])('falls back to the dashboard for %p', (value) => {
    expect(safeRedirect(value)).toBe(HOME_PATH);
  });
});
