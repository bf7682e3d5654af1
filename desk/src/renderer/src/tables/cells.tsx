/** Cell renderers and columns the lists share. */
import { createColumnHelper } from '@tanstack/react-table';
import { Tag } from 'antd';
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
export function ContactCell({
  email,
  phone,
  verified,
}: {
  email: string;
  phone?: string | null;
  /** For an account's address: whether the member proved it is theirs (shown as a tag). */
  verified?: boolean;
}) {
  return (
    <>
      <a href={`mailto:${email}`}>{email}</a>
      {verified !== undefined && (
        <>
          {' '}
          <VerifiedTag verified={verified} />
        </>
      )}
      {phone && <div className="muted">{phone}</div>}
    </>
  );
}

/**
 * Whether an account's address is proven: until it is, nothing sent from it before the account
 * existed (an inquiry, a tour request) is the account's, so staff should not treat it as theirs.
 */
export function VerifiedTag({ verified }: { verified: boolean }) {
  return verified ? <Tag color="green">Verified</Tag> : <Tag>Not verified</Tag>;
}

/** The Contact column of a list of people: the email and phone, which the search reads as one text. */
export function contactColumn<T extends { email: string; phone?: string | null }>(): DeskColumn<T> {
  return createColumnHelper<T>().accessor((r) => `${r.email} ${r.phone ?? ''}`, {
    id: 'contact',
    header: 'Contact',
    cell: ({ row }) => <ContactCell email={row.original.email} phone={row.original.phone} />,
  });
}
