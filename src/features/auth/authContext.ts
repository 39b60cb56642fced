import { createContext } from 'react';
import type { SessionUser } from '@/services/types';
import type { RegisterInput } from './authSlice';

/** What `useAuth()` gives components and code migrated from the template. */
export interface AuthContextValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** Starts a sign-in; the outcome arrives through the store (`selectAuthStatus`, `selectAuthError`). */
  login(email: string, password: string, remember?: boolean): void;
  register(input: RegisterInput): void;
  logout(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const OUTSIDE_PROVIDER_MESSAGE = "useAuth deve essere usato all'interno di un AuthProvider";
