/**
 * The checks of single setting values (a port, a whole number, a flag, a Redis URL...): each
 * answers the value or throws `ConfigError` naming the key. config.ts composes them.
 */
import type { ConfigKey } from './config';

export class ConfigError extends Error {
  constructor(
    readonly key: ConfigKey,
    problem: string,
  ) {
    super(`${key} ${problem}`);
    this.name = 'ConfigError';
  }
}

export const blank = (value: string | undefined): value is undefined | '' =>
  value === undefined || value.trim() === '';

export function port(key: ConfigKey, value: string | undefined, fallback: number): number {
  if (blank(value)) return fallback;
  const v = value.trim();
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < 1 || n > 65535) {
    throw new ConfigError(key, `"${v}" must be a port number from 1 to 65535`);
  }
  return n;
}

export function positiveInt(key: ConfigKey, value: string | undefined, fallback: number): number {
  if (blank(value)) return fallback;
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1) {
    throw new ConfigError(key, `"${v}" must be a whole number from 1`);
  }
  return Number(v);
}

export function nonNegativeInt(
  key: ConfigKey,
  value: string | undefined,
  fallback: number,
): number {
  if (blank(value)) return fallback;
  const v = value.trim();
  if (!/^\d+$/.test(v)) throw new ConfigError(key, `"${v}" must be a whole number from 0`);
  return Number(v);
}

export function flag(key: ConfigKey, value: string | undefined): boolean | undefined {
  if (blank(value)) return undefined;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(key, `"${value.trim()}" must be true or false`);
}

export function redisUrl(value: string | undefined): string {
  if (blank(value)) return '';
  const v = value.trim();
  let url: URL | null = null;
  try {
    url = new URL(v);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) {
    throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL (or empty: in memory)');
  }
  return v;
}

export function namespace(value: string | undefined): string {
  if (blank(value)) return 'rl';
  const v = value.trim();
  if (!/^[\w.-]{1,64}$/.test(v)) {
    throw new ConfigError(
      'RATE_LIMIT_NAMESPACE',
      `"${v}" must be 1 to 64 letters, digits, "_", "." or "-"`,
    );
  }
  return v;
}

export function trustProxy(value: string | undefined): boolean | number {
  if (!blank(value) && /^\d+$/.test(value.trim())) return Number(value.trim());
  return flag('TRUST_PROXY', value) ?? false;
}
