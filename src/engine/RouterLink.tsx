import type { AnchorHTMLAttributes, Ref } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of the site (with its query), as React Router's `to`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link within the site, navigating in the page: React Router's `Link` as its docs build a
 * custom one, from the router's `useHref` and `useLinkClickHandler`. The router's own Link
 * carries its framework mode's prefetching (prefetch links, fetchers, route manifests,
 * view transitions) whatever its props, which the site never uses: 3 KB of gzip on every
 * page's scripts (issue 45).
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A menu's link, marked as the current page (`aria-current="page"`, class `active`) on its
 * path and below it, as React Router's `NavLink` marks it.
 */
export function NavLink({ to, ...rest }: LinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(to).pathname.toLowerCase();
  const active = here === path || (path !== "/" && here.startsWith(`${path.replace(/\/$/, "")}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={active ? "page" : undefined}
      className={active ? "active" : undefined}
    />
  );
}
