import type { Role } from '@/services/types';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  role: Role;
}

/**
 * The accounts every fresh demo backend starts with. Their passwords are shown on the
 * login page in demo mode (they exist only in this browser), and e2e/lib.mjs repeats them.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'shreyuDemoAdmin',
    email: 'admin@shreyu.test',
    password: 'Admin#2026',
    name: 'Shreyu Admin',
    role: 'Admin',
  },
  {
    uid: 'shreyuDemoUser',
    email: 'user@shreyu.test',
    password: 'User#2026',
    name: 'Demo User',
    role: 'user',
  },
];

export const [DEMO_ADMIN, DEMO_USER] = DEMO_ACCOUNTS as [DemoAccount, DemoAccount];

/** When the seeded accounts and profiles say they were created. */
export const SEED_TIME = Date.UTC(2026, 0, 1);
