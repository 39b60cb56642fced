/**
 * Contract cases of authorship (issue 54): every authored thing (a task's or a project's
 * comment, a project's activity, a project's owner) names its author by uid, and any name it
 * stores with it is the one the members' directory has for them, never one a route made up.
 */
import type { AuthoredNote } from '@/contract/common';
import { MEMBERS_API, type Member } from '@/contract/members';
import { PROJECTS_API, type Project, type ProjectDetails } from '@/contract/projects';
import { TASKS_API, type Task } from '@/contract/tasks';
import { caseFor, type Client, type ContractResponse, expectStatus, expectThat } from './types';

const authorsCase = caseFor('authors');

/** The name the members' directory shows for `uid` (the e-mail when there is no name). */
async function directoryName(client: Client, uid: string): Promise<string> {
  const answer = await client.get(MEMBERS_API.list);
  expectStatus(answer, 200, 'the members directory');
  const member = (answer.body as { items: Member[] }).items.find((m) => m.uid === uid);
  expectThat(member !== undefined, 'the author is in the directory', answer);
  return (member as Member).name || (member as Member).email;
}

/** `note` names `uid` as its author, with the directory's name for them. */
function expectAuthor(note: AuthoredNote | undefined, uid: string, name: string, what: string) {
  expectThat(
    note !== undefined && note.authorId === uid && note.author === name,
    `${what}: by ${uid} ("${name}" from the directory), got ${JSON.stringify(note)}`,
  );
}

/** The body of a 200 or 201 answer. */
const ok = <T>(response: ContractResponse, what: string): T => {
  expectThat(response.status === 200 || response.status === 201, `${what}: 200/201`, response);
  return response.body as T;
};

export const authorsCases = [
  authorsCase(
    'authorship from the directory on every authored route (comments, activity, a project’s owner)',
    async ({ user, harness }) => {
      const { uid } = harness.accounts.user;
      const name = await directoryName(user, uid);

      const project = ok<Project>(
        await user.post(PROJECTS_API.list, {
          name: 'Authors contract',
          description: 'Who wrote what',
          state: 'ongoing',
          startDate: '2026-03-01',
          dueDate: '2026-04-01',
          budget: 10,
          tags: [],
          team: [],
        }),
        'a member creates a project',
      );
      expectThat(project.owner === uid, `its owner is its creator's uid, got ${project.owner}`);
      ok(
        await user.put(PROJECTS_API.item(project.id), {
          name: 'Authors contract',
          description: 'Who wrote what, edited',
          state: 'ongoing',
          startDate: '2026-03-01',
          dueDate: '2026-04-01',
          budget: 10,
          tags: [],
          team: [],
        }),
        'its creator edits it',
      );
      const comment = ok<AuthoredNote>(
        await user.post(PROJECTS_API.comments(project.id), { text: 'Mine' }),
        'a project comment',
      );
      expectAuthor(comment, uid, name, 'the project comment as answered');
      const details = ok<ProjectDetails>(
        await user.get(PROJECTS_API.item(project.id)),
        'the project read back',
      );
      const [edited, created] = details.activity;
      expectAuthor(created, uid, name, '"created the project"');
      expectAuthor(edited, uid, name, '"edited the project"');
      expectAuthor(details.comments[0], uid, name, 'the project comment as stored');

      const task = ok<Task>(
        await user.post(TASKS_API.list, { title: 'Authors contract task' }),
        'a task',
      );
      const taskComment = ok<AuthoredNote>(
        await user.post(TASKS_API.comments(task.id), { text: 'Mine too' }),
        'a task comment',
      );
      expectAuthor(taskComment, uid, name, 'the task comment');
      const listed = ok<{ items: Task[] }>(
        await user.get(TASKS_API.list, { q: 'Authors contract task' }),
        'the task listed',
      );
      const stored = listed.items.find((t) => t.id === task.id);
      expectAuthor(stored?.comments[0], uid, name, 'the task comment as stored');
    },
  ),
];
