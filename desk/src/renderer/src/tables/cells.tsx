/** Cell renderers and columns the lists share. */
import { createColumnHelper } from '@tanstack/react-table';
import type { DeskColumn } from './DataTable';

/** Long text in a cell: two lines, the whole text on hover. */
export function clamp({ getValue }: { getValue: () => unknown }) {
  const text = String(getValue() ?? '');
  return text ? (
    <span className="clamp" title={text}>
      {text}
    </span>
  ) : null;
}

/** An email as a mail link (Electron hands it to the system's mail client), and a phone below it. */
export function ContactCell({ email, phone }: { email: string; phone?: string | null }) {
  return (
    <>
      <a href={`mailto:${email}`}>{email}</a>
      {phone && <div className="muted">{phone}</div>}
    </>
  );
}

/** The Contact column of a list of people: the email and phone, which the search reads as one text. */
export function contactColumn<T extends { email: string; phone?: string | null }>(): DeskColumn<T> {
  return createColumnHelper<T>().accessor((r) => `${r.email} ${r.phone ?? ''}`, {
    id: 'contact',
    header: 'Contact',
    cell: ({ row }) => <ContactCell email={row.original.email} phone={row.original.phone} />,
  });
}
