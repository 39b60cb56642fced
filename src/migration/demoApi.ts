import { HttpResponse } from 'msw';
import { defineUserCollection, withUserData } from '@/mocks/db';
import { apiRoute, invalid, notFound, paginate, readJson } from '@/mocks/api/server';

interface Note {
  id: string;
  text: string;
}

/** Per-user demo data, kept in the browser and seeded on first use. */
const notes = defineUserCollection<Note[]>({
  name: 'migration_notes',
  version: 1,
  seed: () => [{ id: 'n1', text: 'First note' }],
  isValid: (entry): entry is Note[] => Array.isArray(entry),
});

/** `mock.onGet(...).reply(...)` becomes msw routes that check the token and the role. */
export const notesHandlers = [
  apiRoute('get', 'notes', ({ caller, url }) =>
    withUserData(notes, caller.uid, (list) => paginate(list, url)),
  ),
  apiRoute('get', 'notes/:id', ({ caller, params }) =>
    withUserData(notes, caller.uid, (list) => list.find((n) => n.id === params.id) ?? notFound()),
  ),
  apiRoute(
    'post',
    'notes',
    async ({ caller, request }) => {
      const body = (await readJson(request)) as { text?: unknown } | null;
      const text = typeof body?.text === 'string' ? body.text.trim() : '';
      if (!text) return invalid({ text: 'Write something first' });
      return withUserData(notes, caller.uid, (list) => {
        const note = { id: `n${list.length + 1}`, text };
        list.push(note);
        return HttpResponse.json(note, { status: 201 });
      });
    },
    { roles: ['Admin'] },
  ),
];
