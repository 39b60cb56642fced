import { useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { AuthContext, type AuthContextValue } from '../authContext';
import {
  loginRequested,
  logoutRequested,
  registerRequested,
  selectAuthInitialized,
  selectCurrentUser,
} from '../authSlice';

/**
 * Gives `useAuth()` its value from the store and holds the children back (a preloader
 * instead) until the first auth state report, so no page flashes "signed out" first.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const initialized = useAppSelector(selectAuthInitialized);
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading: !initialized,
      login: (email, password, remember = true) =>
        dispatch(loginRequested({ email, password, remember })),
      register: (input) => dispatch(registerRequested(input)),
      logout: () => dispatch(logoutRequested()),
    }),
    [dispatch, user, initialized],
  );
  return (
    <AuthContext.Provider value={value}>
      {initialized ? children : <PagePlaceholder fullScreen />}
    </AuthContext.Provider>
  );
}
