/** Cell renderers the lists share. */

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
