import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every route change starts at the top of the page (spec: shared chrome). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each new path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
