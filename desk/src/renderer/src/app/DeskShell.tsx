/**
 * The signed-in console: the header ('Find a member' over every screen, who is signed in, sign
 * out) and one tab per
 * screen. Tab labels count what waits for the desk: tours to confirm, inquiries to answer.
 */

import type { UserView } from '@lounge/core';
import { BrandMark } from '@lounge/web/ui';
import { Badge, Button, Tabs } from 'antd';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { AnalyticsPanel } from '../analytics/AnalyticsPanel';
import { AuditPanel } from '../audit/AuditPanel';
import { useSignOut } from '../auth/staffSession';
import { BoardPanel } from '../board/BoardPanel';
import { CompetitionsPanel } from '../competitions/CompetitionsPanel';
import { DoorAlert } from '../door/DoorCard';
import { EventQuotesPanel } from '../events/EventQuotesPanel';
import { InquiriesPanel } from '../inquiries/InquiriesPanel';
import { KiosksPanel } from '../kiosks/KiosksPanel';
import { CoachesPanel } from '../lessons/CoachesPanel';
import { MemberFinder } from '../members/MemberFinder';
import { MemberProfileDrawer } from '../members/MemberProfileDrawer';
import { MembersPanel } from '../members/MembersPanel';
import { OutboxPanel } from '../outbox/OutboxPanel';
import { ReportsPanel } from '../reports/ReportsPanel';
import { ShopPanel } from '../shop/ShopPanel';
import { ToursPanel } from '../tours/ToursPanel';
import { useInquiries, useTours } from '../ui/listQueries';
import { useVenue } from '../ui/useVenue';
import { WebsitePanel } from '../website/WebsitePanel';
import { type SectionKey, sectionAtom, sectionsFor } from './sections';

function Waiting({ label, count }: { label: string; count: number }) {
  return (
    <span className="tab-label">
      {label}
      {count > 0 && <Badge count={count} size="small" color="#c9a45c" aria-label={`${count} waiting`} />}
    </span>
  );
}

export function DeskShell({ user }: { user: UserView }) {
  const [section, setSection] = useAtom(sectionAtom);
  const signOut = useSignOut();
  const venue = useVenue();
  const tours = useTours().data ?? [];
  const events = useInquiries('events').data ?? [];
  const contact = useInquiries('contact').data ?? [];

  const waiting: Partial<Record<SectionKey, number>> = {
    tours: tours.filter((t) => t.status === 'scheduled').length,
    events: events.filter((i) => !i.handledAt).length,
    contact: contact.filter((i) => !i.handledAt).length,
  };
  const panels: Record<SectionKey, ReactNode> = {
    board: <BoardPanel />,
    tours: <ToursPanel />,
    events: <InquiriesPanel kind="events" />,
    quotes: <EventQuotesPanel />,
    contact: <InquiriesPanel kind="contact" />,
    members: <MembersPanel user={user} />,
    shop: <ShopPanel />,
    competitions: <CompetitionsPanel />,
    analytics: <AnalyticsPanel />,
    outbox: <OutboxPanel />,
    reports: <ReportsPanel />,
    kiosks: <KiosksPanel user={user} />,
    coaches: <CoachesPanel />,
    audit: <AuditPanel />,
    website: <WebsitePanel />,
  };

  return (
    <div className="desk">
      <header className="desk-header">
        <div className="desk-brand">
          <BrandMark size={32} />
          <span>
            Front Desk
            {venue && <span className="muted desk-venue"> · {venue.name}</span>}
          </span>
        </div>
        <MemberFinder />
        <div className="desk-user">
          <span>
            {user.firstName} {user.lastName} <span className="muted">({user.role})</span>
          </span>
          <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign Out
          </Button>
        </div>
      </header>
      <DoorAlert />
      <MemberProfileDrawer />
      <Tabs
        className="desk-tabs"
        // Every section's tab in one row at 1366 px: antd's default 32 px gutter overflows into a
        // "more" menu, a button inside the tablist that screen readers cannot make sense of.
        tabBarGutter={16}
        activeKey={section}
        onChange={(key) => setSection(key as SectionKey)}
        destroyOnHidden
        items={sectionsFor(user.role).map(({ key, label }) => ({
          key,
          label: <Waiting label={label} count={waiting[key] ?? 0} />,
          children: <main className="desk-main">{panels[key]}</main>,
        }))}
      />
    </div>
  );
}
