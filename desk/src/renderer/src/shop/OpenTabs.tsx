/**
 * The open tabs: each with its lines, the member's discount as its own line (the server's words),
 * its total, closing it, splitting it between payers and moving a line to another tab. Lines go on
 * a tab from the counter ('Put on tab').
 */
import { type ShopSale, shopCopy, type Tab } from '@lounge/core';
import { Button } from 'antd';
import { useState } from 'react';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { CloseTabModal } from './CloseTabModal';
import { MoveLineModal } from './MoveLineModal';
import { OpenTabModal } from './OpenTabModal';
import { SplitTabModal } from './SplitTabModal';
import { useOpenTabs } from './shopQueries';
import { TabCard } from './TabCard';

export function OpenTabs({ onPaid }: { onPaid: (sale: ShopSale) => void }) {
  const tabs = useOpenTabs();
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<Tab | null>(null);
  const [splitting, setSplitting] = useState<{ tab: Tab; lineIds: string[] } | null>(null);
  const [moving, setMoving] = useState<{ tab: Tab; line: Tab['lines'][number] } | null>(null);
  return (
    <section className="shop-tabs" aria-label={shopCopy.openTabs}>
      <div className="shop-tabs-head">
        <h2 className="shop-heading">{shopCopy.openTabs}</h2>
        <Button onClick={() => setOpening(true)}>Open Tab</Button>
      </div>
      <LoadErrorAlert error={tabs.error} title="Tabs not loaded" />
      {tabs.data?.length === 0 && <p className="muted">{shopCopy.noOpenTabs}</p>}
      <ul className="shop-tab-list">
        {tabs.data?.map((tab) => (
          <li key={tab.id}>
            <TabCard
              tab={tab}
              onClose={() => setClosing(tab)}
              onSplit={(lineIds) => setSplitting({ tab, lineIds })}
              onMove={(line) => setMoving({ tab, line })}
            />
          </li>
        ))}
      </ul>
      <OpenTabModal open={opening} onClose={() => setOpening(false)} />
      <CloseTabModal tab={closing} onClose={() => setClosing(null)} onPaid={onPaid} />
      <SplitTabModal split={splitting} onClose={() => setSplitting(null)} />
      <MoveLineModal move={moving} tabs={tabs.data ?? []} onClose={() => setMoving(null)} />
    </section>
  );
}
