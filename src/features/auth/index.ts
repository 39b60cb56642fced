export {
  default as authSlice,
  authStateChanged,
  selectCurrentUser,
  selectIsAuthenticated,
  selectAuthInitialized,
  selectAuthStatus,
  selectAuthError,
  type AuthState,
  type RequestStatus,
} from './authSlice';
export { authSaga } from './authSaga';
