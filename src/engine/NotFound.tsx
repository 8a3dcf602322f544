import { Link } from "wouter";
import styles from "./NotFound.module.css";
import { PageTitle } from "./PageTitle.tsx";

/** The screen for any path the manifest does not define. */
export function NotFound() {
  return (
    <section className={styles.wrapper} aria-labelledby="not-found-heading">
      <PageTitle title="Page not found" />
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you asked for does not exist or has moved. Try the menu or search above.</p>
      <p>
        <Link to="/">Go to the front page</Link>
      </p>
    </section>
  );
}
