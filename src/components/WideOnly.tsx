import type { ReactNode } from "react";
import styles from "./WideOnly.module.css";

/**
 * Content shown on large screens only (the `wide` breakpoint and up). Hidden with CSS,
 * so it costs no layout shift and no script; hidden content is also out of the
 * accessibility tree, as it should be.
 */
export function WideOnly({ children }: { children: ReactNode }) {
  return <div className={styles.wideOnly}>{children}</div>;
}
