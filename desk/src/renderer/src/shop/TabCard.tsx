/**
 * One open tab: its lines, the member's discount as its own line (the server's words), its total,
 * and what staff do with it: close it, split some lines to a new tab for another payer (lines
 * ticked, then 'Split to New Tab'), or move one line to another open tab ('Move…'). A tab whose
 * payment link is out is frozen, so it offers neither.
 */
import { formatMoney, shopCopy, type Tab } from '@lounge/core';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';

export function TabCard({
  tab,
  onClose,
  onSplit,
  onMove,
}: {
  tab: Tab;
  onClose: () => void;
  /** The ticked lines, to a new tab. */
  onSplit: (lineIds: string[]) => void;
  onMove: (line: Tab['lines'][number]) => void;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  const chosen = ticked.filter((id) => tab.lines.some((l) => l.id === id));
  const movable = !tab.linkOut;
  // A split leaves the tab at least one line (the server's rule too).
  const canSplit = movable && chosen.length > 0 && chosen.length < tab.lines.length;
  const toggle = (id: string, on: boolean) =>
    setTicked((t) => (on ? [...t.filter((x) => x !== id), id] : t.filter((x) => x !== id)));
  return (
    <article className="shop-tab" aria-label={tab.label}>
      <h3>{tab.label}</h3>
      <ul className="shop-tab-lines">
        {tab.lines.map((line) => (
          <li key={line.id} className="shop-tab-line">
            {movable && tab.lines.length > 1 && (
              <Checkbox
                aria-label={shopCopy.selectLine(line.name)}
                checked={chosen.includes(line.id)}
                onChange={(e) => toggle(line.id, e.target.checked)}
              />
            )}
            <span className="shop-tab-line-text">
              {line.quantity} x {line.name}: {formatMoney(line.grossCents)}
            </span>
            {movable && (
              <Button
                size="small"
                type="link"
                aria-label={shopCopy.moveLine(line.name)}
                onClick={() => onMove(line)}
              >
                Move…
              </Button>
            )}
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
      <div className="shop-tab-actions">
        {movable && tab.lines.length > 1 && (
          <Button
            disabled={!canSplit}
            onClick={() => {
              onSplit(chosen);
              setTicked([]);
            }}
            aria-label={`${shopCopy.splitTab}: ${tab.label}`}
          >
            {shopCopy.splitTab}
          </Button>
        )}
        <Button
          type="primary"
          disabled={tab.lines.length === 0}
          onClick={onClose}
          aria-label={`Close Tab ${tab.label}`}
        >
          Close Tab
        </Button>
      </div>
    </article>
  );
}
