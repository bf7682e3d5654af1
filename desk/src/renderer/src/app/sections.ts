/** The console's screens, in tab order, and which one is open (jotai). */
import { atom } from 'jotai';

export const SECTIONS = [
  { key: 'board', label: 'Bay Board' },
  { key: 'tours', label: 'Tours' },
  { key: 'events', label: 'Events' },
  { key: 'contact', label: 'Contact' },
  { key: 'members', label: 'Members' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'outbox', label: 'Outbox' },
  { key: 'website', label: 'Website' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const sectionAtom = atom<SectionKey>('board');
