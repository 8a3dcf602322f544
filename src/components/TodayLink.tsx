import { Link } from "react-router";
import { useLanguage, useLocalHref } from "../engine/LanguageContext.tsx";
import { todayPagePath } from "../shared/sitePaths.ts";
import { todayLinkTexts } from "../shared/todayLinks.ts";
import { Kicker } from "./articleParts.tsx";

/** The home page's link to the day's top stories (issue 50), styled as a kicker. */
export function TodayLink() {
  const lang = useLanguage();
  const local = useLocalHref();
  return (
    <Kicker as="p">
      <Link to={local(todayPagePath)}>{todayLinkTexts[lang].homeLink}</Link>
    </Kicker>
  );
}
