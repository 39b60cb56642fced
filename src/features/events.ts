/**
 * Plain actions that cross feature lines. A feature never imports another feature; it
 * dispatches (or reacts to) these instead, so the import graph stays free of cycles.
 */
import { createAction, nanoid } from '@reduxjs/toolkit';
import type { LiveEvent } from '@/contract/events';

export type NotificationVariant =
  'light' | 'dark' | 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

export interface Notification {
  id: string;
  /** An i18n key or literal text; the toast translates it. */
  title: string;
  message: string;
  /** Interpolation values for the title and message keys. */
  params?: Record<string, string | number>;
  variant: NotificationVariant;
  /** Milliseconds before the saga dismisses it; 0 keeps it until closed by hand. */
  delay: number;
}

export interface NotificationInput {
  title: string;
  message: string;
  params?: Record<string, string | number>;
  variant?: NotificationVariant;
  delay?: number;
}

/** Show a toast. Handled by the notifications feature. */
export const notificationAdded = createAction(
  'notifications/notificationAdded',
  ({ variant = 'light', delay = 2000, ...rest }: NotificationInput) => ({
    payload: { id: nanoid(), variant, delay: Math.max(0, delay), ...rest } satisfies Notification,
  }),
);

/**
 * Someone is signed in: a sign-in, a session restored or checked, another tab's sign-in (said
 * with each auth report that has a user, so possibly more than once per session). Work that
 * belongs to a session (the live updates stream) starts on it.
 */
export const sessionStarted = createAction<{ uid: string }>('auth/sessionStarted');

/**
 * The account's role may have changed: a role guard refused a route (a role just granted is in
 * a new token's claim, or in the profile), or an Admin changed it (`changed`: the live updates
 * say so). The auth feature forces a token refresh (the guard's check at most once in a while;
 * a change said live at once), reads the role it stands for, then says `roleCheckSettled`.
 */
export const roleCheckRequested = createAction<{ changed: true } | undefined>(
  'auth/roleCheckRequested',
);

/** The signed-in session is over (sign-out, expiry, another tab signed out). */
export const sessionEnded = createAction('auth/sessionEnded');

/** The signed-in user's demo data went back to its seed: pages showing it may load it again. */
export const demoDataReset = createAction('demoData/demoDataReset');

/** The signed-in user's name changed (Firebase display name and `users/{uid}` both saved). */
export const profileNameChanged = createAction<{ uid: string; name: string }>(
  'account/profileNameChanged',
);

/**
 * The first page is on screen (frame and page, committed): work that can wait for it starts
 * now, such as checking a stored session (its SDK and, in demo builds, the demo backend).
 */
export const firstPageShown = createAction('app/firstPageShown');

/**
 * Live updates (issue 40): a change someone committed (this account on another device, or a
 * colleague) to an area's data. The live feature dispatches it for each event of the stream
 * (`GET api/events`, src/contract/events.ts); each data feature's saga reacts to its own
 * area (`event.area`, or `*`: every area) by refetching what it shows, or patching it.
 * Events caused by this tab's own write arrive too (`by` is the signed-in uid): a feature
 * whose state is already up to date may ignore them.
 */
export const liveChanged = createAction<LiveEvent>('live/changed');

/**
 * Live updates resumed after a gap the server could not replay (away too long, `reset`), or
 * after being offline: every feature refetches what it shows, as after a reload.
 */
export const liveResynced = createAction('live/resynced');
