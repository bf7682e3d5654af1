// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { memo, type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { staffMember } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';
import { memberPickerProps, useMemberSearch } from './memberPicker';

const max = staffMember({
  id: 'u-max',
  email: 'cashmore@example.com',
  firstName: 'Max',
  lastName: 'Cashmore',
});

/**
 * What an antd Modal does to its content while its opening animation waits for a frame (rc-motion
 * memoises the children): the content keeps the props of an earlier render of the dialog. On a busy
 * desk this lasts seconds, and staff type meanwhile.
 */
const HeldBack = memo(
  ({ children }: { held: boolean; children: ReactNode }) => children,
  (_, next) => next.held,
);

/** A dialog's member field as the walk-in and new-booking dialogs hold it: the search in the dialog. */
function Dialog() {
  const [held, setHeld] = useState(true);
  const [search, setSearch] = useState('');
  const { members } = useMemberSearch(search);
  return (
    <>
      <button type="button" onClick={() => setHeld(false)}>
        Opened
      </button>
      <HeldBack held={held}>
        <Select
          aria-label="Member"
          className="full-width"
          {...memberPickerProps(members.data ?? [], setSearch)}
        />
      </HeldBack>
    </>
  );
}

describe('the member field of a desk dialog', () => {
  it('keeps every letter typed while the dialog is still opening, and then finds the member', async () => {
    const api = stubApi({ 'GET /api/staff/members*': { body: [max] } });
    renderAtDesk(<Dialog />);
    const member = screen.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
    const typed = 'Cashmore';
    const shown: string[] = [];
    for (let i = 1; i <= typed.length; i += 1) {
      fireEvent.change(member, { target: { value: typed.slice(0, i) } });
      shown.push(member.value);
    }
    expect(shown).toEqual(Array.from(typed, (_, i) => typed.slice(0, i + 1)));
    // The animation ends: the dialog's content renders again, the whole name still in the field.
    fireEvent.click(screen.getByRole('button', { name: 'Opened' }));
    expect(await within(document.body).findByText(/Max Cashmore · cashmore@example.com/)).toBeTruthy();
    expect(member.value).toBe(typed);
    // What is asked of the server is what was typed.
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/api/staff/members?q=Cashmore'));
  });
});
