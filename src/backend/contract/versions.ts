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

const versionsCase = caseFor('versions');

const task = async (owner: Client, title: string) => {
  const made = await owner.post(TASKS_API.list, { title });
  expectStatus(made, 200, 'POST task');
  const created = made.body as Task;
  expectThat(created.version === 1, 'a new task is at version 1', made);
  return created;
};

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
    const made = await owner.post(PROJECTS_API.list, input);
    expectStatus(made, 200, 'POST project');
    const project = made.body as Project;
    expectThat(project.version === 1, 'a new project is at version 1', made);
    const item = PROJECTS_API.item(project.id);
    expectSaved<Project>(
      await owner.put(item, { ...input, budget: 20, version: 1 }),
      2,
      'PUT with the version read',
    );
    const current = expectStale<Project>(
      await owner.put(item, { ...input, budget: 30, version: 1 }),
      project.id,
      2,
      'PUT with an older version',
    );
    expectThat(current.budget === 20, 'the stale PUT wrote nothing');
    expectSaved<Project>(await owner.put(item, { ...input, budget: 40 }), 3, 'PUT without one');
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
    const made = await owner.post(CALENDAR_API.events, draft);
    expectStatus(made, 201, 'POST event');
    const event = made.body as CalendarEvent;
    expectThat(event.version === 1, 'a new event is at version 1', made);
    const item = CALENDAR_API.event(event.id);
    expectSaved<CalendarEvent>(
      await owner.put(item, { ...draft, title: 'Mine', version: 1 }),
      2,
      'PUT with the version read',
    );
    const current = expectStale<CalendarEvent>(
      await owner.put(item, { ...draft, title: 'Theirs', version: 1 }),
      event.id,
      2,
      'PUT with an older version',
    );
    expectThat(current.title === 'Mine', 'the stale PUT wrote nothing');
    expectSaved<CalendarEvent>(await owner.put(item, draft), 3, 'PUT without a version');
    // Seeded events start at 1 too (the workspace's: one no member has changed since).
    const events = (await other.get(CALENDAR_API.events)).body as CalendarEvent[];
    const seeded = events.find((e) => e.createdBy === null && e.updatedBy === null);
    expectThat(seeded?.version === 1, 'a seeded event is at version 1');
  }),
];
