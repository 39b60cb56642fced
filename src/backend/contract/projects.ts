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
    'the workspace: every member sees a project; names are unique in the workspace',
    async ({ owner, other, user, harness }) => {
      const mine = await create(owner, input('Theta shared'));
      expectThat(
        mine.createdBy === harness.accounts.owner.uid &&
          mine.updatedBy === harness.accounts.owner.uid &&
          typeof mine.updatedAt === 'string',
        'made and last changed by its creator',
      );
      for (const [as, client] of [
        ['other', other],
        ['user', user],
      ] as const) {
        const seen = pageOf<Project>(await client.get(PROJECTS_API.list, { q: 'theta' }), as);
        expectThat(seen.items[0]?.id === mine.id, `${as} sees the project`);
        expectStatus(await client.get(PROJECTS_API.item(mine.id)), 200, `${as} reads it`);
      }
      expectFields(
        await other.post(PROJECTS_API.list, input('Theta shared')),
        { name: 'The workspace already has a project with this name' },
        'the same name by another member',
      );
      const edited = await other.put(PROJECTS_API.item(mine.id), input('Theta shared'));
      expectThat(
        (edited.body as Project).updatedBy === harness.accounts.other.uid &&
          (edited.body as Project).createdBy === harness.accounts.owner.uid,
        'an edit names who made it',
        edited,
      );
    },
  ),
  projectsCase(
    'who may change a project: its creator, its team, its owner and Admins (403 for the others)',
    async ({ send, owner, user, harness }) => {
      const project = await create(owner, input('Iota team'));
      const tries = [
        { method: 'put', path: PROJECTS_API.item(project.id), body: input('Taken over') },
        { method: 'delete', path: PROJECTS_API.item(project.id) },
      ] as const;
      for (const request of tries) {
        const refused = await send({ as: 'user', ...request });
        expectStatus(refused, 403, `${request.method} by a member outside the project`);
      }
      expectStatus(
        await user.post(PROJECTS_API.comments(project.id), { text: 'A question' }),
        200,
        'any member comments',
      );
      await owner.put(
        PROJECTS_API.item(project.id),
        input('Iota team', { team: [harness.accounts.user.uid] }),
      );
      expectStatus(
        await user.put(PROJECTS_API.item(project.id), input('Iota team', { budget: 7 })),
        200,
        'a team member edits it',
      );
      const theirs = await create(user, input('Kappa by a user'));
      expectStatus(await user.delete(PROJECTS_API.item(theirs.id)), 204, 'its creator deletes it');
    },
  ),
];
