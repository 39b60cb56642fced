/** Contract cases of the projects API (docs/api/projects.md). */
import { PROJECTS_API, type Project, type ProjectDetails } from '@/contract/projects';
import { caseFor, type Client, expectFields, expectStatus, expectThat, pageOf } from './types';

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'A contract project',
  state: 'ongoing',
  startDate: '2026-03-01',
  dueDate: '2026-04-01',
  budget: 1000,
  tags: ['contract'],
  team: ['Nik G'],
  ...extra,
});

const create = async (owner: Client, body: Record<string, unknown>) => {
  const response = await owner.post(PROJECTS_API.list, body);
  expectStatus(response, 200, `POST ${PROJECTS_API.list}`);
  return response.body as Project;
};

const projectsCase = caseFor('projects');

export const projectsCases = [
  projectsCase('lists with paging, state filter, search and sort', async ({ owner }) => {
    const list = (query: Record<string, string | number> = {}) =>
      owner.get(PROJECTS_API.list, query);
    const seeded = pageOf<Project>(await list(), 'the seeded list');
    expectThat(seeded.total > 0, 'seeded projects');
    const b = await create(owner, input('Omega contract B', { dueDate: '2026-06-01' }));
    const a = await create(
      owner,
      input('Omega contract A', { dueDate: '2026-05-01', state: 'planned' }),
    );
    const byName = pageOf<Project>(await list({ q: 'OMEGA', sort: 'name' }), 'sort=name');
    expectThat(byName.items.map((p) => p.id).join() === [a.id, b.id].join(), 'by name');
    const byDue = pageOf<Project>(await list({ q: 'omega', sort: '-dueDate' }), 'sort=-dueDate');
    expectThat(
      byDue.items.map((p) => p.id).join() === [b.id, a.id].join(),
      'by due date, reversed',
    );
    const planned = pageOf<Project>(await list({ q: 'omega', state: 'planned' }), 'state');
    expectThat(planned.total === 1 && planned.items[0]?.id === a.id, 'state filters');
    const second = pageOf<Project>(
      await list({ q: 'omega', sort: 'name', page: 2, pageSize: 1 }),
      'page 2',
    );
    expectThat(second.total === 2 && second.items[0]?.id === b.id, 'page 2 of size 1');
    expectThat(!('comments' in (second.items[0] ?? {})), 'a list item is a summary');
    expectFields(
      await list({ sort: 'budget', page: 'x' }),
      ['sort', 'page'],
      'bad list parameters',
    );
    expectFields(await list({ owner: 'me' }), ['owner'], 'an unknown filter');
  }),
  projectsCase('creates, reads, edits, comments on and deletes a project', async ({ owner }) => {
    const project = await create(owner, input('  Sigma contract  '));
    expectThat(
      project.name === 'Sigma contract' && project.progress === 0,
      'POST answers the project',
    );
    const details = await owner.get(PROJECTS_API.item(project.id));
    expectStatus(details, 200, 'GET details');
    expectThat(
      Array.isArray((details.body as ProjectDetails).activity) &&
        (details.body as ProjectDetails).activity.length === 1,
      'details carry the created activity',
      details,
    );
    const edited = await owner.put(
      PROJECTS_API.item(project.id),
      input('Sigma contract', { budget: 5 }),
    );
    expectStatus(edited, 200, 'PUT');
    expectThat((edited.body as Project).budget === 5, 'PUT answers the change');
    const comment = await owner.post(PROJECTS_API.comments(project.id), { text: 'Ship it' });
    expectStatus(comment, 200, 'comment');
    const after = (await owner.get(PROJECTS_API.item(project.id))).body as ProjectDetails;
    expectThat(after.commentCount === 1 && after.activity.length === 2, 'counted and logged');
    expectStatus(await owner.delete(PROJECTS_API.item(project.id)), 204, 'DELETE');
    expectStatus(await owner.get(PROJECTS_API.item(project.id)), 404, 'GET deleted');
  }),
  projectsCase('422 names the invalid fields', async ({ owner }) => {
    const post = (body: unknown) => owner.post(PROJECTS_API.list, body);
    expectFields(
      await post(input(' ', { startDate: 'soon', budget: -1 })),
      {
        name: 'A project needs a name',
        startDate: 'A date is written YYYY-MM-DD',
        budget: 'The budget must be a number of 0 or more',
      },
      'blank name, bad date, negative budget',
    );
    expectFields(
      await post(input('Fine', { startDate: '2026-05-02', dueDate: '2026-05-01' })),
      { dueDate: 'The due date must not be before the start date' },
      'due before start',
    );
    await create(owner, input('Unique contract'));
    expectFields(
      await post(input('UNIQUE CONTRACT')),
      { name: 'The workspace already has a project with this name' },
      'a name taken, ignoring case',
    );
  }),
  projectsCase(
    'another account never sees or changes my projects (404)',
    async ({ send, owner, other }) => {
      const mine = await create(owner, input('Theta private'));
      const theirs = pageOf<Project>(
        await other.get(PROJECTS_API.list, { q: 'theta' }),
        "the other account's list",
      );
      expectThat(theirs.total === 0, 'the other account does not see my project');
      const tries = [
        { method: 'get', path: PROJECTS_API.item(mine.id) },
        { method: 'put', path: PROJECTS_API.item(mine.id), body: input('Taken over') },
        { method: 'delete', path: PROJECTS_API.item(mine.id) },
        { method: 'post', path: PROJECTS_API.comments(mine.id), body: { text: 'Hi' } },
      ] as const;
      for (const request of tries) {
        expectStatus(await send({ as: 'other', ...request }), 404, `${request.method} as other`);
      }
      // Names are unique per account only.
      const same = await other.post(PROJECTS_API.list, input('Theta private'));
      expectStatus(same, 200, 'the same name in another account');
    },
  ),
  projectsCase('403 to a user account', async ({ user }) => {
    expectStatus(await user.get(PROJECTS_API.list), 403, 'list');
    expectStatus(await user.get(PROJECTS_API.item('p1')), 403, 'details');
  }),
];
