import { screen } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { renderApp } from '@/test/renderWithProviders';

const slow = { timeout: 10000 };

describe('error pages', () => {
  it('an unknown path: the 404 page names the path, as text, and offers sign-in when signed out', async () => {
    const { container } = renderApp({ route: '/no/%3Cb%3Esuch%3C/b%3E/page' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing lives at /no/<b>such</b>/page.')).toBeInTheDocument();
    expect(container.querySelector('main b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      pagePath('auth-login'),
    );
  });

  it('signed in, the 404 page itself shows no path and only the way home', async () => {
    renderApp({ route: pagePath('pages-error-404'), as: 'Admin' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing lives at/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      pagePath('dashboard-ecommerce'),
    );
  });

  it.each([
    [pagePath('pages-error-500'), 'Internal Server Error'],
    [pagePath('access-denied'), 'Access denied'],
    [pagePath('pages-maintenance'), 'Site is Under Maintenance'],
  ])('%s has its illustration, message and a way back', async (route, heading) => {
    const { container } = renderApp({ route });
    expect(await screen.findByRole('heading', { name: heading }, slow)).toBeInTheDocument();
    expect(container.querySelector('svg.error-illustration')).not.toBeNull();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });
});
