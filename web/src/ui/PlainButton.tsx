import type { ButtonHTMLAttributes } from 'react';
import { type ButtonKind, type ButtonSize, buttonClass } from './buttonClass';

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  kind?: ButtonKind;
  size?: ButtonSize;
  /** Busy: the button is disabled and says so to screen readers while its action runs. */
  loading?: boolean;
};

/** A button in the site's look, for the frame and the pages that do without antd. */
export function PlainButton({
  kind,
  size,
  loading,
  className,
  disabled,
  children,
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={buttonClass(kind, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
