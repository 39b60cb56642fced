/** The common contract's parts without a schema: re-exported by `common.ts`; apart so that a page importing only these never downloads zod. */
import type { Authorship } from './common';

/** The authorship of a seed row made at `at` (ISO): by nobody. */
export const seedAuthorship = (at: string): Authorship => ({
  createdBy: null,
  createdAt: at,
  updatedBy: null,
  updatedAt: at,
});
