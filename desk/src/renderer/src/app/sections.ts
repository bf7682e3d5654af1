/** The console's screens, in tab order, and which one is open (jotai). */
import { mayTakeManagerSteps, type UserRole } from '@lounge/core';
import { atom } from 'jotai';

interface Section {
  key: string;
  label: string;
  /** Shown to admins only (the server answers staff 403 there too). */
  adminOnly?: boolean;
  /** Shown to managers and admins (every step on it is a manager's; docs/decisions/054). */
  managerOnly?: boolean;
}

export const SECTIONS = [
  { key: 'board', label: 'Bay Board' },
  { key: 'tours', label: 'Tours' },
  { key: 'events', label: 'Events' },
  { key: 'quotes', label: 'Event Quotes' },
  { key: 'contact', label: 'Contact' },
  { key: 'members', label: 'Members' },
  { key: 'shop', label: 'Shop' },
  { key: 'competitions', label: 'Competitions' },
  { key: 'coaches', label: 'Coaches' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'outbox', label: 'Outbox' },
  { key: 'reports', label: 'Reports' },
  { key: 'kiosks', label: 'Kiosks' },
  { key: 'audit', label: 'Audit', adminOnly: true },
  { key: 'website', label: 'Website', managerOnly: true },
] as const satisfies readonly Section[];

/** The sections a staff member, a manager or an admin sees. */
export function sectionsFor(role: UserRole) {
  return SECTIONS.filter(
    (s) =>
      (!('adminOnly' in s && s.adminOnly) || role === 'admin') &&
      (!('managerOnly' in s && s.managerOnly) || mayTakeManagerSteps(role)),
  );
}

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const sectionAtom = atom<SectionKey>('board');
