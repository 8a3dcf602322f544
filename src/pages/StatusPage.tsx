import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import { variantRules } from "../components/variantRules.ts";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { PageTitle } from "../engine/PageTitle.tsx";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import type { PublicRepair, PublicSourceStatus } from "../shared/publicStatus.ts";
import { theme } from "../theme.ts";
import { statusKey, useStatus } from "./statusQuery.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Sources = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
`;

const Source = styled.li`
  min-width: 0;
  padding: 0.9rem 1rem;
  border: 1px solid ${theme.color.rule};
  border-inline-start: 4px solid ${theme.color.rule};
  ${variantRules("state", "border-inline-start-color", { failing: theme.color.error, waiting: theme.color.warning })}
  border-radius: 4px;
  h3 { margin: 0 0 0.5rem; font-size: 0.95rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 0.75rem; margin: 0; font-size: 0.875rem; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  code { font-size: 0.8125rem; }
`;

const ErrorText = styled.span`
  color: ${theme.color.error};
  font-weight: 600;
`;

const Group = styled.section`
  h2 { margin: 0 0 1rem; font-family: ${theme.font.serif}; font-size: 1.4rem; }
`;

const Repairs = styled.ul`
  margin: 0 0 2rem;
  padding-inline-start: 1.25rem;
  li { margin-bottom: 0.5rem; }
`;

const groups = ["failing", "waiting", "ok"] as const;

/** `/status` (issue 12): every publisher feed with its health, failing ones first. */
function StatusPage() {
  const texts = usePageTexts();
  const { TEXT, STATUS_TEXT } = texts;
  const status = useStatus();
  return (
    <Page>
      <PageTitle title={titlesIn(texts).status} />
      <header>
        <PageHeading>{STATUS_TEXT.title}</PageHeading>
        <PageIntro>
          {STATUS_TEXT.intro}
          {status.data && (
            <>
              {" "}
              {STATUS_TEXT.summary(
                status.data.sources.length,
                status.data.sources.filter((s) => s.state === "failing").length,
              )}{" "}
              <ArticleDate iso={status.data.generatedAt} style="full" />.
            </>
          )}
        </PageIntro>
      </header>
      {status.status === "pending" && <SlotMessage kind="status">{TEXT.loading}</SlotMessage>}
      {status.status === "error" && <SlotMessage kind="error">{STATUS_TEXT.failed}</SlotMessage>}
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
      {status.data &&
        groups.map((state) => {
          const sources = status.data.sources.filter((source) => source.state === state);
          if (sources.length === 0) return null;
          return (
            <Group key={state} aria-labelledby={`status-${state}`}>
              <h2 id={`status-${state}`}>
                {STATUS_TEXT.group(STATUS_TEXT[state], sources.length)}
              </h2>
              <Sources>
                {sources.map((source) => (
                  <SourceCard key={source.url + source.endpoints.join()} source={source} />
                ))}
              </Sources>
            </Group>
          );
        })}
    </Page>
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

function SourceCard({ source }: { source: PublicSourceStatus }) {
  const { STATUS_TEXT } = usePageTexts();
  return (
    <Source data-state={source.state}>
      <h3>{source.url}</h3>
      <dl>
        <dt>{STATUS_TEXT.endpoints}</dt>
        <dd>
          {source.endpoints.map((path, i) => (
            <span key={path}>
              {i > 0 && ", "}
              <code>{path}</code>
            </span>
          ))}
        </dd>
        <dt>{STATUS_TEXT.lastSuccess}</dt>
        <dd>
          <ArticleDate iso={source.lastSuccess} style="full" missing={STATUS_TEXT.never} />
        </dd>
        {source.lastError && (
          <>
            <dt>{STATUS_TEXT.lastError}</dt>
            <dd>
              <ErrorText>
                {source.lastError.httpStatus !== null
                  ? STATUS_TEXT.httpStatus(source.lastError.httpStatus)
                  : source.lastError.message}
              </ErrorText>
              {source.lastError.httpStatus !== null &&
                source.lastError.message !== STATUS_TEXT.httpStatus(source.lastError.httpStatus) &&
                ` (${source.lastError.message})`}
              {source.lastError.at && (
                <>
                  {", "}
                  <ArticleDate iso={source.lastError.at} style="full" />
                </>
              )}
            </dd>
          </>
        )}
        <dt>{STATUS_TEXT.nextCheck}</dt>
        <dd>
          <ArticleDate iso={source.nextCheck} style="full" missing={STATUS_TEXT.notPlanned} />
        </dd>
        <dt>{STATUS_TEXT.items}</dt>
        <dd>{source.itemCount}</dd>
      </dl>
    </Source>
  );
}

/** `/status`: every source's health, from the same report as `/public/api/status` (issue 12). */
export const statusScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "status" }>> = {
  Component: StatusPage,
  queries: (data) => [[statusKey, data.status]],
  head: (_data, texts) => ({ title: titlesIn(texts).status, status: 200 }),
};
