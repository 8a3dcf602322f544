import { Link } from "react-router";
import styled from "styled-components";
import { TEXT } from "../shared/texts.ts";
import { theme } from "../theme.ts";
import { PageTitle } from "./PageTitle.tsx";

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
  return (
    <Wrapper aria-labelledby="not-found-heading">
      <PageTitle title={TEXT.pageNotFound} />
      <h1 id="not-found-heading">{TEXT.pageNotFound}</h1>
      <p>The page you asked for does not exist or has moved. Try the menu or search above.</p>
      <p>
        <Link to="/">Go to the front page</Link>
      </p>
    </Wrapper>
  );
}
