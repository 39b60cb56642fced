import * as z from 'zod/mini';
import { pageOf } from '@/contract/common';

/** Step 1, `src/contract/memos.ts`: paths, schemas, and the types inferred from them. */
export const MEMOS_API = {
  /** GET ?page&pageSize → MemoPage; POST { text } → Memo (422) */
  list: 'api/memos',
  /** One memo (`resource()` builds get, update and remove on it; not served here) */
  item: (id: string) => `api/memos/${encodeURIComponent(id)}`,
} as const;

export const memoSchema = z.object({ id: z.string(), text: z.string(), createdAt: z.string() });
export type Memo = z.infer<typeof memoSchema>;
export const memoPageSchema = pageOf(memoSchema);
export type MemoPage = z.infer<typeof memoPageSchema>;

const NEED_TEXT = 'A memo needs some text';
/** POST api/memos: what the route accepts, with the 422 message the form shows. */
export const createMemoBody = z.object({
  text: z.string({ error: NEED_TEXT }).check(z.trim(), z.minLength(1, NEED_TEXT)),
});
export type MemoInput = z.infer<typeof createMemoBody>;
