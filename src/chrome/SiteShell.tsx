import { Outlet } from "react-router";
import styled from "styled-components";
import { ScrollToTop } from "../engine/ScrollToTop.tsx";
import { theme } from "../theme.ts";
import { AdSlot } from "./AdSlot.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { SecondNav } from "./SecondNav.tsx";

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
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

/** The chrome around every screen: header, second navigation, ad slot, the route, footer. */
export function SiteShell() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <SecondNav />
      <AdSlot />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ScrollToTop />
    </>
  );
}
