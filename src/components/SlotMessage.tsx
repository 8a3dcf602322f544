import styled from "styled-components";
import { theme } from "../theme.ts";

const Message = styled.p<{ $tone: "info" | "error" }>`
  margin: 0.5rem 0;
  padding: 0.75rem 0;
  color: ${(p) => (p.$tone === "error" ? theme.color.error : theme.color.muted)};
  font-weight: ${(p) => (p.$tone === "error" ? 600 : 400)};
`;

/** A loading or empty text ('Loading news...', 'No news available.'), announced politely. */
export function StatusText({ children }: { children: string }) {
  return (
    <Message role="status" $tone="info">
      {children}
    </Message>
  );
}

/** An error text from the spec's catalogue, in red. */
export function ErrorText({ children }: { children: string }) {
  return (
    <Message role="alert" $tone="error">
      {children}
    </Message>
  );
}
