import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { pagePath } from '@/config/pages';
import DashboardLayout from '../../DashboardLayout';
import { signedIn } from '@/test/session';

/**
 * jsdom has no Fullscreen API: a stand-in that behaves like a browser's (the element
 * changes, then `fullscreenchange` fires on the document).
 */
function installFullscreenApi() {
  let element: Element | null = null;
  const change = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  const request = jest.fn(function (this: Element) {
    change(this);
    return Promise.resolve();
  });
  const exit = jest.fn(() => {
    change(null);
    return Promise.resolve();
  });
  Object.defineProperty(Element.prototype, 'requestFullscreen', {
    configurable: true,
    value: request,
  });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  return {
    request,
    exit,
    /** The person pressed Escape: the browser leaves full screen by itself. */
    leaveByBrowser: () => change(null),
    uninstall: () => {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (Element.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    },
  };
}

describe('full-screen toggle', () => {
  let api: ReturnType<typeof installFullscreenApi>;
  beforeEach(() => {
    api = installFullscreenApi();
  });
  afterEach(() => api.uninstall());

  it('enters and leaves full screen, and its label follows what the browser did', async () => {
    const { user, store } = renderWithProviders(<DashboardLayout />, {
      route: pagePath('dashboard-ecommerce'),
      ...signedIn('Admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Enter full screen' }));
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    expect(store.getState().layout.fullscreen).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Enter full screen' })).toBeInTheDocument();

    // Leaving with Escape (the browser's own way) is followed too.
    await user.click(screen.getByRole('button', { name: 'Enter full screen' }));
    await screen.findByRole('button', { name: 'Exit full screen' });
    act(() => api.leaveByBrowser());
    expect(await screen.findByRole('button', { name: 'Enter full screen' })).toBeInTheDocument();
    expect(store.getState().layout.fullscreen).toBe(false);
  });
});
