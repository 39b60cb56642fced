export {
  default as authSlice,
  authStateChanged,
  sessionExpired,
  sessionCheckRequested,
  roleCheckRequested,
  authFormOpened,
  loginRequested,
  logoutRequested,
  screenLocked,
  selectCurrentUser,
  selectIsAuthenticated,
  selectAuthInitialized,
  selectScreenLocked,
  selectSessionEndReason,
  selectRoleChecks,
  selectRestoringUser,
  selectShownUser,
  selectVerification,
  selectResetEmail,
  verificationEmailRequested,
  emailVerificationRequested,
  resetCodeCheckRequested,
} from './authSlice';
export { authSaga } from './authSaga';
export { safeRedirect, loginPathFor } from './redirect';
export { useAuth } from './hooks/useAuth';
export { AuthProvider } from './components/AuthProvider';
// The forms live in './ui' (imported by the lazy auth pages only): re-exporting them here
// would pull react-hook-form and zod into the main bundle through the store's import.
