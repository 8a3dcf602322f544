import { Link } from "react-router";
import styled from "styled-components";
import { useLanguage, useLocalHref } from "../engine/LanguageContext.tsx";
import { todayPagePath } from "../shared/sitePaths.ts";
import { todayLinkTexts } from "../shared/todayLinks.ts";
import { theme } from "../theme.ts";

const Line = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 700;
  a { color: ${theme.color.link}; }
`;

/** The home page's link to the day's top stories (issue 50). */
export function TodayLink() {
  const lang = useLanguage();
  const local = useLocalHref();
  return (
    <Line>
      <Link to={local(todayPagePath)}>{todayLinkTexts[lang].homeLink}</Link>
    </Line>
  );
}
