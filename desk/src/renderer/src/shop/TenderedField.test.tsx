// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TenderedField, tenderedReady } from './TenderedField';

/** The field with a confirm beside it, enabled as the dialogs enable theirs. */
function Harness({ totalCents }: { totalCents: number | null }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <TenderedField id="cash" value={typed} onChange={setTyped} totalCents={totalCents} />
      <button type="button" disabled={!tenderedReady(typed, totalCents)}>
        Confirm
      </button>
    </>
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Cash handed over ($)'), { target: { value: text } });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

describe('the cash handed over', () => {
  it('says why an amount will not do, and keeps the confirm disabled', () => {
    render(<Harness totalCents={3399} />);
    expect(confirm().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    type('forty');
    expect(screen.getByRole('alert').textContent).toBe(
      'Type the cash handed over as dollars and cents, like 40 or 40.50.',
    );
    expect(screen.getByLabelText('Cash handed over ($)').getAttribute('aria-invalid')).toBe('true');
    expect(confirm().hasAttribute('disabled')).toBe(true);

    type('-50');
    expect(screen.getByRole('alert').textContent).toBe('Cash handed over cannot be negative.');
    expect(confirm().hasAttribute('disabled')).toBe(true);

    type('33.98');
    expect(screen.getByRole('alert').textContent).toBe('That is $0.01 short of the total, $33.99.');
    expect(confirm().hasAttribute('disabled')).toBe(true);
  });

  it('shows the change to the cent once it covers the total', () => {
    render(<Harness totalCents={3399} />);
    type('50');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Change due $16.01')).toBeTruthy();
    const described = screen.getByLabelText('Cash handed over ($)').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Change due $16.01');
    expect(confirm().hasAttribute('disabled')).toBe(false);
    type('33.99');
    expect(screen.getByText('Change due $0')).toBeTruthy();
  });

  it('at the counter, before the server’s total, checks the amount alone', () => {
    render(<Harness totalCents={null} />);
    type('5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Change due/)).toBeNull();
    expect(confirm().hasAttribute('disabled')).toBe(false);
    type('5.123');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(confirm().hasAttribute('disabled')).toBe(true);
  });
});
