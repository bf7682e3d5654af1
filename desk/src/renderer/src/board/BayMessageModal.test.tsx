// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { bayScreenMessages } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { BayMessageModal } from './BayMessageModal';

afterEach(() => vi.unstubAllGlobals());

const M = bayScreenMessages.desk;

describe("the board's message to a bay", () => {
  it('sends the message to the chosen bay, and clears it', async () => {
    const api = stubApi({
      'PUT /api/staff/bays/2/message': (body) => ({
        body: { bay: '2', message: (body as { message: string }).message || null },
      }),
    });
    const onClose = vi.fn();
    renderAtDesk(<BayMessageModal open bays={['1', '2', '3']} onClose={onClose} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: M.bayLabel }, { timeout: 5000 }));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-dropdown .ant-select-item-option[title="Bay 2"]');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.change(document.querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: 'Closing in 10 minutes' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: M.send }).at(-1) as HTMLElement);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: M.clear }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.body)).toEqual([{ message: 'Closing in 10 minutes' }, { message: '' }]),
    );
  });
});
