import { useContext } from 'react';
import { AuthContext, OUTSIDE_PROVIDER_MESSAGE, type AuthContextValue } from '../authContext';

/**
 * The signed-in user and the auth actions, `{ user, isAuthenticated, loading, login,
 * register, logout }`. Only inside `AuthProvider`; elsewhere it throws (in Italian, as
 * the template did) so a misplaced component fails loudly instead of seeing "signed out".
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
