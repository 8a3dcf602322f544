import type { ReactNode } from "react";
import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { variantRules } from "../components/variantRules.ts";
import type { PublicSourceStatus } from "../shared/publicStatus.ts";
import { theme } from "../theme.ts";
import { FeedUrl } from "./FeedUrl.tsx";
import { usePageTexts } from "./usePageTexts.ts";

/** The pieces /status and /sources share: a feed's state and its one-row health. */

export type FeedState = PublicSourceStatus["state"] | "unused";

/** Compact rows, separated by rules: many fit on a phone's screen. */
export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: 0.35rem 0; border-bottom: 1px solid ${theme.color.rule}; }
  > li:last-child { border-bottom: 0; }
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.4rem;
  font-size: 0.875rem;
  > .url { flex: 1; min-width: 0; }
`;

const Details = styled.p`
  margin: 0.1rem 0 0;
  padding-inline-start: 1.5rem;
  &:empty { display: none; }
  color: ${theme.color.muted};
  font-size: 0.8125rem;
  > * + *::before { content: "·"; margin: 0 0.4rem; }
  code { font-size: 0.75rem; }
`;

const Badge = styled.span`
  flex: none;
  display: inline-block;
  width: 1.1rem;
  color: ${theme.color.muted};
  font-weight: 700;
  text-align: center;
  ${variantRules("state", "color", { ok: theme.color.link, failing: theme.color.error, waiting: theme.color.warning })}
`;

/** A mark per state, so the state reads without its colour too. */
const marks: Record<FeedState, string> = { ok: "✓", failing: "✕", waiting: "…", unused: "–" };

export const ErrorText = styled.span`
  color: ${theme.color.error};
  font-weight: 600;
`;

/** A feed's state: a coloured mark, and its words for screen readers (and as a tooltip). */
export function StateBadge({ state, unused }: { state: FeedState; unused: string }) {
  const { STATUS_TEXT } = usePageTexts();
  const label = state === "unused" ? unused : STATUS_TEXT[state];
  return (
    <Badge data-state={state} title={label}>
      <span aria-hidden="true">{marks[state]}</span>
      <span className="visually-hidden">{label}</span>
    </Badge>
  );
}

/** What a failing source's last error says: its HTTP status, with the message when it adds to it. */
export function ErrorOf({ error }: { error: NonNullable<PublicSourceStatus["lastError"]> }) {
  const { STATUS_TEXT } = usePageTexts();
  const status = error.httpStatus === null ? null : STATUS_TEXT.httpStatus(error.httpStatus);
  return (
    <ErrorText>
      {status ?? error.message}
      {status !== null && error.message !== status && ` (${error.message})`}
    </ErrorText>
  );
}

/**
 * One feed on one row: state, address (breaking at slashes only), then its details on a
 * line below: `before` (e.g. its language), last success, the error, and `after`.
 */
export function FeedRow({
  url,
  source,
  unused,
  before,
  after,
}: {
  url: string;
  source: PublicSourceStatus | undefined;
  unused: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { STATUS_TEXT } = usePageTexts();
  return (
    <>
      <Row>
        <StateBadge state={source?.state ?? "unused"} unused={unused} />
        <span className="url">
          <FeedUrl url={url} />
        </span>
      </Row>
      <Details>
        {before}
        {/* Never answered: the mark says so. */}
        {source?.lastSuccess && (
          <span>
            {STATUS_TEXT.lastSuccess}: <ArticleDate iso={source.lastSuccess} style="full" />
          </span>
        )}
        {source?.lastError && (
          <span>
            <ErrorOf error={source.lastError} />
            {source.lastError.at && (
              <>
                {", "}
                <ArticleDate iso={source.lastError.at} style="full" />
              </>
            )}
          </span>
        )}
        {after}
      </Details>
    </>
  );
}
