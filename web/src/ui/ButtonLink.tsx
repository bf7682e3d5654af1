import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: string };

/**
 * A link that looks like a button: a real <a href> (so it can be opened in a new tab and reads as a
 * link to screen readers) that navigates inside the app on a plain click.
 */
export function ButtonLink({ to, onClick, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={handleClick} />;
}
