import fs from 'node:fs';
import path from 'node:path';
import { resources } from './i18n';

/**
 * Pages and features bring their own texts (`<folder>/locales/en.json` + `it.json`, added
 * with their route): they are held to the same rules as the app's own files.
 */
function pageLocaleFiles(): { en: Tree; it: Tree; file: string }[] {
  const src = path.resolve(__dirname, '..');
  const found: { en: Tree; it: Tree; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && full !== path.join(src, 'i18n')) walk(full);
      else if (entry.name === 'en.json' && path.basename(dir) === 'locales') {
        const read = (name: string) =>
          JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Tree;
        found.push({ en: read('en.json'), it: read('it.json'), file: path.relative(src, full) });
      }
    }
  };
  walk(src);
  return found;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const pageFiles = pageLocaleFiles();
  const en = flatten({
    ...resources.en.translation,
    ...(Object.assign({}, ...pageFiles.map((f) => f.en)) as Tree),
  });
  const italian = flatten({
    ...resources.it.translation,
    ...(Object.assign({}, ...pageFiles.map((f) => f.it)) as Tree),
  });

  it('each page locale file has a top-level key of its own', () => {
    const owners = new Map<string, string>(
      Object.keys(resources.en.translation).map((key) => [key, 'src/i18n']),
    );
    const clashes: string[] = [];
    for (const { en: tree, file } of pageFiles) {
      for (const key of Object.keys(tree)) {
        const owner = owners.get(key);
        if (owner && owner !== file) clashes.push(`${key}: ${file} and ${owner}`);
        owners.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('Italian has every English key and no other', () => {
    expect([...en.keys()].filter((key) => !italian.has(key))).toEqual([]);
    expect([...italian.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('both languages use the same interpolation values in each text', () => {
    const mismatched = [...en].filter(([key, text]) => {
      const other = italian.get(key);
      return other !== undefined && placeholders(text).join() !== placeholders(other).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('no text is empty', () => {
    expect(
      [...en, ...italian].filter(([, text]) => text.trim() === '').map(([key]) => key),
    ).toEqual([]);
  });

  it('keeps the legacy Italian messages word for word', () => {
    expect(italian.get('auth.errors.login')).toBe('Errore durante il login');
    expect(italian.get('auth.errors.logout')).toBe('Errore durante il logout');
    expect(italian.get('auth.errors.register')).toBe('Errore durante la registrazione');
    expect(italian.get('auth.errors.profileRead')).toBe('Errore nel recupero dei dati utente');
  });
});
