// Links: <Link>, an anchor that navigates in the app on a plain left click, and <NavLink>, a link
// that knows whether it points at the current page.
import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { useRouter } from './context';
import { createPath, resolveTo, type To } from './history';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function useLinkTarget(to: To) {
  const { navigator, location } = useRouter();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = external ? null : resolveTo(to, location.pathname);
  return { navigator, location, path, href: path ? navigator.createHref(path) : (to as string) };
}

/** An anchor that navigates in the app on a plain left click; otherwise a normal anchor. */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { navigator, location, path, href } = useLinkTarget(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !path ||
      reloadDocument ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // As react-router: a link to where the reader already is replaces the entry.
    const options = { preventScrollReset };
    if (replace ?? createPath(location) === createPath(path)) {
      navigator.replace(path, state, options);
    } else navigator.push(path, state, options);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** A Link that knows whether it points at the current page (aria-current="page", "active"). */
export function NavLink({
  end = false,
  caseSensitive = false,
  className,
  style,
  children,
  ...rest
}: NavLinkProps) {
  const { location, path } = useLinkTarget(rest.to);
  let current = location.pathname;
  let target = path?.pathname ?? '';
  if (!caseSensitive) {
    current = current.toLowerCase();
    target = target.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    path !== null &&
    (current === target ||
      (!end && current.startsWith(target) && current.charAt(endSlash) === '/'));
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}
