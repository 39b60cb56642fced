import { resources } from './i18n';

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
  const en = flatten(resources.en.translation);
  const italian = flatten(resources.it.translation);

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
