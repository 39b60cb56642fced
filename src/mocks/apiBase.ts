import { env } from '@/config/env';

/** The demo HTTP API lives at `<base>api/`; handlers and scenarios build their paths here. */
export const apiUrl = (path: string): string => `${env.apiBaseUrl}api/${path.replace(/^\//, '')}`;
