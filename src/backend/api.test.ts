import * as z from 'zod/mini';
import { demoApiEndpoints } from '@/mocks/handlers/demoApi';
import { API_AREAS, API_ROUTES, API_TABLES } from './api';

describe('the whole API, as the server serves it', () => {
  it('has the same routes, in the same order, as the msw demo', () => {
    const shape = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    expect(API_ROUTES.map(shape)).toEqual(demoApiEndpoints.map(shape));
  });

  it('declares what every route answers: a JSON-Schema-convertible response, a 204 or a file', () => {
    const wrong: string[] = [];
    for (const route of API_ROUTES) {
      const name = `${route.method} ${route.path}`;
      if (route.file || route.status === 204) {
        if (route.response) wrong.push(`${name}: a response schema for no JSON body`);
      } else if (!route.response) {
        wrong.push(`${name}: no response schema`);
      } else {
        try {
          z.toJSONSchema(route.response);
        } catch (error) {
          wrong.push(`${name}: ${String(error)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives every table a unique name inside its own area, with an id column', () => {
    const names = API_TABLES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of API_AREAS) {
      for (const table of area.tables) {
        expect(table.area).toBe(area.name);
        expect(table.columns.id).toBeDefined();
      }
    }
  });

  it('declares every column its seed rows carry, and indexes only declared columns (the SQL schema comes from them)', () => {
    const now = Date.UTC(2026, 4, 1);
    for (const area of API_AREAS) {
      const seed = area.seed('someone', now);
      for (const table of area.tables) {
        const columns = Object.keys(table.columns);
        for (const row of seed[table.name] ?? []) {
          expect({
            table: table.name,
            extra: Object.keys(row).filter((k) => !columns.includes(k)),
          }).toEqual({ table: table.name, extra: [] });
        }
        for (const index of table.indexes) {
          expect(index.filter((c) => !columns.includes(c))).toEqual([]);
        }
      }
      expect(Object.keys(seed).filter((name) => !area.tables.some((t) => t.name === name))).toEqual(
        [],
      );
    }
  });
});
