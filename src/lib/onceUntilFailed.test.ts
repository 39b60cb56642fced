import { onceUntilFailed } from './onceUntilFailed';

it('runs the load once for every caller while it is under way and after it succeeded', async () => {
  const load = jest.fn(() => Promise.resolve('chunk'));
  const get = onceUntilFailed(load);
  await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
  await expect(get()).resolves.toBe('chunk');
  expect(load).toHaveBeenCalledTimes(1);
});

it('passes a failure to the callers waiting on it, then runs the load again on the next call', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValueOnce('chunk');
  const get = onceUntilFailed(load);
  const waiting = [get(), get()];
  await expect(waiting[0]).rejects.toThrow('ChunkLoadError');
  await expect(waiting[1]).rejects.toThrow('ChunkLoadError');
  expect(load).toHaveBeenCalledTimes(1);
  await expect(get()).resolves.toBe('chunk');
  await expect(get()).resolves.toBe('chunk');
  expect(load).toHaveBeenCalledTimes(2);
});
