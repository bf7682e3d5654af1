/**
 * The desk's Shop screen (docs/shop.md): the counter and the open tabs side by side, the last
 * sale's receipt to print under them; a day's sales and their refunds (DaySales), and the
 * catalogue's upkeep, each on its own view.
 */
import type { ShopSale } from '@lounge/core';
import { Segmented } from 'antd';
import { useState } from 'react';
import { Catalogue } from './Catalogue';
import { Counter } from './Counter';
import { DaySales } from './DaySales';
import { OpenTabs } from './OpenTabs';
import { Receipt } from './Receipt';
import './shop.css';

type View = 'sell' | 'sales' | 'catalogue';

export function ShopPanel() {
  const [view, setView] = useState<View>('sell');
  const [sale, setSale] = useState<ShopSale | null>(null);
  return (
    <div className="shop-panel">
      <div className="toolbar">
        <Segmented<View>
          aria-label="Shop view"
          value={view}
          onChange={setView}
          options={[
            { value: 'sell', label: 'Sell' },
            { value: 'sales', label: 'Sales' },
            { value: 'catalogue', label: 'Catalogue' },
          ]}
        />
      </div>
      {view === 'sell' ? (
        <>
          <div className="shop-columns">
            <Counter onSold={setSale} />
            <OpenTabs onPaid={setSale} />
          </div>
          {sale && <Receipt sale={sale} />}
        </>
      ) : view === 'sales' ? (
        <DaySales />
      ) : (
        <Catalogue />
      )}
    </div>
  );
}
