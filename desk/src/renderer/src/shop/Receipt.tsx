/**
 * The last sale's receipt as the server wrote it (the same lines a member is emailed), with a
 * button to print it: print.css prints the receipt alone, black on white.
 */
import { type ShopSale, shopCopy } from '@lounge/core';
import { Button } from 'antd';

export function Receipt({ sale }: { sale: ShopSale }) {
  return (
    <section className="shop-receipt" aria-label={shopCopy.receiptHeading}>
      <h2 className="shop-heading">{shopCopy.receiptHeading}</h2>
      <ul className="shop-receipt-lines">
        {sale.receipt.map((line, i) => (
          // Lines repeat (the blank ones), and the receipt never changes once written.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of printed lines
          <li key={i}>{line || '\u00a0'}</li>
        ))}
      </ul>
      <Button onClick={() => window.print()}>{shopCopy.printReceipt}</Button>
    </section>
  );
}
