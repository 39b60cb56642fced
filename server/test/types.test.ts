/**
 * Column values as the API answers them: a timestamp is an ISO instant with milliseconds,
 * whatever form PostgreSQL sends (`isoInstant` rewrites the UTC form as text, and lets `Date`
 * read any other).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isoInstant } from '../src/db/types';

/** What `Date` makes of PostgreSQL's text form: the answer before the text rewrite. */
const byDate = (text: string) =>
  new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

describe('timestamps', () => {
  it('the UTC form, every precision PostgreSQL sends, reads as Date reads it', () => {
    const samples = [
      '2026-11-24 21:50:41+00',
      '2026-11-24 21:50:41.1+00',
      '2026-11-24 21:50:41.12+00',
      '2026-11-24 21:50:41.123+00',
      '2026-11-24 21:50:41.1234+00',
      '2026-11-24 21:50:41.999999+00',
      '2000-02-29 00:00:00.05+00',
      '0001-01-01 00:00:00+00',
    ];
    for (const text of samples) assert.equal(isoInstant(text), byDate(text), text);
    assert.equal(isoInstant('2026-11-24 21:50:41.1+00'), '2026-11-24T21:50:41.100Z');
  });

  it('other forms go through Date: an offset, or text it cannot read stays as it is', () => {
    assert.equal(isoInstant('2026-11-24 23:50:41.5+02'), '2026-11-24T21:50:41.500Z');
    assert.equal(isoInstant('2026-11-24 21:50:41-05'), '2026-11-25T02:50:41.000Z');
    assert.equal(isoInstant('infinity'), 'infinity');
  });
});
