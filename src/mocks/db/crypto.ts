/**
 * Password hashing for the demo identity backend: WebCrypto PBKDF2-SHA-256 with a random
 * salt per account. The demo keeps accounts in the browser's storage, so a plain-text
 * password must never be there, even for made-up accounts.
 */
const ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto is not available: the demo backend needs crypto.subtle');
  return api;
}

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** A random id made of letters and digits (Firebase uids are 28 such characters). */
export function randomId(length = 28): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

export function newSalt(): string {
  return toBase64(randomBytes(16));
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const saltBytes = Uint8Array.from(atob(salt), (c) => c.charCodeAt(0));
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes, iterations: ITERATIONS },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

/** Compares in time independent of where the strings differ. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
