import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { profileNameChanged } from '@/features/events';
import type { AppError } from '@/services/errors';
import { decodeJwt } from '@/services/session/jwt';
import type { Role, SessionUser } from '@/services/types';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The form request the `status` and `error` fields describe. */
export type AuthRequest =
  | 'login'
  | 'register'
  | 'logout'
  | 'passwordReset'
  | 'unlock'
  /** Sending (again) the verification e-mail. */
  | 'verificationEmail'
  /** Applying a verification link's code. */
  | 'verifyEmail'
  /** Checking a password-reset link's code. */
  | 'resetCode'
  /** Setting the new password with it. */
  | 'newPassword';

export interface AuthState {
  /** False until the first auth state report: guards and AuthProvider wait instead of guessing. */
  initialized: boolean;
  user: SessionUser | null;
  request: AuthRequest | null;
  status: RequestStatus;
  error: AppError | null;
  /** A registration is between "account created" and "profile written". */
  registering: boolean;
  /** The lock screen is up: protected routes wait for the password. */
  locked: boolean;
  /** Why the last session ended when the user did not ask for it (expiry), for the login page. */
  endedBecause: AppError | null;
  /** Forced token refreshes a role guard asked for and saw through (RequireRole waits for one). */
  roleChecks: number;
  /**
   * Before the first report: who this browser's stored session belonged to last time (no
   * token). The frame and the page draw from it while the session is checked; their data
   * waits for the check (the HTTP helper holds requests), and a refused check signs out.
   */
  restoring: ShellUser | null;
  /**
   * The new account's address waits for its verification link (set by registration); `sent`:
   * the e-mail went out (else the confirm page says so and offers to send it again).
   */
  verification: { email: string; sent: boolean } | null;
  /** The address a checked password-reset code belongs to. */
  resetEmail: string | null;
}

/** What the frame shows of a session user: no token. */
export type ShellUser = Pick<SessionUser, 'uid' | 'name' | 'email' | 'role'>;

const expiry = (token: string): number => decodeJwt(token)?.exp ?? 0;

const initialState: AuthState = {
  initialized: false,
  user: null,
  request: null,
  status: 'idle',
  error: null,
  registering: false,
  locked: false,
  endedBecause: null,
  roleChecks: 0,
  restoring: null,
  verification: null,
  resetEmail: null,
};

export interface LoginInput {
  email: string;
  password: string;
  /** Keep the session across browser restarts (local persistence) or only for this tab session. */
  remember: boolean;
}
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

