import type { MouseEventHandler, ReactNode } from "react";
import { Link, useLocation } from "wouter";

/**
 * A menu link that marks the current page: class `active` for its style and
 * `aria-current="page"` for assistive technology.
 */
export function NavLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: MouseEventHandler;
  children: ReactNode;
}) {
  const [path] = useLocation();
  const current = path === to;
  return (
    <Link
      href={to}
      onClick={onClick}
      className={current ? "active" : undefined}
      aria-current={current ? "page" : undefined}
    >
      {children}
    </Link>
  );
}
