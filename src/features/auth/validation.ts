// The auth forms' validation: zod (mini) and the resolvers, in a chunk of its own that loads
// on the visitor's first interaction with a form (lazyResolver.ts), not with the page.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSchema,
  loginSchema,
  newPasswordSchema,
  passwordSchema,
  registerSchema,
} from './schemas';

export const resolvers = {
  login: zodResolver(loginSchema),
  register: zodResolver(registerSchema),
  email: zodResolver(emailSchema),
  password: zodResolver(passwordSchema),
  newPassword: zodResolver(newPasswordSchema),
};
export type FormName = keyof typeof resolvers;
