import styled from "styled-components";
import { theme } from "../theme.ts";

/**
 * Content shown on large screens only (the `wide` breakpoint and up). Hidden with CSS,
 * so it costs no layout shift and no script; hidden content is also out of the
 * accessibility tree, as it should be.
 */
export const WideOnly = styled.div`
  display: none;
  ${theme.media.wide} { display: block; }
`;
