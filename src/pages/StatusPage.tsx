import { ArticleDate } from "../components/articleParts.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import type { PublicSourceStatus } from "../shared/publicStatus.ts";
import { builtInTitles, STATUS_TEXT } from "./pageTexts.ts";
import styles from "./StatusPage.module.css";
import { useStatus } from "./statusQuery.ts";

const groups = ["failing", "waiting", "ok"] as const;

/** `/status` (issue 12): every publisher feed with its health, failing ones first. */
export function StatusPage() {
  const status = useStatus();
  return (
    <Page>
      <PageTitle title={builtInTitles.status} />
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
      {status.status === "loading" && (
        <SlotMessage kind="status">{STATUS_TEXT.loading}</SlotMessage>
      )}
      {status.status === "error" && <SlotMessage kind="error">{STATUS_TEXT.failed}</SlotMessage>}
      {status.data &&
        groups.map((state) => {
          const sources = status.data.sources.filter((source) => source.state === state);
          if (sources.length === 0) return null;
          return (
            <section className={styles.group} key={state} aria-labelledby={`status-${state}`}>
              <h2 id={`status-${state}`}>
                {STATUS_TEXT.group(STATUS_TEXT[state], sources.length)}
              </h2>
              <ul className={styles.sources}>
                {sources.map((source) => (
                  <SourceCard key={source.url + source.endpoints.join()} source={source} />
                ))}
              </ul>
            </section>
          );
        })}
    </Page>
  );
}

function SourceCard({ source }: { source: PublicSourceStatus }) {
  return (
    <li className={`${styles.source} ${styles[source.state]}`}>
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
              <span className={styles.errorText}>
                {source.lastError.httpStatus !== null
                  ? STATUS_TEXT.httpStatus(source.lastError.httpStatus)
                  : source.lastError.message}
              </span>
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
    </li>
  );
}
