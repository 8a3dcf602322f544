import { useEffect, useState } from "react";
import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { useLanguage } from "../engine/LanguageContext.tsx";
import type { BriefingStory } from "../shared/briefing.ts";
import { todayTexts } from "../shared/todayTexts.ts";
import { theme } from "../theme.ts";

/** Where the browser keeps the time of the reader's last look at today's briefing. */
export const lastVisitKey = "maverick-today-last-visit";

const Line = styled.p`
  margin: 0;
  padding: 0.6rem 0.85rem;
  border-inline-start: 3px solid ${theme.color.accent};
  background: ${theme.color.wash};
  color: ${theme.color.ink};
  font-size: 0.9375rem;
`;

/** What changed since `since` (ms): stories first reported after it, and those updated. */
export function changedSince(stories: readonly BriefingStory[], since: number) {
  let fresh = 0;
  let updated = 0;
  for (const story of stories)
    if (Date.parse(story.firstSeen) > since) fresh++;
    else if (Date.parse(story.updated) > since) updated++;
  return { fresh, updated };
}

/** The stored last visit, or null (none, unreadable, or storage refused). */
function readLastVisit(): number | null {
  try {
    const stored = Number(window.localStorage.getItem(lastVisitKey));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/**
 * "What changed since you last looked" (issue 50): the time of the reader's last visit is
 * kept in this browser only (localStorage), never sent to the server, so the page stays
 * one cached HTML for every reader. Shown after hydration, for a returning reader only;
 * the visit is then recorded as now.
 */
export function SinceLastVisit({ stories }: { stories: readonly BriefingStory[] }) {
  const lang = useLanguage();
  const [last, setLast] = useState<number | null>(null);
  useEffect(() => {
    setLast(readLastVisit());
    try {
      window.localStorage.setItem(lastVisitKey, String(Date.now()));
    } catch {
      // Storage refused (private mode, quota): the line is simply not shown next time.
    }
  }, []);
  if (last === null) return null;
  const texts = todayTexts[lang];
  const { fresh, updated } = changedSince(stories, last);
  const when = new Date(last).toISOString();
  const parts =
    fresh + updated === 0
      ? texts.nothingSince("\u0000")
      : texts.sinceLastVisit(fresh, updated, "\u0000");
  const [before, after] = parts.split("\u0000");
  return (
    <Line role="status">
      {before}
      <ArticleDate iso={when} style="full" />
      {after}
    </Line>
  );
}
