import { type ReactNode, Suspense } from "react";
import { ScrollToTop } from "../engine/ScrollToTop.tsx";
import { AdSlot } from "./AdSlot.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { SecondNav } from "./SecondNav.tsx";
import styles from "./SiteShell.module.css";

/**
 * The chrome around every screen: header, second navigation, ad slot, the route, footer.
 * Each large part is its own Suspense boundary: when the browser hydrates the server's
 * HTML, React hydrates the root at once and each boundary afterwards at low priority, in
 * short slices, so hydration never blocks the main thread for long (a click on a part not
 * yet hydrated hydrates that part first and is replayed). `afterRoute` renders after the
 * route (`children`) inside its boundary: the browser's "hydrated" marker.
 */
export function SiteShell({
  afterRoute,
  children,
}: {
  afterRoute?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Suspense>
        <Header />
      </Suspense>
      <Suspense>
        <SecondNav />
      </Suspense>
      <AdSlot />
      <main className={styles.main} id="main" tabIndex={-1}>
        <Suspense>
          {children}
          {afterRoute}
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ScrollToTop />
    </>
  );
}
