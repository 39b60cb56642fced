import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { liveChanged } from '@/features/events';
import { MemberChecklist } from '@/components/members/MemberChecklist';
import { MemberName } from '@/components/members/MemberName';
import { MemberSelect } from '@/components/members/MemberSelect';
import { DEMO_ADMIN, DEMO_USER, withDb } from '@/mocks/db';
import { renderWithProviders } from '@/test/renderWithProviders';
import { MembersDirectory } from './components/MembersDirectory';
import { membersFeature } from './feature';
import { selectActiveMembers, selectMemberById, selectMembers } from './membersSlice';
import { membersMessages } from './messages';

const FIRST = { timeout: 10_000 };

const NAMELESS = { uid: 'namelessMember', email: 'nameless@shreyu.test' };

/** A third account with no display name, and Demo User disabled. */
async function seedDirectory() {
  await withDb((state) => {
    const base = state.accounts[DEMO_USER.uid];
    if (!base) throw new Error('seeded');
    base.disabled = true;
    state.accounts[NAMELESS.uid] = { ...base, ...NAMELESS, displayName: null };
    delete state.accounts[NAMELESS.uid]?.disabled;
  });
}

function Assignee({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="assignee">Assignee</label>
      <MemberSelect id="assignee" value={value} emptyLabel="Unassigned" onChange={setValue} />
      <output aria-label="picked">{value ?? 'nobody'}</output>
    </>
  );
}

const render = (ui: React.ReactNode) =>
  renderWithProviders(<MembersDirectory me={DEMO_ADMIN.uid}>{ui}</MembersDirectory>, {
    as: 'Admin',
    features: [membersFeature],
    messages: membersMessages,
  });

