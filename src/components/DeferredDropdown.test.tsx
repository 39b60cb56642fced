import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dropdown from 'react-bootstrap/Dropdown';
import { DeferredDropdown, forgetLoadedDropdown } from './DeferredDropdown';

function Menu({ onPick = () => undefined }: { onPick?: (name: string) => void }) {
  return (
    <DeferredDropdown
      toggleClassName="topbar-link arrow-none"
      title="Fruit menu"
      toggle={<span>Fruit</span>}
    >
      {(Dropdown) => (
        <Dropdown.Menu>
          {['Apple', 'Pear'].map((name) => (
            <Dropdown.Item key={name} as="button" onClick={() => onPick(name)}>
              {name}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      )}
    </DeferredDropdown>
  );
}

// The module keeps the loaded Dropdown: each test starts as a first visit.
beforeEach(forgetLoadedDropdown);
describe('DeferredDropdown', () => {
  it('draws the toggle as Dropdown.Toggle does, before anything is loaded', () => {
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Fruit' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('title', 'Fruit menu');
    expect(screen.queryByRole('button', { name: 'Apple' })).not.toBeInTheDocument();
    // The same classes on the button and its wrapper as react-bootstrap's own.
    render(
      <Dropdown>
        <Dropdown.Toggle variant="link" className="topbar-link arrow-none">
          Real
        </Dropdown.Toggle>
      </Dropdown>,
    );
    const real = screen.getByRole('button', { name: 'Real' });
    const classes = (element: Element | null) => [...(element?.classList ?? [])].sort();
    expect(classes(toggle)).toEqual(classes(real));
    expect(classes(toggle.parentElement)).toEqual(classes(real.parentElement));
  });

  it('a click before the Dropdown is there opens the menu once it is', async () => {
    const onPick = jest.fn();
    const user = userEvent.setup();
    render(<Menu onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    await user.click(await screen.findByRole('button', { name: 'Pear' }));
    expect(onPick).toHaveBeenCalledWith('Pear');
    // Picking closes the menu, as react-bootstrap's Dropdown does.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('keeps the keyboard focus on the toggle when the real one replaces it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Menu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Apple' })).toBeVisible();
    // The real toggle (it has an id, from react-bootstrap) holds the focus, and the keyboard
    // works as on any Dropdown.
    const toggle = screen.getByRole('button', { name: 'Fruit' });
    expect(toggle).toHaveAttribute('id');
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('an arrow key on the placeholder asks for the menu too', async () => {
    render(<Menu />);
    const placeholder = screen.getByRole('button', { name: 'Fruit' });
    // Focused by script: no focus event loads it first, the key alone has to.
    placeholder.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('button', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('once loaded, later menus are drawn with the real Dropdown at once', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    await screen.findByRole('button', { name: 'Apple' });
    unmount();
    render(<Menu />);
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('id');
  });
});
