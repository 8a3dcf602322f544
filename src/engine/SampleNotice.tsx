import styled from "styled-components";
import { theme } from "../theme.ts";
import { useTexts } from "./LanguageContext.tsx";

const Notice = styled.p`
  margin: 0 auto;
  max-width: ${theme.pageWidth};
  padding: 0.4rem 1rem;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;

/** A discreet line shown while any block on the page displays bundled sample content. */
export function SampleNotice({ visible }: { visible: boolean }) {
  const { TEXT } = useTexts();
  if (!visible) return null;
  return <Notice role="note">{TEXT.chrome.sampleNotice}</Notice>;
}
