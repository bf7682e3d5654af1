/** A form's large primary submit button; while `busy`, antd's spinner and `busyLabel` (core's words). */
import { Button } from 'antd';
import type { ReactNode } from 'react';

export function SubmitButton({
  busy,
  busyLabel,
  block,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  /** Full width, as on the sign-in pages' cards. */
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" size="large" block={block} loading={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
