import styled from "styled-components";
import { theme } from "../theme.ts";

const Message = styled.p`
  margin: 0.5rem 0;
  padding: 0.75rem 0;
  color: ${theme.color.muted};
  &:where([role="alert"]) { color: ${theme.color.error}; font-weight: 600; }
`;

/**
 * What a slot says instead of its articles: a loading or empty text ('Loading news...',
 * 'No news available.'), announced politely, or an error from the spec's catalogue, in red
 * and announced at once.
 */
export function SlotMessage({ kind, children }: { kind: "status" | "error"; children: string }) {
  return <Message role={kind === "error" ? "alert" : "status"}>{children}</Message>;
}
