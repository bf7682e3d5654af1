// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { competitionMessages, formatIndex } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { HandicapForm } from './HandicapForm';

afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-1111-4111-8111-111111111111';
const URL = `/api/staff/members/${ID}/handicap`;
const differentials = [18, 20.4, 16].map((differential) => ({
  date: '2026-11-03',
  differential,
  used: true,
}));

describe("a member's Handicap Index at the desk", () => {
  it('shows the index and its source, refuses one out of range before sending, sets a plus index and clears it', async () => {
    let held: { index: number | null; source: 'official' | 'lounge' | null } = {
      index: 14,
      source: 'lounge',
    };
    const api = stubApi({
      [`GET ${URL}`]: () => ({ body: { ...held, differentials } }),
      [`PUT ${URL}`]: (body) => {
        const index = (body as { index: number | null }).index;
        held = index === null ? { index: 14, source: 'lounge' } : { index, source: 'official' };
        return { body: { ...held, differentials } };
      },
    });
    renderAtDesk(<HandicapForm memberId={ID} />);
    const section = await screen.findByRole('region', { name: 'Handicap Index' });
    expect(await within(section).findByText('Lounge index: 14.0 (from 3 final cards)')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Clear Official Index' })).toBeNull();

    const input = within(section).getByLabelText('Official index');
    fireEvent.change(input, { target: { value: '54.1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Set Official Index' }));
    expect(await within(section).findByText(competitionMessages.badIndex.message)).toBeTruthy();
    fireEvent.change(input, { target: { value: '12.45' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Set Official Index' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(input, { target: { value: '+2.5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Set Official Index' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ index: -2.5 }));
    expect(await within(section).findByText(`Official Handicap Index: ${formatIndex(-2.5)}`)).toBeTruthy();
    expect(formatIndex(-2.5)).toBe('+2.5');

    fireEvent.click(within(section).getByRole('button', { name: 'Clear Official Index' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ index: null }),
    );
    expect(await within(section).findByText('Lounge index: 14.0 (from 3 final cards)')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    stubApi({
      [`GET ${URL}`]: { body: { index: null, source: null, differentials: [] } },
      [`PUT ${URL}`]: {
        status: 400,
        body: { ...competitionMessages.badIndex, code: 'invalid_index', field: 'index' },
      },
    });
    renderAtDesk(<HandicapForm memberId={ID} />);
    const section = await screen.findByRole('region', { name: 'Handicap Index' });
    expect(await within(section).findByText('No index yet: three final cards make one.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Official index'), { target: { value: '20' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Set Official Index' }));
    expect(await within(section).findByText(competitionMessages.badIndex.title)).toBeTruthy();
  });
});
