import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import type { PublicStorage } from "../shared/publicStatus.ts";
import { theme } from "../theme.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Notice = styled.section`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 2px solid ${theme.color.error};
  border-radius: 4px;
  h2 { margin: 0 0 0.5rem; color: ${theme.color.error}; font-size: 1.15rem; }
  p { margin: 0.25rem 0; }
`;

/**
 * The archive refuses writes (issue 48): first on /status while it lasts, in the page's
 * language: since when, why, what waits in memory, and what, if anything, was let go.
 */
export function StorageOutage({ storage }: { storage: PublicStorage }) {
  const { STATUS_TEXT } = usePageTexts();
  if (storage.state !== "unwritable") return null;
  const { outage } = STATUS_TEXT;
  return (
    <Notice aria-labelledby="status-outage" data-storage="unwritable">
      <h2 id="status-outage">{outage.heading}</h2>
      {storage.since && (
        <p>
          {outage.since} <ArticleDate iso={storage.since} style="full" />
        </p>
      )}
      {storage.error && (
        <p>
          {outage.reason} <bdi>{storage.error}</bdi>
        </p>
      )}
      <p>{outage.served}</p>
      {storage.waiting.items > 0 && <p>{outage.waiting(storage.waiting.items)}</p>}
      {storage.dropped > 0 && <p>{outage.dropped(storage.dropped)}</p>}
    </Notice>
  );
}
