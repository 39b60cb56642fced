import { TASKS_API } from '@/contract/tasks';
import { seedTasks } from '../tasks/seed';
import { checkedSend, routeOf, type ContractResponse, type Send } from './types';

const answering =
  (response: ContractResponse): Send =>
  () =>
    Promise.resolve(response);

describe('checkedSend', () => {
  it('finds the route a request reaches, a fixed path before a parameter', () => {
    expect(routeOf('post', TASKS_API.move('t1'))?.path).toBe('tasks/:id/move');
    expect(routeOf('get', TASKS_API.list)?.path).toBe('tasks');
    expect(routeOf('get', 'api/nothing-here')).toBeUndefined();
  });

  it('fails a success whose body does not match the route’s response schema', async () => {
    // A seeded task whose id is a number: only that field is wrong.
    const [task] = seedTasks(Date.parse('2026-05-01T00:00:00Z'));
    const body = { items: [{ ...task, id: 1 }], total: 1 };
    const send = checkedSend(answering({ status: 200, body }));
    await expect(send({ as: 'owner', method: 'get', path: TASKS_API.list })).rejects.toThrow(
      /GET api\/tasks: the answer does not match its schema at items\.0\.id/,
    );
  });

  it('passes a matching success, an error and a route without a response schema', async () => {
    const page = { status: 200, body: { items: [], total: 0 } };
    await expect(
      checkedSend(answering(page))({ as: 'owner', method: 'get', path: TASKS_API.list }),
    ).resolves.toBe(page);
    const problem = { status: 404, body: { message: 'No task with this id' } };
    await expect(
      checkedSend(answering(problem))({ as: 'owner', method: 'patch', path: TASKS_API.item('x') }),
    ).resolves.toBe(problem);
    const reset = { status: 204, body: null };
    await expect(
      checkedSend(answering(reset))({ as: 'owner', method: 'post', path: 'api/demo/reset' }),
    ).resolves.toBe(reset);
  });
});
