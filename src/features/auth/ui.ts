/**
 * The auth forms and card, for the auth pages. Kept apart from index.ts (state, sagas,
 * AuthProvider, useAuth), which the app shell loads on every page: these pull in
 * react-hook-form and zod, which only the lazy auth page chunks should carry.
 */
export { AuthCard } from './components/AuthCard';
export { AuthErrorAlert } from './components/AuthErrorAlert';
export { LoginForm } from './components/LoginForm';
export { RegisterForm } from './components/RegisterForm';
export { ForgetPasswordForm } from './components/ForgetPasswordForm';
export { LockScreenForm } from './components/LockScreenForm';
export { useAuthFormOpened, useAuthRequest } from './hooks/useAuthRequest';
export { NewPasswordForm } from './components/NewPasswordForm';
export { emailLinkMessages } from './messages';
