import { Fragment } from "react";
import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { useLanguage, useLocalHref } from "../engine/LanguageContext.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { Link } from "../engine/RouterLink.tsx";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import type { PublicRepair, PublicSourceStatus } from "../shared/publicStatus.ts";
import { sourcesPagePath } from "../shared/sitePaths.ts";
import { sourcesTextsIn } from "../shared/sourcesTexts.ts";
import { theme } from "../theme.ts";
import { FeedUrl } from "./FeedUrl.tsx";
import { publishersKey, usePublishers } from "./publishersQuery.ts";
import { StorageOutage } from "./StorageOutage.tsx";
import { failuresByError, sourcesByPublisher, statusSummary } from "./sourceGroups.ts";
import { FeedRow, Rows } from "./sourceParts.tsx";
import { statusKey, useStatus } from "./statusQuery.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Group = styled.section`
  h2 { margin: 0 0 0.75rem; font-family: ${theme.font.serif}; font-size: 1.4rem; }
  h3 { margin: 0; font-size: 1rem; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  > div { padding: 0.5rem 0.75rem; border: 1px solid ${theme.color.rule}; border-radius: 4px; }
  dt { color: ${theme.color.muted}; font-size: 0.8125rem; }
  dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
  dd:has(time), dd > span { font-size: 0.875rem; font-weight: 600; }
  > [data-state="failing"] dd { color: ${theme.color.error}; }
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${theme.color.muted};
  font-size: 0.8125rem;
`;

const ErrorGroup = styled.div`
  margin-bottom: 1rem;
  h3 { color: ${theme.color.error}; overflow-wrap: anywhere; }
  p { margin: 0.25rem 0; font-size: 0.875rem; }
  summary { cursor: pointer; color: ${theme.color.link}; font-size: 0.875rem; }
  ul { margin: 0.25rem 0 0; padding-inline-start: 1.25rem; font-size: 0.8125rem; }
`;

/** Publishers side by side where the page is wide. */
const Columns = styled.div`
  columns: 3 22rem;
  column-gap: 2rem;
`;

/**
 * A publisher's sources, folded: its line says how many fail, the failures section above
 * says why, and find-in-page still opens it.
 */
const Publisher = styled.details`
  break-inside: avoid;
  border-bottom: 1px solid ${theme.color.rule};
  > summary {
    display: block;
    padding: 0.5rem 0;
    cursor: pointer;
  }
  /* A block summary has no marker of its own: one that wraps with the name. */
  > summary::before { content: "▸"; margin-inline-end: 0.4rem; color: ${theme.color.muted}; }
  &:dir(rtl) > summary::before { content: "◂"; }
  &[open] > summary::before { content: "▾"; }
  > summary h3 { display: inline; }
  > summary span { margin-inline-start: 0.6rem; color: ${theme.color.muted}; font-size: 0.8125rem; }
  > summary [data-failing] { color: ${theme.color.error}; font-weight: 700; }
  &[open] > summary { border-bottom: 2px solid ${theme.color.ink}; }
  > ul { margin-bottom: 0.75rem; }
`;

const Repairs = styled.ul`
  margin: 0 0 2rem;
  padding-inline-start: 1.25rem;
  li { margin-bottom: 0.5rem; }
`;

/**
 * `/status` (issues 12, 38): a summary first, then the failures grouped by their error,
 * then every source under its publisher, one compact row each.
 */
function StatusPage() {
  const texts = usePageTexts();
  const { TEXT, STATUS_TEXT } = texts;
  const lang = useLanguage();
  const local = useLocalHref();
  const SOURCES = sourcesTextsIn(lang);
  const status = useStatus();
  // Without the registry the page still works: each source under its host.
  const publishers = usePublishers().data ?? [];
  const sources = status.data?.sources ?? [];
  const summary = statusSummary(sources);
  const failures = failuresByError(sources);
  return (
    <Page>
      <PageTitle title={titlesIn(texts).status} />
      <header>
        <PageHeading>{STATUS_TEXT.title}</PageHeading>
        <PageIntro>
          {STATUS_TEXT.intro}{" "}
          <Link to={local(sourcesPagePath)}>{SOURCES.status.allPublishers}</Link>
        </PageIntro>
      </header>
      {status.status === "pending" && <SlotMessage kind="status">{TEXT.loading}</SlotMessage>}
      {status.status === "error" && <SlotMessage kind="error">{STATUS_TEXT.failed}</SlotMessage>}
      {status.data && <StorageOutage storage={status.data.storage} />}
      {status.data && (
        <Group aria-labelledby="status-summary">
          <h2 id="status-summary">{SOURCES.status.summary}</h2>
          <Figures>
            <div>
              <dt>{SOURCES.status.sources}</dt>
              <dd>{summary.total}</dd>
            </div>
            {(["ok", "failing", "waiting"] as const).map((state) => (
              <div key={state} data-state={summary[state] > 0 ? state : undefined}>
                <dt>{STATUS_TEXT[state]}</dt>
                <dd>{summary[state]}</dd>
              </div>
            ))}
            <div>
              <dt>{SOURCES.status.lastAttempt}</dt>
              <dd>
                <ArticleDate iso={summary.lastAttempt} style="full" missing={STATUS_TEXT.never} />
              </dd>
            </div>
            <div data-state={summary.lastAttempt && !summary.lastSuccess ? "failing" : undefined}>
              <dt>{SOURCES.status.lastSuccess}</dt>
              <dd>
                <ArticleDate
                  iso={summary.lastSuccess}
                  style="full"
                  missing={summary.lastAttempt ? SOURCES.status.noSuccess : STATUS_TEXT.never}
                />
              </dd>
            </div>
            <div>
              <dt>{SOURCES.status.updated}</dt>
              <dd>
                <ArticleDate iso={status.data.generatedAt} style="full" />
              </dd>
            </div>
          </Figures>
          <Note>{SOURCES.status.sourcesNote}</Note>
        </Group>
      )}
      {status.data && status.data.repairs.length > 0 && (
        <Group aria-labelledby="status-storage">
          <h2 id="status-storage">{STATUS_TEXT.storage}</h2>
          <Repairs>
            {status.data.repairs.map((repair) => (
              <RepairNote key={repair.at + repair.outcome} repair={repair} />
            ))}
          </Repairs>
        </Group>
      )}
      {status.data && (
        <Group aria-labelledby="status-failures">
          <h2 id="status-failures">{SOURCES.status.failures}</h2>
          {failures.length === 0 && <p>{SOURCES.status.noFailures}</p>}
          {failures.map(({ error, sources: failing }) => (
            <ErrorGroup key={error}>
              <h3>{SOURCES.status.errorGroup(error, failing.length)}</h3>
              <p>
                {sourcesByPublisher(failing, publishers, lang).map((group, i) => (
                  <Fragment key={group.key}>
                    {i > 0 && ", "}
                    <bdi>{group.name}</bdi> ({group.sources.length})
                  </Fragment>
                ))}
              </p>
              <details>
                <summary>{SOURCES.feeds(failing.length)}</summary>
                <ul>
                  {failing.map((source) => (
                    <li key={source.url}>
                      <FeedUrl url={source.url} />
                    </li>
                  ))}
                </ul>
              </details>
            </ErrorGroup>
          ))}
        </Group>
      )}
      {status.data && (
        <Group aria-labelledby="status-publishers">
          <h2 id="status-publishers">{SOURCES.status.byPublisher}</h2>
          <Columns>
            {sourcesByPublisher(sources, publishers, lang).map((group) => (
              <Publisher key={group.key}>
                <summary>
                  {/* A publisher's name is its own text: its letters give its direction. */}
                  <h3 dir="auto">{group.name}</h3>
                  <span data-failing={group.failing > 0 || undefined}>
                    {SOURCES.status.publisherCounts(group.sources.length, group.failing)}
                  </span>
                </summary>
                <Rows>
                  {group.sources.map((source) => (
                    <li key={source.url}>
                      <StatusRow source={source} />
                    </li>
                  ))}
                </Rows>
              </Publisher>
            ))}
          </Columns>
        </Group>
      )}
    </Page>
  );
}

/** One source: its health, the API paths it fills and how many items it gave. */
function StatusRow({ source }: { source: PublicSourceStatus }) {
  const { STATUS_TEXT } = usePageTexts();
  return (
    <FeedRow
      url={source.url}
      source={source}
      unused=""
      after={
        <>
          <span>
            {STATUS_TEXT.endpoints}:{" "}
            {source.endpoints.map((path, i) => (
              <span key={path}>
                {i > 0 && ", "}
                <code translate="no">{path}</code>
              </span>
            ))}
          </span>
          {source.lastSuccess && (
            <span>
              {STATUS_TEXT.items}: {source.itemCount}
            </span>
          )}
          {source.state === "failing" && source.nextCheck && (
            <span>
              {STATUS_TEXT.nextCheck}: <ArticleDate iso={source.nextCheck} style="full" />
            </span>
          )}
        </>
      }
    />
  );
}

/** One damaged-archive event: when, what was done, what was kept (see storageRepairSchema). */
function RepairNote({ repair }: { repair: PublicRepair }) {
  const { STATUS_TEXT } = usePageTexts();
  const tables = repair.tables.flatMap(({ table, kept, lostAtMost }) => {
    const label = STATUS_TEXT.tables[table];
    return label ? [STATUS_TEXT.kept(label, kept, lostAtMost)] : [];
  });
  return (
    <li>
      <ArticleDate iso={repair.at} style="full" />
      {": "}
      {[STATUS_TEXT.repair[repair.outcome], ...tables]
        .concat(repair.searchIndexRebuilt ? [STATUS_TEXT.searchRebuilt] : [])
        .join(" ")}
    </li>
  );
}

/** `/status`: every source's health, from the same report as `/public/api/status` (issue 12). */
export const statusScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "status" }>> = {
  Component: StatusPage,
  queries: (data) => [
    [statusKey, data.status],
    [publishersKey, data.publishers],
  ],
  head: (_data, texts) => ({ title: titlesIn(texts).status, status: 200 }),
};
