/**
 * The desk's Shop screen (docs/shop.md): the counter and the open tabs side by side, the last
 * sale's receipt to print under them; the catalogue's upkeep on its own view.
 */
import type { ShopSale } from '@lounge/core';
import { Segmented } from 'antd';
import { useState } from 'react';
import { Catalogue } from './Catalogue';
import { Counter } from './Counter';
import { OpenTabs } from './OpenTabs';
import { Receipt } from './Receipt';
import './shop.css';

type View = 'sell' | 'catalogue';

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
      ) : (
        <Catalogue />
      )}
    </div>
  );
}
