import type { Person } from '@/contract/tables';

const FIRST = [
  'Ada',
  'Marco',
  'Giulia',
  'Liam',
  'Sofia',
  'Noah',
  'Emma',
  'Luca',
  'Chloé',
  'Omar',
  'Hana',
  'Jonas',
  'Priya',
  'Mateo',
  'Zoë',
  'Kenji',
  'Amara',
  'Felix',
  'Elena',
  'Tomás',
];
const LAST = [
  'Rossi',
  'Bianchi',
  'Smith',
  'García',
  'Müller',
  'Dubois',
  'Tanaka',
  'Okafor',
  'Novak',
  'Silva',
  'Kowalski',
  'Hansen',
  'Ricci',
  'Patel',
  'Nguyen',
  'Costa',
  'Ferrari',
  'Brown',
];
const COMPANIES = [
  'Coderthemes',
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Soylent',
  'Vandelay',
  'Pied Piper',
  'Aperture',
];
const COUNTRIES = [
  'Italy',
  'United States',
  'Germany',
  'France',
  'Spain',
  'Japan',
  'Brazil',
  'India',
  'Nigeria',
  'Canada',
  'Australia',
  'Poland',
];
const STREETS = [
  'Via Roma',
  'Main Street',
  'Hauptstraße',
  'Rue de la Paix',
  'Calle Mayor',
  'Oak Avenue',
];

/** A small deterministic generator (mulberry32): the same people on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatePeople(count: number, seed = 7): Person[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const people: Person[] = [];
  for (let index = 1; index <= count; index += 1) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const company = pick(COMPANIES);
    people.push({
      id: index,
      name: `${first} ${last}`,
      email: `${first}.${last}${index}@${company.replace(/\s+/g, '').toLowerCase()}.example`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
      phone: `+39 3${Math.floor(next() * 100)
        .toString()
        .padStart(2, '0')} ${Math.floor(next() * 10000000)
        .toString()
        .padStart(7, '0')}`,
      age: 18 + Math.floor(next() * 60),
      company,
      country: pick(COUNTRIES),
      address: `${pick(STREETS)} ${1 + Math.floor(next() * 200)}`,
    });
  }
  return people;
}

/** Every user starts with these 100 people. */
export const seedPeople = (): Person[] => generatePeople(100, 1);
