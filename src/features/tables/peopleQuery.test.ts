import { generatePeople } from '@/mocks/fixtures/tables';
import type { Person } from '@/contract/tables';
import { filterPeople, parseAge, sortPeople, toCsv } from './peopleQuery';

const person = (id: number, name: string, age: number, company: string): Person => ({
  id,
  name,
  age,
  company,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  phone: `+39 ${id}`,
  country: 'Italy',
  address: 'Via Roma 1',
});

const rows = [
  person(1, 'Zoë Rossi', 30, 'Globex'),
  person(2, 'ada Smith', 41, 'Acme Corp'),
  person(3, 'Marco Bianchi', 30, 'Acme Corp'),
  person(4, 'Émile Dubois', 25, 'Initech'),
];
const ids = (list: readonly Person[]) => list.map((p) => p.id);

describe('sortPeople', () => {
  it('sorts by one column, ignoring case and accents, both ways', () => {
    expect(ids(sortPeople(rows, [{ id: 'name', desc: false }]))).toEqual([2, 4, 3, 1]);
    expect(ids(sortPeople(rows, [{ id: 'name', desc: true }]))).toEqual([1, 3, 4, 2]);
  });

  it('sorts numbers as numbers', () => {
    expect(ids(sortPeople(rows, [{ id: 'age', desc: true }]))).toEqual([2, 1, 3, 4]);
  });

  it('breaks ties with the next rule (multi-column) and keeps the input order otherwise', () => {
    expect(
      ids(
        sortPeople(rows, [
          { id: 'age', desc: false },
          { id: 'name', desc: false },
        ]),
      ),
    ).toEqual([4, 3, 1, 2]);
    expect(ids(sortPeople(rows, [{ id: 'company', desc: false }]))).toEqual([2, 3, 1, 4]);
  });

  it('returns a copy and ignores unknown columns', () => {
    const sorted = sortPeople(rows, [{ id: 'select', desc: false }]);
    expect(sorted).not.toBe(rows);
    expect(ids(sorted)).toEqual([1, 2, 3, 4]);
  });
});

describe('filterPeople', () => {
  it('searches name, e-mail and company without caring about case or accents', () => {
    expect(ids(filterPeople(rows, { query: 'emile' }))).toEqual([4]);
    expect(ids(filterPeople(rows, { query: 'ACME' }))).toEqual([2, 3]);
    expect(ids(filterPeople(rows, { query: '  zoe ' }))).toEqual([1]);
  });

  it('combines column filters with the search', () => {
    expect(ids(filterPeople(rows, { query: '', company: 'acme', ageMin: 35 }))).toEqual([2]);
    expect(ids(filterPeople(rows, { query: '', ageMin: 26, ageMax: 30 }))).toEqual([1, 3]);
    expect(ids(filterPeople(rows, { query: 'acme', name: 'marco' }))).toEqual([3]);
  });

  it('gives back the same rows when nothing filters', () => {
    expect(filterPeople(rows, { query: ' ' })).toBe(rows);
  });

  it('reads age boxes as whole numbers only', () => {
    expect(parseAge('42')).toBe(42);
    expect(parseAge('')).toBeUndefined();
    expect(parseAge('4.5')).toBeUndefined();
    expect(parseAge('abc')).toBeUndefined();
    expect(parseAge('999')).toBeUndefined();
  });

  it('handles 10,000 rows', () => {
    const many = generatePeople(10000);
    const found = filterPeople(many, { query: 'rossi' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /rossi/i.test(`${p.name} ${p.email}`))).toBe(true);
    const sorted = sortPeople(many, [{ id: 'age', desc: false }]);
    expect(sorted[0]!.age).toBeLessThanOrEqual(sorted[9999]!.age);
  });
});

describe('toCsv', () => {
  it('writes the visible columns, quoting commas and quotes, defusing formulas', () => {
    const csv = toCsv(
      [person(1, 'Ada, "the first"', 36, '=HYPERLINK("x")')],
      [
        { id: 'name', header: 'Name' },
        { id: 'company', header: 'Company' },
        { id: 'age', header: 'Age' },
      ],
    );
    expect(csv).toBe('Name,Company,Age\r\n"Ada, ""the first""","\'=HYPERLINK(""x"")",36\r\n');
  });
});
