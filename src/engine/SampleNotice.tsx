import styles from "./SampleNotice.module.css";

/** A discreet line shown while any block on the page displays bundled sample content. */
export function SampleNotice({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <p className={styles.notice} role="note">
      Showing sample headlines: live publisher feeds are not reachable right now.
    </p>
  );
}
