import { PROBLEM_MESSAGES, rateLimited, unauthorized, unavailable } from './problems';

describe('the adapters’ problems', () => {
  it('say their words once, with the headers a retry needs', () => {
    expect(unauthorized().body).toEqual({ message: PROBLEM_MESSAGES.unauthorized });
    const limited = rateLimited(0.2);
    expect([limited.status, limited.body.message, limited.headers]).toEqual([
      429,
      PROBLEM_MESSAGES.rateLimited,
      { 'retry-after': '1' },
    ]);
    expect(rateLimited(41.5).headers).toEqual({ 'retry-after': '42' });
    expect(unavailable(PROBLEM_MESSAGES.starting, 5).headers).toEqual({ 'retry-after': '5' });
    expect(unavailable(PROBLEM_MESSAGES.signInNotConfigured).headers).toEqual({});
  });
});
