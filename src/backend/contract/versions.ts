/**
 * Contract cases of versions (issue 40, "two people, one record"; src/contract/versions.ts):
 * every record of tasks, projects and calendar events starts at version 1 and counts each
 * change; a write that sends the version it read is refused with 409 and the record as it is
 * now when someone changed it meanwhile; a write without a version is accepted.
 */
import { CALENDAR_API, type CalendarEvent } from '@/contract/calendar';
import { PROJECTS_API, type Project, type ProjectDetails } from '@/contract/projects';
import { TASKS_API, type Task } from '@/contract/tasks';
import {
  caseFor,
  expectFields,
  expectStatus,
  expectThat,
  type Client,
  type ContractResponse,
} from './types';

interface Versioned {
  id: string;
  version: number;
}

/** A 409 whose `current` is the record as it is now: this id, at `version`. */
function expectStale<R extends Versioned>(
  response: ContractResponse,
  id: string,
  version: number,
  what: string,
): R {
  expectStatus(response, 409, what);
  const current = (response.body as { current?: R }).current;
  expectThat(
    current?.id === id && current.version === version,
    `${what}: the 409 carries the current record (version ${version})`,
    response,
  );
  return current as R;
}

/** 200 and the record one version on. */
function expectSaved<R extends Versioned>(
  response: ContractResponse,
  version: number,
  what: string,
) {
  expectStatus(response, 200, what);
  const saved = response.body as R;
  expectThat(saved.version === version, `${what}: version ${version}`, response);
  return saved;
}

/** POST `path` (answered with `status`): the new record, which starts at version 1. */
async function created<R extends Versioned>(
  owner: Client,
  path: string,
  body: object,
  status: number,
  what: string,
): Promise<R> {
  const made = await owner.post(path, body);
  expectStatus(made, status, `POST ${what}`);
  const record = made.body as R;
  expectThat(record.version === 1, `a new ${what} is at version 1`, made);
  return record;
}

/**
 * Three PUTs of a new record's `item`, each a whole record: with the version read it saves
 * (version 2); with that version again it is a 409, whose current record is returned (the
 * caller checks it holds the first PUT); without a version it is accepted and counts (3).
 */
async function expectPutVersions<R extends Versioned>(
  owner: Client,
  item: string,
  id: string,
  puts: { read: object; older: object; none: object },
): Promise<R> {
  expectSaved<R>(
    await owner.put(item, { ...puts.read, version: 1 }),
    2,
    'PUT with the version read',
  );
  const current = expectStale<R>(
    await owner.put(item, { ...puts.older, version: 1 }),
    id,
    2,
    'PUT with an older version',
  );
  expectSaved<R>(await owner.put(item, puts.none), 3, 'PUT without a version');
  return current;
}

const versionsCase = caseFor('versions');

const task = (owner: Client, title: string) =>
  created<Task>(owner, TASKS_API.list, { title }, 200, 'task');

