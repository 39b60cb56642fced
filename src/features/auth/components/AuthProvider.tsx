import { useEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useDeferredSelector } from '@/app/hooks';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { AuthContext, type AuthContextValue } from '../authContext';
import {
  loginRequested,
  logoutRequested,
  registerRequested,
  selectAuthInitialized,
  selectCurrentUser,
  selectRestoringUser,
  sessionCheckRequested,
} from '../authSlice';

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Hold the children back (a preloader instead) until the first auth state report, so no
   * page flashes "signed out" first. The public sign-in forms pass `false`: they draw at
   * once (their HTML is prerendered) and send a signed-in visitor on when the state arrives.
   */
  waitForAuthState?: boolean;
  /**
   * The page draws from a stored session while the sagas check it (a dashboard page: its
   * guards decide, its data needs the API). Any other page waiting for the auth state has the
   * check start at once: it decides on the session (logout ends it, the lock screen shows it).
   */
  drawWhileRestoring?: boolean;
}

/** Gives `useAuth()` its value from the store; by default waits for the first auth report. */
export function AuthProvider({
  children,
  waitForAuthState = true,
  drawWhileRestoring = false,
}: AuthProviderProps) {
  const dispatch = useAppDispatch();
  // The first report mounts the whole frame and page: rendered in slices (useDeferredSelector).
  const user = useDeferredSelector(selectCurrentUser);
  const initialized = useDeferredSelector(selectAuthInitialized);
  // A stored session being checked: its frame and page draw meanwhile (their guards decide).
  const restoring = useDeferredSelector(selectRestoringUser) !== null;
  const waiting = waitForAuthState && !initialized && !(restoring && drawWhileRestoring);
  const checkNow = waiting && restoring;
  useEffect(() => {
    if (checkNow) dispatch(sessionCheckRequested());
  }, [checkNow, dispatch]);
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
      {waiting ? <PagePlaceholder fullScreen /> : children}
    </AuthContext.Provider>
  );
}
