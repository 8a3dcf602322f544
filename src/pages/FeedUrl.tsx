import { Fragment } from "react";
import styled from "styled-components";

const Url = styled.code`
  /* Breaks only where a <wbr> allows: after a slash, never inside a word. */
  overflow-wrap: normal;
  word-break: normal;
  font-size: 0.8125rem;
`;

/** A feed's address, breakable after each "/" only (issue 38: no "subtechnolog|y"). */
export function FeedUrl({ url }: { url: string }) {
  // Cut after each slash that ends a run of slashes ("https://" stays whole).
  const parts = url.split(/(?<=\/)(?!\/)/);
  return (
    <Url dir="ltr" translate="no">
      {parts.map((part, i) => (
        // The parts of one URL never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Url>
  );
}
