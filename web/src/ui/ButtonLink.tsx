import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ButtonKind, type ButtonSize, buttonClass } from './buttonClass';

interface ButtonLinkProps {
  to: string;
  type?: ButtonKind;
  size?: ButtonSize;
  className?: string;
  /** While an action elsewhere runs: drawn disabled, not focusable, and it goes nowhere. */
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** When the visible words need the context a list of them gives (`Join Now: VIP`). */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button: a real <a href> (so it can be opened in a new tab and reads as a
 * link to screen readers) that navigates inside the app on a plain click. Plain HTML, so the
 * pages without antd can use it.
 */
export function ButtonLink({
  to,
  type,
  size,
  className,
  disabled,
  onClick,
  'aria-label': ariaLabel,
  children,
}: ButtonLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  if (disabled) {
    return (
      <a
        href={to}
        className={buttonClass(type, size, className)}
        aria-disabled="true"
        tabIndex={-1}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </a>
    );
  }
  return (
    <a href={to} className={buttonClass(type, size, className)} onClick={handleClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
