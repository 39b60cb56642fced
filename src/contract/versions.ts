/**
 * Two people, one record (issue 40): the `version` a shared record carries, and how a write
 * says which version it saw. A record starts at 1 and every change adds 1. A PATCH / PUT (and
 * a task's move) may send `version`: the version the client read; when the record has
 * changed since, the write is refused with 409 and the record as it is now (`current`). A
 * write without `version` is accepted as before (older clients).
 */
import * as z from 'zod/mini';

/** The field records carry and writes send. */
export const VERSION_FIELD = 'version';

/** A record's version: 1 when created, one more after each change. */
export const versionSchema = z.int().check(z.minimum(1));

/** Spread into a record's schema: `z.extend(inputSchema, { id, ...versioned })`. */
export const versioned = { version: versionSchema };

const STALE_TYPE = 'version must be a whole number from 1 (the version you read)';

/** Spread into a write's body: the version the client read, optional. */
export const ifVersion = {
  version: z.optional(z.int({ error: STALE_TYPE }).check(z.minimum(1, STALE_TYPE))),
};

/**
 * The version a body sent, for bodies that are transforms (read before the transform drops
 * it): a whole number from 1, or undefined. Anything else is the 422 of `ifVersion`.
 */
export const versionOf = (body: unknown): number | undefined | 'invalid' => {
  if (typeof body !== 'object' || body === null || !(VERSION_FIELD in body)) return undefined;
  const value = (body as Record<string, unknown>)[VERSION_FIELD];
  if (value === undefined || value === null) return undefined;
  return Number.isInteger(value) && (value as number) >= 1 ? (value as number) : 'invalid';
};

/**
 * A transform body (`z.pipe(z.unknown(), z.transform(...))`) that also reads `version`:
 * its value and `version`, with the 422 of `ifVersion` for a bad one.
 */
export const withIfVersion = <T extends object>(body: z.ZodMiniType<T, unknown>) =>
  z.pipe(
    z.unknown(),
    z.transform((raw, ctx): T & { version?: number } => {
      const version = versionOf(raw);
      if (version === 'invalid')
        ctx.issues.push({ code: 'custom', message: STALE_TYPE, path: [VERSION_FIELD], input: raw });
      const parsed = body.safeParse(raw);
      if (!parsed.success) {
        for (const { message, path } of parsed.error.issues)
          ctx.issues.push({ code: 'custom', message, path, input: raw });
        return {} as T;
      }
      return typeof version === 'number' ? { ...parsed.data, version } : parsed.data;
    }),
  );

/** The message of a 409 on a stale version. */
export const STALE_MESSAGE =
  'Someone changed this record after you read it: current is the record as it is now';

/** The 409's body: the message and the record as it is now. */
export const staleSchema = <T extends z.ZodMiniType>(record: T) =>
  z.object({ message: z.string(), current: record });
