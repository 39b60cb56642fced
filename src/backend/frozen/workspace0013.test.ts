import { createHash } from 'node:crypto';
import { WORKSPACE_0013_PRISTINE, WORKSPACE_0013_TABLES } from './workspace0013';

/**
 * Migration 0013 (server) and the demo's saved data version 3 compare each account's rows with
 * these seed rows: the data is frozen. The digest is that of the rows as 0013 shipped them
 * (then written as TypeScript in workspace0013Work.ts and workspace0013Places.ts); a change of
 * workspace0013Pristine.json, even of one value or of the order, fails here.
 */
const FROZEN_SHA256 = 'bd547a6d3cbb11e05802c0dcba3feba1bd595d53cf85f1fe645944ae0166c290';

describe('the frozen seed rows of migration 0013', () => {
  it('are the rows it shipped, value for value and in order', () => {
    const digest = createHash('sha256').update(JSON.stringify(WORKSPACE_0013_PRISTINE));
    expect(digest.digest('hex')).toBe(FROZEN_SHA256);
  });

  it('hold one row per seed id of every shared table, and only those', () => {
    const expected = WORKSPACE_0013_TABLES.flatMap(({ table, seedIds }) =>
      seedIds.map((id) => `${table}/${id}`),
    );
    const rows = WORKSPACE_0013_PRISTINE.map(([table, id]) => `${table}/${id}`);
    expect([...rows].sort()).toEqual([...expected].sort());
  });
});
