import { createI18n } from '@/i18n/i18n';
import { mapHttpError } from '@/services/http';
import { describeError } from './describeError';

/** What axios rejects with for each outcome (the fields mapHttpError reads). */
const axiosError = (fields: { code?: string; status?: number; data?: unknown }) => ({
  isAxiosError: true,
  message: 'Request failed with status code ' + String(fields.status ?? ''),
  code: fields.code,
  response: fields.status === undefined ? undefined : { status: fields.status, data: fields.data },
});

const outcomes = [
  ['401', axiosError({ status: 401 }), 'Invalid credentials', 'Credenziali non valide'],
  ['403', axiosError({ status: 403 }), 'Access denied', 'Accesso negato'],
  ['404', axiosError({ status: 404 }), 'could not be found', 'non'],
  ['422', axiosError({ status: 422, data: {} }), 'Some fields are not valid', 'Alcuni campi'],
  ['500', axiosError({ status: 500, data: {} }), 'The server could not complete', 'Il server'],
  ['503', axiosError({ status: 503 }), 'The server could not complete', 'Il server'],
  ['network', axiosError({}), 'Cannot reach the server', 'server'],
  ['timeout', axiosError({ code: 'ECONNABORTED' }), 'took too long', 'troppo'],
] as const;

describe('describeError', () => {
  const en = createI18n('en');
  const it_ = createI18n('it');

  it.each(outcomes)(
    "%s reads the translated text, never the library's",
    (_name, thrown, english, italian) => {
      const error = mapHttpError(thrown);
      expect(describeError(error, en.t)).toContain(english);
      expect(describeError(error, it_.t)).toContain(italian);
      expect(describeError(error, en.t)).not.toMatch(/status code/);
      expect(describeError(error, it_.t)).not.toBe(describeError(error, en.t));
    },
  );

  it('shows the words a server wrote, and keeps the per-field messages of a 422', () => {
    const error = mapHttpError(
      axiosError({
        status: 422,
        data: { message: 'Username taken', fields: { username: 'Already in use', bad: 3 } },
      }),
    );
    expect(describeError(error, it_.t)).toBe('Username taken');
    expect(error.fields).toEqual({ username: 'Already in use' });
    expect(
      describeError(
        mapHttpError(axiosError({ status: 500, data: { message: 'Database down' } })),
        en.t,
      ),
    ).toBe('Database down');
  });

  it('a failure before any answer (not from axios) reads the generic text', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = mapHttpError(new TypeError('Failed to fetch dynamically imported module'));
    expect(describeError(error, en.t)).toBe('The server could not complete the request.');
    expect(warn).toHaveBeenCalled();
  });

  it('adds the request id the server sent, but only one of safe characters', () => {
    const withId = mapHttpError(axiosError({ status: 500, data: { requestId: 'abc-1' } }));
    expect(describeError(withId, en.t)).toBe(
      'The server could not complete the request. (request id abc-1)',
    );
    const unsafe = mapHttpError(axiosError({ status: 500, data: { requestId: '<b>x</b>' } }));
    expect(unsafe.requestId).toBeUndefined();
    expect(describeError(unsafe, en.t)).toBe('The server could not complete the request.');
  });
});
