import type { Person } from '@/contract/tables';

/**
 * The advanced table's sort, filter and CSV logic, kept out of the component so that it can
 * be unit-tested and measured (scripts/bench-table.mjs): the table hands its state here.
 */
export type PersonColumn = 'id' | 'name' | 'phone' | 'age' | 'company' | 'email' | 'country';

export interface SortRule {
  id: string;
  desc: boolean;
}

export interface PeopleFilter {
  /** Matches name, e-mail, company, phone and country, case- and accent-insensitive. */
  query: string;
  name?: string;
  company?: string;
  ageMin?: number;
  ageMax?: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const SORTABLE: Record<PersonColumn, (a: Person, b: Person) => number> = {
  id: (a, b) => a.id - b.id,
  age: (a, b) => a.age - b.age,
  name: (a, b) => collator.compare(a.name, b.name),
  phone: (a, b) => collator.compare(a.phone, b.phone),
  company: (a, b) => collator.compare(a.company, b.company),
  email: (a, b) => collator.compare(a.email, b.email),
  country: (a, b) => collator.compare(a.country, b.country),
};

const isColumn = (id: string): id is PersonColumn => id in SORTABLE;

/** Multi-column sort: the first rule wins, later ones break ties; stable; a new array. */
export function sortPeople(rows: readonly Person[], rules: readonly SortRule[]): Person[] {
  const comparers = rules
    .filter((rule) => isColumn(rule.id))
    .map((rule) => {
      const compare = SORTABLE[rule.id as PersonColumn];
      return rule.desc ? (a: Person, b: Person) => compare(b, a) : compare;
    });
  if (comparers.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const compare of comparers) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** Rows matching the global search and every column filter; the input when nothing is set. */
export function filterPeople(rows: readonly Person[], filter: PeopleFilter): readonly Person[] {
  const query = fold(filter.query.trim());
  const name = fold(filter.name?.trim() ?? '');
  const company = fold(filter.company?.trim() ?? '');
  const { ageMin, ageMax } = filter;
  if (!query && !name && !company && ageMin === undefined && ageMax === undefined) return rows;
  return rows.filter((person) => {
    if (ageMin !== undefined && person.age < ageMin) return false;
    if (ageMax !== undefined && person.age > ageMax) return false;
    if (name && !fold(person.name).includes(name)) return false;
    if (company && !fold(person.company).includes(company)) return false;
    if (!query) return true;
    return fold(
      `${person.name}\n${person.email}\n${person.company}\n${person.phone}\n${person.country}`,
    ).includes(query);
  });
}

/** Parses an age filter box: a whole number from 0 to 150, or undefined (empty or invalid). */
export function parseAge(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 150 ? value : undefined;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quote when needed; a leading = + - @ is neutralised so a spreadsheet runs no formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV of the rows and columns on screen (header row first, CRLF line ends). */
export function toCsv(
  rows: readonly Person[],
  columns: readonly { id: PersonColumn; header: string }[],
): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.id])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
