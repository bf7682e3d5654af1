import type { ReactNode } from 'react';

/**
 * Required fields show a gold asterisk that screen readers skip: the field already says it is
 * required (aria-required), and "star, First name" is noise.
 */
export function requiredMark(label: ReactNode, { required }: { required: boolean }): ReactNode {
  return (
    <>
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
      {label}
    </>
  );
}