export const versionsCases = [
  versionsCase('tasks: a stale version is a 409 with the current task', async ({ owner }) => {
    const t = await task(owner, 'Version contract');
    const item = TASKS_API.item(t.id);
    const mine = expectSaved<Task>(
      await owner.patch(item, { title: 'Mine', version: 1 }),
      2,
      'PATCH with the version read',
    );
    expectThat(mine.title === 'Mine', 'the fresh write is stored');
    const theirs = expectStale<Task>(
      await owner.patch(item, { title: 'Theirs', priority: 'high', version: 1 }),
      t.id,
      2,
      'PATCH with an older version',
    );
    expectThat(theirs.title === 'Mine' && theirs.priority === t.priority, 'nothing of it written');
    // A write without a version (an older client) is accepted, and counts.
    expectSaved<Task>(await owner.patch(item, { priority: 'low' }), 3, 'PATCH without a version');
    // Every change counts: a comment, a move.
    expectStatus(await owner.post(TASKS_API.comments(t.id), { text: 'Seen' }), 200, 'comment');
    const after = (await owner.get(TASKS_API.list, { q: 'Mine' })).body as { items: Task[] };
    expectThat(after.items[0]?.version === 4, 'a comment counts as a change');
    expectStale<Task>(
      await owner.post(TASKS_API.move(t.id), { status: 'done', index: 0, version: 3 }),
      t.id,
      4,
      'a move with an older version',
    );
    const moved = await owner.post(TASKS_API.move(t.id), { status: 'done', index: 0, version: 4 });
    expectStatus(moved, 200, 'a move with the version read');
    const card = (moved.body as Task[]).find((row) => row.id === t.id);
    expectThat(card?.status === 'done' && card.version === 5, 'the moved card counts', moved);
    expectFields(
      await owner.patch(item, { version: 'one' }),
      ['version'],
      'a version not a number',
    );
    expectStatus(
      await owner.patch(TASKS_API.item('t-none'), { title: 'x', version: 1 }),
      404,
      'no such task, with a version',
    );
  }),
  versionsCase('two members, one task: the later write on the same version is a 409', async (c) => {
    const { owner, other, user } = c;
    const t = await task(owner, 'Shared version');
    const item = TASKS_API.item(t.id);
    // Both read version 1; the owner saves first, the other member's write is refused.
    const first = expectSaved<Task>(
      await owner.patch(item, { title: 'First', version: 1 }),
      2,
      'first',
    );
    const current = expectStale<Task>(
      await other.patch(item, { title: 'Second', version: 1 }),
      t.id,
      2,
      'another member on the same version',
    );
    expectThat(
      current.title === 'First' &&
        current.updatedBy === first.updatedBy &&
        current.updatedBy !== null,
      'the 409 says who changed it (updatedBy, a uid)',
    );
    // Not theirs to change (not its creator, assignee or an Admin): 403 before any version.
    expectStatus(
      await user.patch(item, { title: 'Third', version: 1 }),
      403,
      'a member it is not theirs',
    );
    expectSaved<Task>(
      await other.patch(item, { title: 'Second', version: 2 }),
      3,
      'on the current version',
    );
  }),
  versionsCase('projects: PUT with a version', async ({ owner }) => {
    const input = {
      name: 'Version contract project',
      description: '',
      state: 'ongoing',
      startDate: '2026-03-01',
      dueDate: '2026-04-01',
      budget: 10,
      tags: [],
      team: [],
    };
    const project = await created<Project>(owner, PROJECTS_API.list, input, 200, 'project');
    const item = PROJECTS_API.item(project.id);
    const current = await expectPutVersions<Project>(owner, item, project.id, {
      read: { ...input, budget: 20 },
      older: { ...input, budget: 30 },
      none: { ...input, budget: 40 },
    });
    expectThat(current.budget === 20, 'the stale PUT wrote nothing');
    const details = (await owner.get(item)).body as ProjectDetails;
    expectThat(details.version === 3 && details.budget === 40, 'GET shows the version');
    expectFields(await owner.put(item, { ...input, version: 0 }), ['version'], 'version 0');
  }),
  versionsCase('calendar: PUT with a version', async ({ owner, other }) => {
    const draft = {
      title: 'Version contract event',
      category: 'info',
      allDay: false,
      start: '2026-06-01T10:00:00',
      end: '2026-06-01T11:00:00',
    };
    const event = await created<CalendarEvent>(owner, CALENDAR_API.events, draft, 201, 'event');
    const current = await expectPutVersions<CalendarEvent>(
      owner,
      CALENDAR_API.event(event.id),
      event.id,
      { read: { ...draft, title: 'Mine' }, older: { ...draft, title: 'Theirs' }, none: draft },
    );
    expectThat(current.title === 'Mine', 'the stale PUT wrote nothing');
    // Seeded events start at 1 too (the workspace's: one no member has changed since).
    const events = (await other.get(CALENDAR_API.events)).body as CalendarEvent[];
    const seeded = events.find((e) => e.createdBy === null && e.updatedBy === null);
    expectThat(seeded?.version === 1, 'a seeded event is at version 1');
  }),
];
