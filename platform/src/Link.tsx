import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { localePath, navigate } from './routes';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** <Link to="/search"> renders a localised href and navigates through single-spa on click. */
export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const href = localePath(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
