import { safeRedirectPath } from '../../../src/features/access';

describe('safeRedirectPath', () => {
  it.each([
    ['/auth/users', '/auth/users'],
    ['/teacher/students?tri=nom#liste', '/teacher/students?tri=nom#liste'],
    ['/a/../auth/config', '/auth/config'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'auth/users',
    'https://evil.example/auth/users',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /auth/users',
    '/login',
    '/login/',
    '/signup?x=1',
    '/auth/login',
  ])('refuses %p', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});
