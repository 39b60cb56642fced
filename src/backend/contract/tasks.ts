/** Contract cases of the tasks API (docs/api/tasks.md). */
import { TASKS_API, type Task, type TaskComment } from '@/contract/tasks';
import { caseFor, type Client, expectFields, expectStatus, expectThat, pageOf } from './types';

const create = async (as: Client, body: Record<string, unknown>): Promise<Task> => {
  const response = await as.post(TASKS_API.list, body);
  expectStatus(response, 200, `POST ${TASKS_API.list}`);
  return response.body as Task;
};

const ids = (page: { items: Task[] }) => page.items.map((task) => task.id);

const tasksCase = caseFor('tasks');

export const tasksCases = [
  tasksCase('lists with paging, search and sort', async ({ owner }) => {
    const seeded = pageOf<Task>(await owner.get(TASKS_API.list), 'the seeded list');
    expectThat(seeded.total > 0 && seeded.items.length === seeded.total, 'seeded tasks, one page');
    const b = await create(owner, { title: 'Kappa contract B', assignee: 'Bea' });
    const a = await create(owner, { title: 'Kappa contract A', assignee: 'Al' });
    const c = await create(owner, { title: 'Kappa contract C', assignee: null });
    const list = (query: Record<string, string | number>) => owner.get(TASKS_API.list, query);
    const found = pageOf<Task>(await list({ q: 'kappa CONTRACT' }), 'q');
    expectThat(found.total === 3, 'q finds the three new tasks, case-insensitively');
    const byAssignee = pageOf<Task>(await list({ q: 'kappa', sort: 'assignee' }), 'sort');
    expectThat(
      ids(byAssignee).join() === [a.id, b.id, c.id].join(),
      'sort=assignee: ascending, no assignee last',
    );
    const reversed = pageOf<Task>(await list({ q: 'kappa', sort: '-assignee' }), '-sort');
    expectThat(ids(reversed).join() === [c.id, b.id, a.id].join(), 'sort=-assignee reverses');
    const second = pageOf<Task>(
      await list({ q: 'kappa', sort: 'assignee', page: 2, pageSize: 2 }),
      'page 2',
    );
    expectThat(second.total === 3 && ids(second).join() === c.id, 'page 2 of size 2');
    const searchAssignee = pageOf<Task>(await list({ q: 'BEA' }), 'q on assignee');
    expectThat(ids(searchAssignee).includes(b.id), 'q searches the assignee too');
  }),
  tasksCase("q finds a task by its assignee's e-mail (the task holds the uid)", async (s) => {
    const { owner, harness } = s;
    const [mine, theirs] = [harness.accounts.owner, harness.accounts.user];
    const forMe = await create(owner, { title: 'Lambda for me', assignee: mine.uid });
    const forThem = await create(owner, { title: 'Lambda for them', assignee: theirs.uid });
    const q = theirs.email.toUpperCase();
    const found = ids(pageOf<Task>(await owner.get(TASKS_API.list, { q }), 'q on an e-mail'));
    expectThat(found.includes(forThem.id), "q on the assignee's e-mail finds the task");
    expectThat(!found.includes(forMe.id), "and not another member's task");
  }),
  tasksCase('cursor paging walks every sort as the page numbers do', async ({ owner }) => {
    // Ties on every sort: two of the same day, two without a date or assignee.
    for (const [title, dueDate, assignee] of [
      ['Cursor A', '2026-03-01', 'Zed'],
      ['Cursor B', '2026-03-01', 'Zed'],
      ['Cursor C', null, null],
      ['Cursor D', null, null],
    ] as const) {
      await create(owner, { title, dueDate, assignee });
    }
    const list = (query: Record<string, string | number>) => owner.get(TASKS_API.list, query);
    for (const sort of ['', 'dueDate', '-dueDate', 'assignee', '-assignee', '-createdAt']) {
      const all = pageOf<Task>(await list(sort ? { sort } : {}), `sort=${sort}`);
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const query: Record<string, string | number> = { pageSize: 3 };
        if (sort) query.sort = sort;
        if (cursor) query.cursor = cursor;
        const response = await list(query);
        const page = pageOf<Task>(response, `cursor page, sort=${sort}`);
        expectThat(page.total === all.total, 'total counts every task beside a cursor', response);
        walked.push(...ids(page));
        cursor = (response.body as { nextCursor?: string | null }).nextCursor ?? null;
        expectThat(
          cursor === null ? page.items.length < 3 : typeof cursor === 'string',
          'nextCursor: a string while pages are full, null after the last',
          response,
        );
        if (!cursor) break;
      }
      expectThat(
        walked.join() === ids(all).join(),
        `the cursor walk gives every task once, in the order of sort=${sort || '(board)'}`,
        { status: 200, body: { walked, all: ids(all) } },
      );
    }
    const first = await list({ pageSize: 2, sort: 'dueDate' });
    const next = (first.body as { nextCursor: string }).nextCursor;
    expectFields(await list({ cursor: next, sort: 'assignee' }), ['cursor'], 'another sort');
    expectFields(await list({ cursor: next, sort: 'dueDate', page: 2 }), ['cursor'], 'and page');
    expectFields(await list({ cursor: 'not-a-cursor!' }), ['cursor'], 'a made-up cursor');
    expectFields(await list({ cursor: 'e30' }), ['cursor'], 'a cursor of {}');
  }),
  tasksCase('422 for bad list parameters, naming each', async ({ owner }) => {
    const list = (query: Record<string, string | number>) => owner.get(TASKS_API.list, query);
    expectFields(await list({ page: 0 }), ['page'], 'page=0');
    expectFields(await list({ pageSize: 201 }), ['pageSize'], 'pageSize over the maximum');
    expectFields(await list({ sort: 'secret' }), ['sort'], 'an unknown sort field');
    expectFields(await list({ colour: 'red' }), ['colour'], 'an unknown filter');
  }),
  tasksCase('creates, updates, moves, comments on and deletes a task', async ({ owner }) => {
    const task = await create(owner, { title: '  Write the contract  ', dueDate: '2026-05-01' });
    expectThat(
      task.title === 'Write the contract' &&
        task.status === 'todo' &&
        task.priority === 'medium' &&
        task.dueDate === '2026-05-01' &&
        Array.isArray(task.comments),
      'POST answers the stored task with its defaults',
    );
    const patched = await owner.patch(TASKS_API.item(task.id), { status: 'review', dueDate: '' });
    expectStatus(patched, 200, 'PATCH');
    const after = patched.body as Task;
    expectThat(after.status === 'review' && after.dueDate === null, 'PATCH answers the change');
    const before = pageOf<Task>(await owner.get(TASKS_API.list), 'board').items;
    const moved = await owner.post(TASKS_API.move(task.id), { status: 'done', index: 0 });
    expectStatus(moved, 200, 'move');
    const board = pageOf<Task>(await owner.get(TASKS_API.list), 'board').items;
    const done = board.filter((t) => t.status === 'done');
    expectThat(done[0]?.id === task.id, 'the moved task heads its column', moved);
    expectThat(
      done.every((t, index) => index === 0 || t.order > (done[index - 1]?.order ?? 0)),
      'the column keeps increasing orders',
      moved,
    );
    // The answer is what changed, as it now is: the moved task and the cards renumbered.
    const key = (t: Task) => `${t.id}:${t.status}:${t.order}`;
    const was = new Set(before.map(key));
    const changed = board.filter((t) => !was.has(key(t))).map(key);
    const answered = (moved.body as Task[]).map(key);
    expectThat(
      answered.includes(key(done[0] as Task)) &&
        answered.slice().sort().join() === changed.slice().sort().join(),
      'the move answers only the tasks it changed, as stored',
      moved,
    );
    const comment = await owner.post(TASKS_API.comments(task.id), { text: ' Looks good ' });
    expectStatus(comment, 200, 'comment');
    expectThat((comment.body as TaskComment).text === 'Looks good', 'the comment, trimmed');
    const removed = await owner.delete(TASKS_API.item(task.id));
    expectStatus(removed, 204, 'DELETE');
    const again = await owner.delete(TASKS_API.item(task.id));
    expectStatus(again, 404, 'DELETE of a deleted task');
  }),
  tasksCase('writes leave the order of cards they do not pass untouched', async ({ owner }) => {
    const board = async () => pageOf<Task>(await owner.get(TASKS_API.list), 'board').items;
    const orders = (tasks: Task[], status: string) =>
      tasks.filter((t) => t.status === status).map((t) => `${t.id}:${t.order}`);
    const seeded = await board();
    const todo = seeded.filter((t) => t.status === 'todo');
    const first = todo[0];
    const second = todo[1];
    expectThat(first !== undefined && second !== undefined, 'two seeded todo cards');
    if (!first || !second) return;
    expectStatus(await owner.delete(TASKS_API.item(first.id)), 204, 'DELETE');
    const afterDelete = await board();
    expectThat(
      orders(afterDelete, 'todo').join() === orders(seeded, 'todo').slice(1).join(),
      'a delete leaves the rest of its column as it was',
      { status: 200, body: orders(afterDelete, 'todo') },
    );
    const added = await create(owner, { title: 'Mu at the end' });
    const afterCreate = await board();
    const column = afterCreate.filter((t) => t.status === 'todo');
    expectThat(
      orders(afterCreate, 'todo').slice(0, -1).join() === orders(afterDelete, 'todo').join() &&
        column.at(-1)?.id === added.id &&
        column.every((t) => t === column.at(-1) || t.order < added.order),
      'a new card goes last in its column, after the largest order, touching no other card',
      { status: 200, body: orders(afterCreate, 'todo') },
    );
    const patched = await owner.patch(TASKS_API.item(second.id), { status: 'review' });
    expectStatus(patched, 200, 'PATCH status');
    const afterPatch = await board();
    const review = afterPatch.filter((t) => t.status === 'review');
    expectThat(
      review.at(-1)?.id === second.id &&
        orders(afterPatch, 'review').slice(0, -1).join() === orders(afterCreate, 'review').join() &&
        orders(afterPatch, 'todo').join() ===
          orders(afterCreate, 'todo')
            .filter((o) => !o.startsWith(`${second.id}:`))
            .join(),
      'a new status puts the card last in that column; both columns keep their orders',
      { status: 200, body: afterPatch },
    );
    // in-progress is seeded with two cards: move the last to the top, within the column.
    const progress = afterPatch.filter((t) => t.status === 'in-progress');
    const last = progress.at(-1);
    expectThat(progress.length >= 2 && last !== undefined, 'seeded in-progress cards');
    if (!last) return;
    const moved = await owner.post(TASKS_API.move(last.id), { status: 'in-progress', index: 0 });
    expectStatus(moved, 200, 'move within a column');
    expectThat(
      (moved.body as Task[]).every((t) => t.status === 'in-progress'),
      'a move within a column answers only cards of that column',
      moved,
    );
    const answer = await board();
    const inProgress = answer.filter((t) => t.status === 'in-progress');
    expectThat(
      inProgress[0]?.id === last.id &&
        inProgress.every((t, i) => i === 0 || t.order > (inProgress[i - 1]?.order ?? 0)) &&
        orders(answer, 'todo').join() === orders(afterPatch, 'todo').join() &&
        orders(answer, 'review').join() === orders(afterPatch, 'review').join(),
      'the moved card heads its column, orders increase, other columns are untouched',
      moved,
    );
  }),
  tasksCase('422 names the invalid fields', async ({ owner }) => {
    const post = (body: unknown) => owner.post(TASKS_API.list, body);
    expectFields(await post({ title: '   ' }), { title: 'A task needs a title' }, 'a blank title');
    expectFields(
      await post({ title: 'x'.repeat(201) }),
      { title: 'A title is at most 200 characters' },
      'a title over 200',
    );
    expectFields(
      await post({ title: 'Fine', status: 'later', priority: 'urgent', dueDate: 'tomorrow' }),
      {
        status: 'status must be one of todo, in-progress, review, done',
        priority: 'priority must be one of low, medium, high',
        dueDate: 'A date is written YYYY-MM-DD',
      },
      'bad status, priority and date',
    );
    expectFields(
      await post({ title: 'Fine', dueDate: 5 }),
      { dueDate: 'A date is written YYYY-MM-DD' },
      'a number as a date',
    );
    expectFields(
      await post({ title: 'Fine', checklist: [{ id: 'c1', text: '', done: false }] }),
      ['checklist'],
      'a checklist item without text',
    );
    const task = await create(owner, { title: 'Valid' });
    expectFields(
      await owner.post(TASKS_API.move(task.id), { status: 'nowhere', index: -1 }),
      ['status', 'index'],
      'a bad move',
    );
    expectFields(
      await owner.post(TASKS_API.comments(task.id), { text: ' ' }),
      ['text'],
      'an empty comment',
    );
  }),
  tasksCase(
    'the workspace: every member sees and comments on a task, with who made and changed it',
    async ({ owner, other, user, harness }) => {
      const mine = await create(owner, { title: 'Lambda shared task' });
      const { uid } = harness.accounts.owner;
      expectThat(
        mine.createdBy === uid && mine.updatedBy === uid && mine.updatedAt === mine.createdAt,
        'a new task is made and last changed by its creator',
        { status: 200, body: mine },
      );
      for (const [as, client] of [
        ['other', other],
        ['user', user],
      ] as const) {
        const seen = pageOf<Task>(await client.get(TASKS_API.list, { q: 'lambda' }), as);
        expectThat(seen.items[0]?.id === mine.id, `${as} sees the task`);
      }
      const changed = await other.patch(TASKS_API.item(mine.id), { priority: 'high' });
      expectStatus(changed, 200, 'PATCH by another Admin');
      const after = changed.body as Task;
      expectThat(
        after.createdBy === uid &&
          after.updatedBy === harness.accounts.other.uid &&
          after.createdAt === mine.createdAt,
        'the change names who made it; the creator stays',
        changed,
      );
      expectStatus(
        await user.post(TASKS_API.comments(mine.id), { text: 'Seen' }),
        200,
        'any member comments',
      );
      const seed = pageOf<Task>(await user.get(TASKS_API.list), 'the board').items.find(
        (t) => t.createdBy === null,
      );
      expectThat(seed !== undefined, 'the seed tasks are made by no account');
    },
  ),
  tasksCase(
    'who may change a task: its creator, its assignee and Admins (403 for the others)',
    async ({ send, owner, user, harness }) => {
      const task = await create(owner, { title: 'Owner only task' });
      const tries = [
        { method: 'patch', path: TASKS_API.item(task.id), body: { title: 'Mine now' } },
        { method: 'post', path: TASKS_API.move(task.id), body: { status: 'done', index: 0 } },
        { method: 'delete', path: TASKS_API.item(task.id) },
      ] as const;
      for (const request of tries) {
        const refused = await send({ as: 'user', ...request });
        expectStatus(refused, 403, `${request.method} ${request.path} by a member who is neither`);
        expectThat(
          /creator.*assignee.*Admins/.test((refused.body as { message: string }).message),
          'the 403 says who may',
          refused,
        );
      }
      const assigned = await owner.patch(TASKS_API.item(task.id), {
        assignee: harness.accounts.user.uid,
      });
      expectStatus(assigned, 200, 'assign to user');
      expectStatus(
        await user.patch(TASKS_API.item(task.id), { title: 'Assignee edit' }),
        200,
        'the assignee changes it',
      );
      const theirs = await create(user, { title: 'User task' });
      expectStatus(
        await user.post(TASKS_API.move(theirs.id), { status: 'review', index: 0 }),
        200,
        'the creator moves it',
      );
      expectStatus(await owner.delete(TASKS_API.item(theirs.id)), 204, 'an Admin deletes it');
    },
  ),
  tasksCase('401 without a token', async ({ anonymous }) => {
    expectStatus(await anonymous.get(TASKS_API.list), 401, 'no token');
  }),
];
