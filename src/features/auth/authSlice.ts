import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import type { SessionUser } from '@/services/types';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  /** False until the first auth state report: guards wait instead of guessing. */
  initialized: boolean;
  user: SessionUser | null;
  status: RequestStatus;
  error: AppError | null;
}

const initialState: AuthState = { initialized: false, user: null, status: 'idle', error: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStateChanged(state, action: PayloadAction<SessionUser | null>) {
      state.initialized = true;
      state.user = action.payload;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.user !== null,
    selectAuthInitialized: (state) => state.initialized,
    selectAuthStatus: (state) => state.status,
    selectAuthError: (state) => state.error,
  },
});

export const { authStateChanged } = authSlice.actions;
export const { selectCurrentUser, selectIsAuthenticated, selectAuthInitialized, selectAuthStatus, selectAuthError } =
  authSlice.selectors;
export default authSlice;