const start = (state: AuthState, request: AuthRequest) => {
  state.request = request;
  state.status = 'loading';
  state.error = null;
};
const fail = (state: AuthState, request: AuthRequest, error: AppError) => {
  state.request = request;
  state.status = 'failed';
  state.error = error;
};
const succeed = (state: AuthState, request: AuthRequest) => {
  state.request = request;
  state.status = 'succeeded';
  state.error = null;
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStateChanged: {
      reducer(state, action: PayloadAction<SessionUser | null, string, { locked: boolean }>) {
        state.initialized = true;
        state.restoring = null;
        state.locked = action.payload !== null && action.meta.locked;
        state.user = action.payload;
        if (action.payload) state.endedBecause = null;
      },
      /** `locked`: this user had locked the screen (remembered across reloads). */
      prepare: (user: SessionUser | null, locked?: boolean) => ({
        payload: user,
        meta: { locked: locked === true },
      }),
    },
    /** A stored session is being checked: the frame may draw for `payload` meanwhile. */
    sessionRestoring(state, action: PayloadAction<ShellUser>) {
      if (!state.initialized) state.restoring = action.payload;
    },
    /** A refreshed ID token for the signed-in user (ignored if it belongs to someone else). */
    tokenRefreshed(state, action: PayloadAction<{ uid: string; token: string }>) {
      // Reports may arrive out of order: never trade a token for one that expires sooner.
      if (
        state.user &&
        state.user.uid === action.payload.uid &&
        expiry(action.payload.token) >= expiry(state.user.token)
      ) {
        state.user.token = action.payload.token;
      }
    },
    /**
     * The role the session's token stands for, read after the token came in (its claim, else
     * the profile): menus and guards follow a role an Admin changed, without a reload.
     */
    sessionRoleRead(state, action: PayloadAction<{ uid: string; role: Role }>) {
      if (state.user?.uid === action.payload.uid) state.user.role = action.payload.role;
    },
    /** The forced refresh a role guard asked for is over (whatever it found). */
    roleCheckSettled(state) {
      state.roleChecks += 1;
    },
    /** The token ran out and could not be refreshed: signed out, and the login page says why. */
    sessionExpired(state, action: PayloadAction<AppError>) {
      state.user = null;
      state.restoring = null;
      state.locked = false;
      state.endedBecause = action.payload;
    },
    /** An auth page opened: forget the previous form's outcome. */
    authFormOpened(state) {
      state.request = null;
      state.status = 'idle';
      state.error = null;
    },
    loginRequested: {
      reducer: (state) => start(state, 'login'),
      prepare: (input: LoginInput) => ({ payload: input }),
    },
    loginSucceeded: (state) => succeed(state, 'login'),
    loginFailed: (state, action: PayloadAction<AppError>) => fail(state, 'login', action.payload),
    registerRequested: {
      reducer: (state) => {
        start(state, 'register');
        state.registering = true;
        // A new account: the last one's address waiting for its link is not this one's.
        state.verification = null;
      },
      prepare: (input: RegisterInput) => ({ payload: input }),
    },
    /** The account exists and its profile write is over (done or failed): the session may form. */
    registrationSettled(state, _action: PayloadAction<{ uid: string; name: string }>) {
      state.registering = false;
    },
    registerSucceeded: (state) => succeed(state, 'register'),
    registerFailed(state, action: PayloadAction<AppError>) {
      fail(state, 'register', action.payload);
      state.registering = false;
    },
    logoutRequested: (state) => start(state, 'logout'),
    logoutSucceeded: (state) => succeed(state, 'logout'),
    logoutFailed: (state, action: PayloadAction<AppError>) => fail(state, 'logout', action.payload),
    passwordResetRequested: {
      reducer: (state) => start(state, 'passwordReset'),
      prepare: (email: string) => ({ payload: { email } }),
    },
    passwordResetSucceeded: (state) => succeed(state, 'passwordReset'),
    passwordResetFailed: (state, action: PayloadAction<AppError>) =>
      fail(state, 'passwordReset', action.payload),
    /** Registration made an unverified account (does not touch the register request's state). */
    verificationNeeded(state, action: PayloadAction<{ email: string; sent: boolean }>) {
      state.verification = action.payload;
    },
    verificationEmailRequested: (state) => start(state, 'verificationEmail'),
    verificationEmailSent(state, action: PayloadAction<string>) {
      succeed(state, 'verificationEmail');
      state.verification = { email: action.payload, sent: true };
    },
    verificationEmailFailed: (state, action: PayloadAction<AppError>) =>
      fail(state, 'verificationEmail', action.payload),
    emailVerificationRequested: {
      reducer: (state) => start(state, 'verifyEmail'),
      prepare: (code: string) => ({ payload: { code } }),
    },
    emailVerified(state) {
      succeed(state, 'verifyEmail');
      state.verification = null;
    },
    emailVerificationFailed: (state, action: PayloadAction<AppError>) =>
      fail(state, 'verifyEmail', action.payload),
    resetCodeCheckRequested: {
      reducer(state) {
        start(state, 'resetCode');
        state.resetEmail = null;
      },
      prepare: (code: string) => ({ payload: { code } }),
    },
    resetCodeChecked(state, action: PayloadAction<string>) {
      succeed(state, 'resetCode');
      state.resetEmail = action.payload;
    },
    resetCodeCheckFailed: (state, action: PayloadAction<AppError>) =>
      fail(state, 'resetCode', action.payload),
    newPasswordRequested: {
      reducer: (state) => start(state, 'newPassword'),
      prepare: (input: { code: string; password: string }) => ({ payload: input }),
    },
    newPasswordSet: (state) => succeed(state, 'newPassword'),
    newPasswordFailed: (state, action: PayloadAction<AppError>) =>
      fail(state, 'newPassword', action.payload),
    screenLocked(state) {
      if (state.user) state.locked = true;
    },
    unlockRequested: {
      reducer: (state) => start(state, 'unlock'),
      prepare: (password: string) => ({ payload: { password } }),
    },
    unlockSucceeded(state) {
      succeed(state, 'unlock');
      state.locked = false;
    },
    unlockFailed: (state, action: PayloadAction<AppError>) => fail(state, 'unlock', action.payload),
    /** Another tab of this browser locked (true) or unlocked (false) this user's screen. */
    lockChangedElsewhere(state, action: PayloadAction<boolean>) {
      if (!state.user) return;
      state.locked = action.payload;
      // Unlocked elsewhere counts as an unlock here: the lock screen moves on by itself.
      if (!action.payload) succeed(state, 'unlock');
    },
  },
  extraReducers: (builder) => {
    // The profile page saved a new name: the top bar, the user menu and the lock screen show it at once.
    builder.addCase(profileNameChanged, (state, action) => {
      if (state.user?.uid === action.payload.uid) state.user.name = action.payload.name;
    });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.user !== null,
    selectAuthInitialized: (state) => state.initialized,
    selectAuthRequest: (state) => state.request,
    selectAuthStatus: (state) => state.status,
    selectAuthError: (state) => state.error,
    selectRegistering: (state) => state.registering,
    selectScreenLocked: (state) => state.locked,
    selectSessionEndReason: (state) => state.endedBecause,
    selectRoleChecks: (state) => state.roleChecks,
    selectRestoringUser: (state) => state.restoring,
    selectVerification: (state) => state.verification,
    selectResetEmail: (state) => state.resetEmail,
    /** The user the frame shows: the session's, else the one being restored. */
    selectShownUser: (state): ShellUser | null => state.user ?? state.restoring,
  },
});

