/**
 * Route paths from the features' `*_API` constants, so that a path is written once. The
 * constants build request paths (`TASKS_API.item(id)` -> `api/tasks/t1`); a route needs the
 * pattern (`tasks/:id`, relative to `api/`): `routePath(TASKS_API.item, 'id')`.
 */
const marker = (name: string) => `__route_param_${name}__`;

export function routePath(path: string): string;
export function routePath<N extends string[]>(
  build: (...args: { [K in keyof N]: string }) => string,
  ...names: N
): string;
export function routePath(
  build: string | ((...args: string[]) => string),
  ...names: string[]
): string {
  const built = typeof build === 'string' ? build : build(...names.map(marker));
  return built
    .replace(/^\/?api\//, '')
    .replace(/__route_param_([A-Za-z0-9]+)__/g, (_, name: string) => `:${name}`);
}
