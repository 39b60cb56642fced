// The server e2e's accounts: registered through the UI, made Admin by the grant-admin code
// path, signed in on a device whose profile read is answered here (no Firestore emulator).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrl, confirmAddress, newPage, signIn } from '../lib.mjs';
import {
  AUTH_EMULATOR_HOST,
  EMULATOR_PROJECT,
  emulatorVerifyCode,
} from '../../scripts/lib/authEmulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Registers through the sign-up page and confirms the address from the verification e-mail
 * (the server lets in verified addresses of its team domain); the account starts as a user.
 */
export async function register(browser, account) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(appUrl('auth/register'));
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await confirmAddress(page, account.email, emulatorVerifyCode);
  } finally {
    await context.close();
  }
}

/** The grant-admin code path (`npm run server:grant-admin`) against the Auth emulator. */
export function grantAdmin(email) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'build-server', 'grantAdmin.mjs'), email],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      },
    },
  );
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}

/**
 * This machine has no Firestore emulator (it needs Java 21): the profile read
 * (src/services/firebase/profileRest.ts, `:batchGet` on the emulator host of the build,
 * 127.0.0.1:8080) is answered here with the profile registration writes, `userRole: 'user'`.
 * The app must still show the Admin's apps: it takes the role from the ID token's `role`
 * claim (set by grant-admin above) when there is one, as the server does.
 */
async function userProfile(context, account) {
  await context.route('http://127.0.0.1:8080/**', (route) => {
    if (!route.request().url().endsWith(':batchGet'))
      return route.fulfill({ status: 200, json: {} });
    const fields = {
      name: { stringValue: account.name },
      email: { stringValue: account.email },
      userRole: { stringValue: 'user' },
    };
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*' },
      json: [{ found: { name: 'users/profile', fields } }],
    });
  });
}

/** A fresh context (another device) signed in as `account` (an Admin by its token's claim). */
export async function device(browser, account) {
  const opened = await newPage(browser);
  await userProfile(opened.context, account);
  await signIn(opened.page, account);
  return opened;
}