/** Guards ask the sagas to check (refresh) a token that looks expired. */
export const sessionCheckRequested = createAction('auth/sessionCheckRequested');

/** Cross-feature (features/events.ts): a role guard's check, or an Admin's change said live. */
export { roleCheckRequested } from '@/features/events';

export const {
  authStateChanged,
  sessionRestoring,
  tokenRefreshed,
  sessionRoleRead,
  roleCheckSettled,
  sessionExpired,
  authFormOpened,
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registrationSettled,
  registerSucceeded,
  registerFailed,
  logoutRequested,
  logoutSucceeded,
  logoutFailed,
  passwordResetRequested,
  passwordResetSucceeded,
  passwordResetFailed,
  verificationNeeded,
  verificationEmailRequested,
  verificationEmailSent,
  verificationEmailFailed,
  emailVerificationRequested,
  emailVerified,
  emailVerificationFailed,
  resetCodeCheckRequested,
  resetCodeChecked,
  resetCodeCheckFailed,
  newPasswordRequested,
  newPasswordSet,
  newPasswordFailed,
  screenLocked,
  unlockRequested,
  unlockSucceeded,
  unlockFailed,
  lockChangedElsewhere,
} = authSlice.actions;
export const {
  selectCurrentUser,
  selectIsAuthenticated,
  selectAuthInitialized,
  selectAuthRequest,
  selectAuthStatus,
  selectAuthError,
  selectRegistering,
  selectScreenLocked,
  selectSessionEndReason,
  selectRoleChecks,
  selectRestoringUser,
  selectShownUser,
  selectVerification,
  selectResetEmail,
} = authSlice.selectors;
export default authSlice;
