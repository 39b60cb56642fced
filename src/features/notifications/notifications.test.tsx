import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/i18n';
import { AppToast } from '@/components/AppToast';
import { renderWithProviders } from '@/test/renderWithProviders';
import { preloadToast } from './components/NotificationStack';
import { MAX_NOTIFICATIONS, notificationAdded } from './notificationsSlice';

function Empty() {
  return null;
}

/** Moves the fake clock and lets the saga resume (its delay resolves a promise) inside act. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

/**
 * Renders with real timers until the auth state's first report is in (the app shows a
 * preloader until then), then hands the clock to jest for the toast timers.
 */
async function renderReady() {
  const rendered = renderWithProviders(<Empty />);
  await waitFor(() => expect(rendered.store.getState().auth.initialized).toBe(true));
  jest.useFakeTimers();
  return rendered;
}

describe('the toast stack on a first notification', () => {
  it('shows it once the toast code has loaded (it is not part of the first load)', async () => {
    const { store } = renderWithProviders(<Empty />);
    await waitFor(() => expect(store.getState().auth.initialized).toBe(true));
    act(() => {
      store.dispatch(notificationAdded({ title: 'Saved', message: 'Loaded on demand' }));
    });
    const stack = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(stack).findByRole('alert')).toHaveTextContent('Loaded on demand');
  });
});

describe('notifications (slice + saga timers + toast stack)', () => {
  // The toast code is loaded (as after the first notification): the timers are what is tested.
  beforeAll(() => preloadToast());
  afterEach(() => {
    jest.useRealTimers();
  });

  const stack = () => screen.getByRole('region', { name: 'Notifications' });

  it('defaults to the light variant and a 2000 ms delay, then dismisses itself', async () => {
    const { store } = await renderReady();
    act(() => {
      store.dispatch(notificationAdded({ title: 'Saved', message: 'Your profile was saved' }));
    });
    const [item] = store.getState().notifications.items;
    expect(item).toMatchObject({ variant: 'light', delay: 2000 });
    expect(within(stack()).getByRole('alert')).toHaveTextContent('Your profile was saved');

    await advance(1999);
    expect(within(stack()).getByText('Your profile was saved')).toBeInTheDocument();
    await advance(1);
    expect(within(stack()).queryByText('Your profile was saved')).not.toBeInTheDocument();
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('honours a custom delay and variant; announced to screen readers', async () => {
    const { store } = await renderReady();
    act(() => {
      store.dispatch(
        notificationAdded({
          title: 'notifications.error',
          message: 'Boom',
          variant: 'danger',
          delay: 5000,
        }),
      );
    });
    const toast = within(stack()).getByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Boom');
    expect(toast).toHaveAttribute('aria-live', 'assertive');
    await advance(4999);
    expect(within(stack()).getByRole('alert')).toBeInTheDocument();
    await advance(1);
    expect(within(stack()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closing by hand removes it at once and cancels its timer', async () => {
    const { store } = await renderReady();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    act(() => {
      store.dispatch(notificationAdded({ title: 'A', message: 'first', delay: 3000 }));
    });
    const first = store.getState().notifications.items[0]!.id;
    await user.click(within(stack()).getByRole('button', { name: 'Close' }));
    expect(within(stack()).queryByText('first')).not.toBeInTheDocument();

    // A later toast must not be dismissed by the stale timer of the first one.
    act(() => {
      store.dispatch(notificationAdded({ title: 'B', message: 'second', delay: 10000 }));
    });
    await advance(3000);
    expect(within(stack()).getByText('second')).toBeInTheDocument();
    expect(store.getState().notifications.items.map((n) => n.id)).not.toContain(first);
  });

  it('a delay of 0 keeps the toast until it is closed', async () => {
    const { store } = await renderReady();
    act(() => {
      store.dispatch(notificationAdded({ title: 'Sticky', message: 'stays', delay: 0 }));
    });
    await advance(60_000);
    expect(within(stack()).getByText('stays')).toBeInTheDocument();
  });

  it(`keeps at most ${MAX_NOTIFICATIONS} toasts, dropping the oldest`, async () => {
    const { store } = await renderReady();
    act(() => {
      for (let i = 1; i <= MAX_NOTIFICATIONS + 2; i += 1) {
        store.dispatch(notificationAdded({ title: 'N', message: `message ${i}`, delay: 0 }));
      }
    });
    expect(within(stack()).queryByText('message 1')).not.toBeInTheDocument();
    expect(within(stack()).queryByText('message 2')).not.toBeInTheDocument();
    expect(within(stack()).getByText(`message ${MAX_NOTIFICATIONS + 2}`)).toBeInTheDocument();
    expect(within(stack()).getAllByRole('alert')).toHaveLength(MAX_NOTIFICATIONS);
  });

  it('translates keys in the current language', async () => {
    const { store, i18n } = await renderReady();
    act(() => {
      void i18n.changeLanguage('it');
      store.dispatch(
        notificationAdded({
          title: 'notifications.error',
          message: 'errors.http.unauthorized',
          delay: 0,
        }),
      );
    });
    const italianStack = screen.getByRole('region', { name: 'Notifiche' });
    expect(within(italianStack).getByText('Errore')).toBeInTheDocument();
    expect(within(italianStack).getByText('Credenziali non valide')).toBeInTheDocument();
    expect(within(italianStack).getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });
});

describe('AppToast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const renderToast = (props: Partial<Parameters<typeof AppToast>[0]> = {}) =>
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppToast title="Heads up" {...props}>
          Body text
        </AppToast>
      </I18nextProvider>,
    );

  it('stays visible when autohide is off (the default), whatever the time', async () => {
    renderToast();
    await advance(60_000);
    expect(screen.getByRole('alert')).toHaveClass('show');
  });

  it('hides itself after the default 5000 ms when autohide is on, and fades', async () => {
    const onClose = jest.fn();
    renderToast({ autohide: true, onClose });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveClass('fade');
    await advance(4999);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    // It fades out (still in the page for the 300 ms transition), then leaves.
    expect(toast).toBeInTheDocument();
    await advance(400);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a labelled close button', () => {
    renderToast();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
