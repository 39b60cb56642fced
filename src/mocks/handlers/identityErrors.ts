import { HttpResponse } from 'msw';

/** The error body Google's Identity Toolkit and Secure Token APIs send. */
export function googleError(message: string, status = 400) {
  return HttpResponse.json(
    {
      error: {
        code: status,
        message,
        errors: [{ message, domain: 'global', reason: 'invalid' }],
      },
    },
    { status },
  );
}
