/** Contract cases of the maps and tables APIs (docs/api/maps.md, docs/api/tables.md). */
import { MAPS_API, type MapMarker } from '@/contract/maps';
import { TABLES_API, type Person } from '@/contract/tables';
import { caseFor, expectFields, expectStatus, expectThat } from './types';

const mapsCase = caseFor('maps');
const tablesCase = caseFor('tables');

export const mapsTablesCases = [
  mapsCase(
    'adds, lists and deletes markers; 422 for bad coordinates; 404 for another account',
    async ({ owner, other }) => {
      const made = await owner.post(MAPS_API.markers, { name: ' Oslo ', lat: 59.9, lng: 10.7 });
      expectStatus(made, 200, 'POST marker');
      const marker = made.body as MapMarker;
      expectThat(marker.name === 'Oslo', 'trimmed name', made);
      const list = await owner.get(MAPS_API.markers);
      expectThat(
        (list.body as MapMarker[]).at(-1)?.id === marker.id,
        'listed last (added order)',
        list,
      );
      const theirs = await other.get(MAPS_API.markers);
      expectThat(!(theirs.body as MapMarker[]).some((m) => m.id === marker.id), 'not theirs');
      expectStatus(await other.delete(MAPS_API.marker(marker.id)), 404, 'other');
      expectFields(
        await owner.post(MAPS_API.markers, { name: '', lat: 91, lng: 'x' }),
        {
          name: 'name must be 1 to 60 characters',
          lat: 'lat must be a number from -90 to 90',
          lng: 'lng must be a number from -180 to 180',
        },
        'bad marker',
      );
      expectStatus(await owner.delete(MAPS_API.marker(marker.id)), 204, 'DELETE');
      expectStatus(await owner.delete(MAPS_API.marker(marker.id)), 404, 'again');
    },
  ),
  tablesCase(
    'lists people, bulk-deletes mine only, checks count and ids',
    async ({ owner, other }) => {
      const people = (await owner.get(TABLES_API.people)).body as Person[];
      expectThat(Array.isArray(people) && people.length > 2, 'seeded people');
      const ids = people.slice(0, 2).map((p) => p.id);
      const removed = await owner.post(TABLES_API.bulkDelete, { ids });
      expectStatus(removed, 200, 'bulk delete');
      expectThat(
        JSON.stringify((removed.body as { removed: number[] }).removed) === JSON.stringify(ids),
        'removed',
      );
      const after = (await owner.get(TABLES_API.people)).body as Person[];
      expectThat(after.length === people.length - 2, 'two fewer');
      const theirs = (await other.get(TABLES_API.people)).body as Person[];
      expectThat(theirs.length === people.length, 'the other account keeps theirs');
      expectStatus(await owner.post(TABLES_API.bulkDelete, { ids }), 404, 'gone');
      expectFields(
        await owner.post(TABLES_API.bulkDelete, { ids: [] }),
        { ids: 'ids must be a non-empty list of whole numbers' },
        'no ids',
      );
      const large = await owner.get(TABLES_API.largePeople, { count: 50 });
      expectThat((large.body as Person[]).length === 50, 'large set of 50', large);
      expectFields(await owner.get(TABLES_API.largePeople, { count: 0 }), ['count'], 'count 0');
    },
  ),
];
