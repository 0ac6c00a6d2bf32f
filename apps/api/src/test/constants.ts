export const TEST_STAFF = { staffEmail: 'staff@test.local', staffPassword: 'staff-password-123' } as const;
