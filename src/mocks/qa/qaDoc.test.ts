import fs from 'node:fs';
import path from 'node:path';
import { scenarios } from '../scenarios';

const QA_DOC = path.resolve(__dirname, '../../../docs/QA.md');

/** The names in the first column of the doc's tables (code blocks, i.e. examples, left out). */
function documentedNames(): Set<string> {
  const doc = fs.readFileSync(QA_DOC, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...doc.matchAll(/^\|\s*`([\w-]+)`\s*\|/gm)].map((match) => match[1] ?? ''));
}

describe('docs/QA.md', () => {
  it('has a table row for every scenario of the demo backend', () => {
    const documented = documentedNames();
    expect(Object.keys(scenarios).filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents no scenario that does not exist (a renamed one is caught too)', () => {
    expect([...documentedNames()].filter((name) => !(name in scenarios))).toEqual([]);
  });
});
