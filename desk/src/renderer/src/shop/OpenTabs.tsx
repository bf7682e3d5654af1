/**
 * The open tabs: each with its lines, the member's discount as its own line (the server's words),
 * its total, and closing it. Lines go on a tab from the counter ('Put on tab').
 */
import { formatMoney, type ShopSale, shopCopy, type Tab } from '@lounge/core';
import { Button } from 'antd';
import { useState } from 'react';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { CloseTabModal } from './CloseTabModal';
import { OpenTabModal } from './OpenTabModal';
import { useOpenTabs } from './shopQueries';

export function OpenTabs({ onPaid }: { onPaid: (sale: ShopSale) => void }) {
  const tabs = useOpenTabs();
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<Tab | null>(null);
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
            <TabCard tab={tab} onClose={() => setClosing(tab)} />
          </li>
        ))}
      </ul>
      <OpenTabModal open={opening} onClose={() => setOpening(false)} />
      <CloseTabModal tab={closing} onClose={() => setClosing(null)} onPaid={onPaid} />
    </section>
  );
}

function TabCard({ tab, onClose }: { tab: Tab; onClose: () => void }) {
  return (
    <article className="shop-tab" aria-label={tab.label}>
      <h3>{tab.label}</h3>
      <ul className="shop-tab-lines">
        {tab.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} x {line.name}: {formatMoney(line.grossCents)}
          </li>
        ))}
        {tab.discountLabel && (
          <li>
            {tab.discountLabel}: {formatMoney(-tab.discountCents)}
          </li>
        )}
      </ul>
      <p className="shop-tab-total">Total {formatMoney(tab.totalCents)}</p>
      {tab.linkOut && <p className="muted">{shopCopy.linkOutNote}</p>}
      <Button
        type="primary"
        disabled={tab.lines.length === 0}
        onClick={onClose}
        aria-label={`Close Tab ${tab.label}`}
      >
        Close Tab
      </Button>
    </article>
  );
}
