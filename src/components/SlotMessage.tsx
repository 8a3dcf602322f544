import styles from "./SlotMessage.module.css";

/**
 * What a slot says instead of its articles: a loading or empty text ('Loading news...',
 * 'No news available.'), announced politely, or an error from the spec's catalogue, in red
 * and announced at once.
 */
export function SlotMessage({ kind, children }: { kind: "status" | "error"; children: string }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={kind === "error" ? `${styles.message} ${styles.error}` : styles.message}
    >
      {children}
    </p>
  );
}
