import { useSyncExternalStore } from "react";
import styled from "styled-components";
import type { Catalogue } from "../shared/catalogue.ts";
import { theme } from "../theme.ts";
import { type LiveUpdates, newStoriesText } from "./liveUpdates.ts";

/**
 * Fixed over the page, so it takes no layout space: nothing moves when it appears (CLS 0
 * until the reader clicks).
 */
const Region = styled.div`
  position: fixed;
  z-index: 30;
  left: 50%;
  bottom: 1.25rem;
  transform: translateX(-50%);
`;

const Pill = styled.button`
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: 999px;
  background: ${theme.color.ink};
  color: ${theme.color.paper};
  box-shadow: ${theme.shadow.panel};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
`;

/**
 * "3 new stories": a polite live region, always present (so that screen readers announce
 * what appears in it), with a button once the server has stories the page does not show;
 * clicking it shows them.
 */
export function LiveNotice({
  updates,
  texts,
}: {
  updates: LiveUpdates;
  texts?: Catalogue["LIVE_TEXT"] | undefined;
}) {
  const count = useSyncExternalStore(updates.subscribe, updates.getCount, () => 0);
  return (
    <Region aria-live="polite">
      {count > 0 && (
        <Pill type="button" onClick={updates.apply}>
          {newStoriesText(count, texts)}
        </Pill>
      )}
    </Region>
  );
}
