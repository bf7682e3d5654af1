import { describe, expect, it } from 'vitest';
import { memberMatchRank, rankMembers, shortMemberId } from '../src/memberSearch';

const m = (id: string, firstName: string, lastName: string, phone: string | null = null) => ({
  id,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone,
});
const priya = m('p', 'Priya', 'Natarajan', '+14065550100');
const taraQ = m('q', 'Tara', 'Quinn', '+14065550123');
const taraW = m('w', 'Tara', 'Weller');
const quinn = m('a', 'Quinn', 'Abbott');
const all = [priya, taraQ, taraW, quinn];

describe('the member search rule', () => {
  it.each([
    ['Tara', ['Tara Quinn', 'Tara Weller', 'Priya Natarajan']],
    ['tar', ['Tara Quinn', 'Tara Weller', 'Priya Natarajan']],
    ['Quinn', ['Quinn Abbott', 'Tara Quinn']],
    ['Quinn Tara', ['Tara Quinn']],
    ['quinn, tara', ['Tara Quinn']],
    ['tara q', ['Tara Quinn']],
    ['(406) 555-0123', ['Tara Quinn']],
    ['+1 406 555 0123', ['Tara Quinn']],
    ['555 01', ['Priya Natarajan', 'Tara Quinn']],
    ['tara.weller@example.com', ['Tara Weller']],
    ['example', ['Quinn Abbott', 'Priya Natarajan', 'Tara Quinn', 'Tara Weller']],
    ['zed', []],
    ['  ', []],
  ])('%s', (query, expected) => {
    expect(rankMembers(query, all).map((x) => `${x.firstName} ${x.lastName}`)).toEqual(expected);
  });

  it('ranks the whole email or phone above any name', () => {
    expect(memberMatchRank('4065550123', taraQ)).toBeLessThan(memberMatchRank('Tara', taraQ) ?? 99);
    expect(memberMatchRank('12', taraW)).toBeNull();
  });

  it('shows a short id', () => {
    expect(shortMemberId('3f2a9c1e-0000-4000-8000-000000000000')).toBe('#3f2a9c');
  });
});
