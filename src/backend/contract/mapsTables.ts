/** Contract cases of the maps and tables APIs (docs/api/maps.md, docs/api/tables.md). */
import { MAPS_API, type MapMarker } from '@/features/maps/api';
import { TABLES_API, type Person } from '@/features/tables/api';
import { expectFields, expectStatus, expectThat, resetAccounts, type ContractCase } from './types';

export const mapsTablesCases: ContractCase[] = [
  {
    area: 'maps',
    name: 'adds, lists and deletes markers; 422 for bad coordinates; 404 for another account',
    async run(send) {
      await resetAccounts(send);
      const made = await send({
        as: 'owner',
        method: 'post',
        path: MAPS_API.markers,
        body: { name: ' Oslo ', lat: 59.9, lng: 10.7 },
      });
      expectStatus(made, 200, 'POST marker');
      const marker = made.body as MapMarker;
      expectThat(marker.name === 'Oslo', 'trimmed name', made);
      const list = await send({ as: 'owner', method: 'get', path: MAPS_API.markers });
      expectThat(
        (list.body as MapMarker[]).at(-1)?.id === marker.id,
        'listed last (added order)',
        list,
      );
      const theirs = await send({ as: 'other', method: 'get', path: MAPS_API.markers });
      expectThat(!(theirs.body as MapMarker[]).some((m) => m.id === marker.id), 'not theirs');
      expectStatus(
        await send({ as: 'other', method: 'delete', path: MAPS_API.marker(marker.id) }),
        404,
        'other',
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'post',
          path: MAPS_API.markers,
          body: { name: '', lat: 91, lng: 'x' },
        }),
        {
          name: 'name must be 1 to 60 characters',
          lat: 'lat must be a number from -90 to 90',
          lng: 'lng must be a number from -180 to 180',
        },
        'bad marker',
      );
      expectStatus(
        await send({ as: 'owner', method: 'delete', path: MAPS_API.marker(marker.id) }),
        204,
        'DELETE',
      );
      expectStatus(
        await send({ as: 'owner', method: 'delete', path: MAPS_API.marker(marker.id) }),
        404,
        'again',
      );
    },
  },
  {
    area: 'tables',
    name: 'lists people, bulk-deletes mine only, checks count and ids',
    async run(send) {
      await resetAccounts(send);
      const people = (await send({ as: 'owner', method: 'get', path: TABLES_API.people }))
        .body as Person[];
      expectThat(Array.isArray(people) && people.length > 2, 'seeded people');
      const ids = people.slice(0, 2).map((p) => p.id);
      const removed = await send({
        as: 'owner',
        method: 'post',
        path: TABLES_API.bulkDelete,
        body: { ids },
      });
      expectStatus(removed, 200, 'bulk delete');
      expectThat(
        JSON.stringify((removed.body as { removed: number[] }).removed) === JSON.stringify(ids),
        'removed',
      );
      const after = (await send({ as: 'owner', method: 'get', path: TABLES_API.people }))
        .body as Person[];
      expectThat(after.length === people.length - 2, 'two fewer');
      const theirs = (await send({ as: 'other', method: 'get', path: TABLES_API.people }))
        .body as Person[];
      expectThat(theirs.length === people.length, 'the other account keeps theirs');
      expectStatus(
        await send({ as: 'owner', method: 'post', path: TABLES_API.bulkDelete, body: { ids } }),
        404,
        'gone',
      );
      expectFields(
        await send({ as: 'owner', method: 'post', path: TABLES_API.bulkDelete, body: { ids: [] } }),
        { ids: 'ids must be a non-empty list of whole numbers' },
        'no ids',
      );
      const large = await send({
        as: 'owner',
        method: 'get',
        path: TABLES_API.largePeople,
        query: { count: 50 },
      });
      expectThat((large.body as Person[]).length === 50, 'large set of 50', large);
      expectFields(
        await send({
          as: 'owner',
          method: 'get',
          path: TABLES_API.largePeople,
          query: { count: 0 },
        }),
        ['count'],
        'count 0',
      );
    },
  },
];
