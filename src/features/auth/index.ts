export {
  default as authSlice,
  authStateChanged,
  tokenRefreshed,
  sessionExpired,
  sessionCheckRequested,
  roleCheckRequested,
  authFormOpened,
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registerSucceeded,
  registerFailed,
  logoutRequested,
  logoutSucceeded,
  logoutFailed,
  passwordResetRequested,
  passwordResetSucceeded,
  passwordResetFailed,
  screenLocked,
  unlockRequested,
  unlockSucceeded,
  unlockFailed,
  selectCurrentUser,
  selectIsAuthenticated,
  selectAuthInitialized,
  selectAuthRequest,
  selectAuthStatus,
  selectAuthError,
  selectScreenLocked,
  selectSessionEndReason,
  selectRoleChecks,
  selectRestoringUser,
  selectShownUser,
  type AuthState,
  type ShellUser,
  type AuthRequest,
  type LoginInput,
  type RegisterInput,
} from './authSlice';
export { authSaga, PROFILE_READ_LOG } from './authSaga';
export { safeRedirect, loginPathFor } from './redirect';
export { useAuth } from './hooks/useAuth';
export { AuthProvider } from './components/AuthProvider';
export type { AuthContextValue } from './authContext';
// The forms live in './ui' (imported by the lazy auth pages only): re-exporting them here
// would pull react-hook-form and zod into the main bundle through the store's import.