describe('members (directory + slice + saga + demo API + shared member UI)', () => {
  it('loads the directory with the page and names each uid: You, the name, the e-mail, a disabled hint, an old name as it is', async () => {
    await seedDirectory();
    const { store } = render(
      <ul>
        {[DEMO_ADMIN.uid, DEMO_USER.uid, NAMELESS.uid, 'Kevin C'].map((uid) => (
          <li key={uid}>
            <MemberName uid={uid} />
          </li>
        ))}
      </ul>,
    );
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('You'), FIRST);
    expect(items[1]).toHaveTextContent('Demo User(disabled)');
    expect(within(items[1] as HTMLElement).getByText('Demo User').parentElement).toHaveClass(
      'text-body-secondary',
    );
    expect(items[2]).toHaveTextContent(NAMELESS.email);
    expect(items[3]).toHaveTextContent('Kevin C');

    const state = store.getState();
    expect(selectMembers(state).map((m) => m.uid)).toEqual(
      expect.arrayContaining([DEMO_ADMIN.uid, DEMO_USER.uid, NAMELESS.uid]),
    );
    expect(selectActiveMembers(state).map((m) => m.uid)).not.toContain(DEMO_USER.uid);
    expect(selectMemberById(state, DEMO_USER.uid)).toEqual(
      expect.objectContaining({ name: 'Demo User', disabled: true, role: 'user' }),
    );
    expect(selectMemberById(state, 'Kevin C')).toBeUndefined();
  });

  it('the select offers active members only; a disabled assignee stays shown on the record, greyed, not offered again', async () => {
    await seedDirectory();
    const { user } = render(<Assignee initial={DEMO_USER.uid} />);
    const select = screen.getByLabelText('Assignee');
    const kept = await within(select).findByRole('option', { name: 'Demo User (disabled)' }, FIRST);
    expect(kept).toBeDisabled();
    expect(select).toHaveValue(DEMO_USER.uid);
    expect(within(select).getByRole('option', { name: 'You (Shreyu Admin)' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: NAMELESS.email })).toBeEnabled();

    // The keyboard picks as a native select does; a new pick is a uid.
    select.focus();
    await user.selectOptions(select, 'You (Shreyu Admin)');
    expect(screen.getByLabelText('picked')).toHaveTextContent(DEMO_ADMIN.uid);
    // Picked away, the disabled member is no longer offered.
    expect(
      within(select).queryByRole('option', { name: 'Demo User (disabled)' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(select, 'Unassigned');
    expect(screen.getByLabelText('picked')).toHaveTextContent('nobody');
  });

  it('an old record keeps its assignee name from before the directory, as it is', async () => {
    render(<Assignee initial="Shreyu N" />);
    const select = screen.getByLabelText('Assignee');
    await within(select).findByRole('option', { name: 'Demo User' }, FIRST);
    expect(select).toHaveValue('Shreyu N');
    expect(within(select).getByRole('option', { name: 'Shreyu N' })).toBeDisabled();
  });
});

describe('members who join while a page is open', () => {
  const NEWCOMER = { uid: 'newcomerMember', email: 'nina@shreyu.test', displayName: 'Nina New' };
  const joins = () =>
    withDb((state) => {
      const base = state.accounts[DEMO_USER.uid];
      if (!base) throw new Error('seeded');
      state.accounts[NEWCOMER.uid] = { ...base, ...NEWCOMER };
    });

  it('a picker offers them once it is focused again', async () => {
    const { user } = render(<Assignee initial={null} />);
    const select = screen.getByLabelText('Assignee');
    await within(select).findByRole('option', { name: 'Demo User' }, FIRST);
    await joins();
    expect(within(select).queryByRole('option', { name: 'Nina New' })).not.toBeInTheDocument();
    await user.click(select);
    expect(await within(select).findByRole('option', { name: 'Nina New' })).toBeEnabled();
  });

  it('a team picker that opens offers them', async () => {
    function Team() {
      const [open, setOpen] = useState(false);
      if (!open) return <button onClick={() => setOpen(true)}>Edit the team</button>;
      return <MemberChecklist legend="Team" value={[]} onChange={() => undefined} />;
    }
    const { user, store } = render(<Team />);
    await waitFor(() => expect(selectMembers(store.getState()).length).toBeGreaterThan(0), FIRST);
    await joins();
    await user.click(screen.getByRole('button', { name: 'Edit the team' }));
    expect(await screen.findByRole('checkbox', { name: /Nina New/ })).toBeInTheDocument();
  });

  it('what they do live shows their name: their change reads the directory again', async () => {
    const { store } = render(<MemberName uid={NEWCOMER.uid} />);
    await waitFor(() => expect(selectMembers(store.getState()).length).toBeGreaterThan(0), FIRST);
    expect(screen.getByText(NEWCOMER.uid)).toBeInTheDocument();
    await joins();
    const change = {
      area: 'tasks',
      op: 'create' as const,
      recordId: 't99',
      at: new Date().toISOString(),
    };
    act(() => {
      store.dispatch(liveChanged({ id: 'e1', ...change, by: NEWCOMER.uid }));
    });
    expect(await screen.findByText('Nina New')).toBeInTheDocument();
  });

  it("an Admin's change of a member they know (a live `members` event) reads the directory again", async () => {
    const { store } = render(<MemberName uid={DEMO_USER.uid} />);
    const roleOf = () => selectMemberById(store.getState(), DEMO_USER.uid)?.role;
    await waitFor(() => expect(roleOf()).toBe('user'), FIRST);
    await withDb((state) => {
      const profile = state.documents[`users/${DEMO_USER.uid}`];
      if (!profile) throw new Error('seeded');
      profile.fields.userRole = { stringValue: 'Admin' };
    });
    act(() => {
      store.dispatch(
        liveChanged({
          id: 'e2',
          area: DIRECTORY_AREAS.members,
          op: 'update',
          recordId: DEMO_USER.uid,
          by: DEMO_ADMIN.uid,
          at: new Date().toISOString(),
        }),
      );
    });
    await waitFor(() => expect(roleOf()).toBe('Admin'), FIRST);
  });
});
