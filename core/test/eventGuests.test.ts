import { describe, expect, it } from 'vitest';
import { checkGuestName, eventGuestMessages, GUEST_NAME_MAX, guestNameParts } from '../src/eventGuests';
import { boardName } from '../src/leaderboard';

describe('checkGuestName', () => {
  it('keeps a name cleaned to one line', () => {
    expect(checkGuestName('  Ann \t Lee\n', [])).toEqual({ ok: true, name: 'Ann Lee' });
  });

  it.each([
    ['', eventGuestMessages.noName],
    ['   ', eventGuestMessages.noName],
    ['...', eventGuestMessages.noName],
    ['x'.repeat(GUEST_NAME_MAX + 1), eventGuestMessages.nameTooLong],
  ])('refuses %j', (typed, refusal) => {
    expect(checkGuestName(typed, [])).toEqual({ ok: false, ...refusal });
  });

  it('takes a name of exactly the longest length, counting characters not code units', () => {
    expect(checkGuestName('é'.repeat(GUEST_NAME_MAX), []).ok).toBe(true);
    expect(checkGuestName('𠀀'.repeat(GUEST_NAME_MAX), []).ok).toBe(true);
  });

  it('refuses a name another guest has, whatever its case or spacing', () => {
    expect(checkGuestName('ann  LEE', ['Bob Stone', 'Ann Lee'])).toEqual({
      ok: false,
      ...eventGuestMessages.duplicateName('ann LEE'),
    });
    expect(checkGuestName('Ann Leet', ['Ann Lee']).ok).toBe(true);
  });
});

describe('guestNameParts', () => {
  it.each([
    ['Ann Lee', 'Ann', 'Lee', 'Ann L.'],
    ['Mary Jo van Dyke', 'Mary Jo van', 'Dyke', 'Mary Jo van D.'],
    ['Dot', 'Dot', '', 'Dot'],
  ])('splits %j so a board shows it as a member’s', (name, firstName, lastName, onBoard) => {
    const parts = guestNameParts(name);
    expect(parts).toEqual({ firstName, lastName });
    expect(boardName(parts.firstName, parts.lastName, false)).toBe(onBoard);
  });
});
