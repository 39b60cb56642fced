import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppEnv } from '@/config/env';

/** `name` lets tests build a fresh, isolated Firebase app (and auth instance) per store. */
export function createFirebaseApp(env: AppEnv, name?: string): FirebaseApp {
  return name ? initializeApp(env.firebase, name) : initializeApp(env.firebase);
}
