import { type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import { ScrollToTop } from "../engine/ScrollToTop.tsx";
import { PlayerMount } from "../player/PlayerMount.tsx";
import { theme } from "../theme.ts";
import { AdSlot } from "./AdSlot.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { LazyKeyboardShortcuts } from "./keyboard/LazyKeyboardShortcuts.tsx";
import { SecondNav } from "./SecondNav.tsx";

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 0.5rem;
  top: -3rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${theme.color.ink};
  color: ${theme.color.paper};
  &:focus { top: 0.5rem; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

/**
 * The chrome around every screen: header, second navigation, ad slot, the route, footer.
 * Each large part is its own Suspense boundary: when the browser hydrates the server's
 * HTML, React hydrates the root at once and each boundary afterwards at low priority, in
 * short slices, so hydration never blocks the main thread for long (a click on a part not
 * yet hydrated hydrates that part first and is replayed). `afterRoute` renders after the
 * route inside its boundary: the browser's "hydrated" marker.
 */
export function SiteShell({ afterRoute }: { afterRoute?: ReactNode }) {
  const { TEXT } = useTexts();
  return (
    <>
      <SkipLink href="#main">{TEXT.chrome.skipToContent}</SkipLink>
      <Suspense>
        <Header />
      </Suspense>
      <Suspense>
        <SecondNav />
      </Suspense>
      <AdSlot />
      <Main id="main" tabIndex={-1}>
        <Suspense>
          <Outlet />
          {afterRoute}
        </Suspense>
      </Main>
      <Suspense>
        <Footer />
      </Suspense>
      {/* Outside the routes: playback goes on across client-side navigation (issue 46). */}
      <PlayerMount />
      <ScrollToTop />
      <LazyKeyboardShortcuts />
    </>
  );
}
