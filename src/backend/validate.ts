/**
 * Request bodies and queries are checked by zod schemas (zod/mini: what the app already
 * ships). A failure is the contract's 422: `{ message, fields: { field: message } }`, the
 * first message of each field, in the words the schema gives.
 */
import type * as z from 'zod/mini';
import { invalid, type ApiProblem } from './problems';

/** Any zod schema (classic or mini: both are zod's core type). */
export type Schema<T> = z.ZodMiniType<T>;

/** `{ field: message }` from zod's issues: the first issue of each top-level field. */
export function issueFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The parsed value, or the 422 problem naming each invalid field. */
export function parseWith<T>(
  schema: Schema<T>,
  value: unknown,
  message?: string,
): { ok: true; value: T } | { ok: false; problem: ApiProblem } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: invalid(issueFields(result.error.issues), message) };
}

/** A plain object, or `{}`: the demo API reads a missing or odd body as an empty one. */
export const bodyObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/**
 * The top-level field (or parameter) whose value holds a NUL character anywhere inside it,
 * keys included; null when none does.
 */
export function nulField(value: unknown, field: string | null = null): string | null {
  if (typeof value === 'string') return value.includes('\0') ? (field ?? 'body') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const name = field ?? key;
    if (key.includes('\0')) return name;
    const found = nulField(inner, name);
    if (found !== null) return found;
  }
  return null;
}
