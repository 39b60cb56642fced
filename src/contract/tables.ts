/** The tables part of the API (docs/api/tables.md): people, kept per user. */
import * as z from 'zod/mini';

export const TABLES_API = {
  /** GET → Person[] (every person of this user: the advanced table sorts and filters them) */
  people: 'api/tables/people',
  /** GET ?count=1..10000 → Person[] generated for the 10,000-row mode (not stored) */
  largePeople: 'api/tables/people/large',
  /** POST { ids: number[] } → { removed: number[] } (404 when none of them exists) */
  bulkDelete: 'api/tables/people/bulk-delete',
} as const;

export const personSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number(),
  company: z.string(),
  country: z.string(),
  /** Only shown in the expanded row. */
  address: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const LARGE_MAX = 10000;

const COUNT = `count must be a whole number from 1 to ${LARGE_MAX}`;
const IDS = 'ids must be a non-empty list of whole numbers';

/** GET api/tables/people/large?count */
export const largePeopleQuery = z.object({
  count: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, COUNT)),
      z.pipe(
        z.transform(Number),
        z.number().check(z.minimum(1, COUNT), z.maximum(LARGE_MAX, COUNT)),
      ),
    ),
  ),
});

/** POST api/tables/people/bulk-delete */
export const bulkDeleteBody = z.object({
  ids: z.array(z.int({ error: IDS }), { error: IDS }).check(z.minLength(1, IDS)),
});
export const bulkDeleteResultSchema = z.object({ removed: z.array(z.int()) });
