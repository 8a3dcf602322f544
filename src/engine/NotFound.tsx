import styled from "styled-components";
import { theme } from "../theme.ts";
import { useLocalHref, useTexts } from "./LanguageContext.tsx";
import { PageTitle } from "./PageTitle.tsx";
import { Link } from "./RouterLink.tsx";

const Wrapper = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1rem 6rem;
  text-align: center;
  h1 { font-family: ${theme.font.serif}; font-size: 2.25rem; margin: 0 0 1rem; }
  p { color: ${theme.color.muted}; }
  a { color: ${theme.color.link}; font-weight: 600; }
`;

/** The screen for any path the manifest does not define. */
export function NotFound() {
  const { TEXT } = useTexts();
  const local = useLocalHref();
  return (
    <Wrapper aria-labelledby="not-found-heading">
      <PageTitle title={TEXT.pageNotFound} />
      <h1 id="not-found-heading">{TEXT.pageNotFound}</h1>
      <p>{TEXT.chrome.notFoundBody}</p>
      <p>
        <Link to={local("/")}>{TEXT.chrome.goHome}</Link>
      </p>
    </Wrapper>
  );
}
