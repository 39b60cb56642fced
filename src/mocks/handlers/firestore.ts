import { http, HttpResponse } from 'msw';
import { verifyIdToken, withDb, type DbState, type StoredDocument } from '../db';

/** Firestore REST as `firebase/firestore/lite` calls it: `POST .../documents:commit|batchGet`. */
export const FIRESTORE_URL =
  /^https:\/\/firestore\.googleapis\.com\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents):(commit|batchGet)/;

type Status = 'PERMISSION_DENIED' | 'UNAUTHENTICATED' | 'INVALID_ARGUMENT';
const HTTP_STATUS: Record<Status, number> = {
  PERMISSION_DENIED: 403,
  UNAUTHENTICATED: 401,
  INVALID_ARGUMENT: 400,
};
const MESSAGES: Record<Status, string> = {
  PERMISSION_DENIED: 'Missing or insufficient permissions.',
  UNAUTHENTICATED: 'Request had invalid authentication credentials.',
  INVALID_ARGUMENT: 'Invalid request.',
};

export function firestoreError(status: Status, message = MESSAGES[status]) {
  return HttpResponse.json(
    { error: { code: HTTP_STATUS[status], message, status } },
    { status: HTTP_STATUS[status] },
  );
}

class RpcError extends Error {
  constructor(readonly status: Status) {
    super(status);
  }
}

const stringField = (
  fields: Record<string, unknown> | undefined,
  key: string,
): string | undefined => {
  const value = fields?.[key] as { stringValue?: unknown } | undefined;
  return typeof value?.stringValue === 'string' ? value.stringValue : undefined;
};

/** The caller's uid from `Authorization: Bearer <idToken>`, or null when anonymous. */
function callerUid(request: Request, now: number): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return null;
  const check = verifyIdToken(match[1], now);
  if (!check.ok) throw new RpcError('UNAUTHENTICATED');
  return check.claims.sub;
}

/** `users/{uid}` below the database root, or null for any other path. */
function userIdOf(path: string): string | null {
  const match = /^users\/([^/]+)$/.exec(path);
  return match?.[1] ?? null;
}

/**
 * The same decisions as firestore.rules: a user reads and creates only their own profile,
 * creates it only with `userRole == 'user'`; an update may change `name` only (a trimmed
 * string of 1-100 characters), so `email`, `createdAt` and `userRole` stay as they are.
 * Nothing else exists. No client changes `userRole`, an Admin's included: the users page's
 * route does (src/mocks/api/directory.ts here; the server's Admin SDK for real).
 */
function allowRead(uid: string | null, path: string): boolean {
  const owner = userIdOf(path);
  return owner !== null && uid === owner;
}

const PROFILE_KEYS = ['name', 'email', 'createdAt', 'userRole'];

function validName(fields: Record<string, unknown>): boolean {
  const name = stringField(fields, 'name');
  return name !== undefined && name.length >= 1 && name.length <= 100 && name.trim() === name;
}

function allowWrite(
  uid: string | null,
  path: string,
  existing: StoredDocument | undefined,
  fields: Record<string, unknown>,
) {
  if (!allowRead(uid, path)) return false;
  if (!Object.keys(fields).every((key) => PROFILE_KEYS.includes(key))) return false;
  if (!existing) return stringField(fields, 'userRole') === 'user';
  // diff(resource.data).affectedKeys().hasOnly(['name'])
  const keys = new Set([...Object.keys(existing.fields), ...Object.keys(fields)]);
  for (const key of keys) {
    if (key === 'name') continue;
    if (JSON.stringify(existing.fields[key]) !== JSON.stringify(fields[key])) return false;
  }
  return validName(fields);
}

const relative = (root: string, name: unknown): string | null =>
  typeof name === 'string' && name.startsWith(`${root}/`) ? name.slice(root.length + 1) : null;

function commit(
  state: DbState,
  root: string,
  body: Record<string, unknown>,
  uid: string | null,
  now: string,
) {
  const writes = Array.isArray(body.writes) ? (body.writes as Record<string, unknown>[]) : [];
  // Check every write first: a commit is all or nothing.
  const planned = writes.map((write) => {
    const update = write.update as { name?: unknown; fields?: Record<string, unknown> } | undefined;
    const path = relative(root, update?.name);
    if (!update || !path)
      throw new RpcError(write.delete ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT');
    const existing = state.documents[path];
    const mask = (write.updateMask as { fieldPaths?: string[] } | undefined)?.fieldPaths;
    const given: Record<string, unknown> = update.fields ?? {};
    const fields: Record<string, unknown> = mask
      ? {
          ...existing?.fields,
          ...Object.fromEntries(mask.filter((f) => f in given).map((f) => [f, given[f]])),
        }
      : given;
    if (!allowWrite(uid, path, existing, fields)) throw new RpcError('PERMISSION_DENIED');
    return { path, fields, existing };
  });
  for (const { path, fields, existing } of planned) {
    state.documents[path] = { fields, createTime: existing?.createTime ?? now, updateTime: now };
  }
  return { writeResults: planned.map(() => ({ updateTime: now })), commitTime: now };
}

function batchGet(
  state: DbState,
  root: string,
  body: Record<string, unknown>,
  uid: string | null,
  now: string,
) {
  const names = Array.isArray(body.documents) ? (body.documents as unknown[]) : [];
  return names.map((name) => {
    const path = relative(root, name);
    if (!path) throw new RpcError('INVALID_ARGUMENT');
    if (!allowRead(uid, path)) throw new RpcError('PERMISSION_DENIED');
    const doc = state.documents[path];
    return doc ? { found: { name, ...doc }, readTime: now } : { missing: name, readTime: now };
  });
}

export const firestoreHandlers = [
  http.post(FIRESTORE_URL, async ({ request }) => {
    const [, root = '', method] = FIRESTORE_URL.exec(request.url) ?? [];
    let body: Record<string, unknown>;
    try {
      // The lite SDK sends JSON as text/plain (no CORS preflight).
      body = JSON.parse(await request.text()) as Record<string, unknown>;
    } catch {
      return firestoreError('INVALID_ARGUMENT');
    }
    try {
      const nowMs = Date.now();
      const uid = callerUid(request, nowMs);
      const now = new Date(nowMs).toISOString();
      const result = await withDb((state) =>
        method === 'commit'
          ? commit(state, root, body, uid, now)
          : batchGet(state, root, body, uid, now),
      );
      return HttpResponse.json(result);
    } catch (error) {
      if (error instanceof RpcError) return firestoreError(error.status);
      throw error;
    }
  }),
];
