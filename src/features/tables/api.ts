/** The tables part of the demo API (docs/api/tables.md): people, kept per user. */
export const TABLES_API = {
  /** GET → Person[] (every person of this user: the advanced table sorts and filters them) */
  people: 'api/tables/people',
  /** GET ?count=1..10000 → Person[] generated for the 10,000-row mode (not stored) */
  largePeople: 'api/tables/people/large',
  /** POST { ids: number[] } → { removed: number[] } (404 when none of them exists) */
  bulkDelete: 'api/tables/people/bulk-delete',
} as const;

export interface Person {
  id: number;
  name: string;
  email: string;
  phone: string;
  age: number;
  company: string;
  country: string;
  /** Only shown in the expanded row. */
  address: string;
}

export const LARGE_MAX = 10000;
