import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import {
  pruneRefreshTokens,
  REFRESH_TOKEN_LIFETIME_MS,
  signIdToken,
  tokenLifetimeSeconds,
  withDb,
} from '../db';
import { googleError } from './identityErrors';

/** The ID token refresh: a form POST of `grant_type=refresh_token&refresh_token=...`. */
export const SECURE_TOKEN_URL = /^https:\/\/securetoken\.googleapis\.com\/v1\/token/;

export const secureTokenHandlers = [
  http.post(SECURE_TOKEN_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'refresh_token') return googleError('INVALID_GRANT_TYPE');
    const refreshToken = form.get('refresh_token') ?? '';
    if (!refreshToken) return googleError('MISSING_REFRESH_TOKEN');
    const result = await withDb((state) => {
      const now = Date.now();
      pruneRefreshTokens(state, now);
      const record = state.refreshTokens[refreshToken];
      if (!record) return 'INVALID_REFRESH_TOKEN' as const;
      const account = state.accounts[record.uid];
      if (!account) return 'USER_NOT_FOUND' as const;
      // A disabled account gets no new ID token (Secure Token's USER_DISABLED); once enabled
      // again, the sessions from before it was disabled stay revoked (TOKEN_EXPIRED).
      if (account.disabled) return 'USER_DISABLED' as const;
      const issuedAt = record.expiresAt - REFRESH_TOKEN_LIFETIME_MS;
      if (account.validSince !== undefined && issuedAt < account.validSince) {
        return 'TOKEN_EXPIRED' as const;
      }
      const uid = record.uid;
      const lifetime = tokenLifetimeSeconds();
      return {
        access_token: signIdToken(
          { ...account, authTime: Math.floor(account.lastLoginAt / 1000) },
          now,
          lifetime,
        ),
        expires_in: String(lifetime),
        token_type: 'Bearer',
        refresh_token: refreshToken,
        user_id: uid,
        project_id: env.firebase.projectId,
      };
    });
    if (typeof result === 'string') return googleError(result);
    return HttpResponse.json({ ...result, id_token: result.access_token });
  }),
];
