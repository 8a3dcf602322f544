import { Link } from "wouter";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import styles from "./Footer.module.css";
import { SocialLinks } from "./SocialLinks.tsx";

/** The shared footer: brand, footer links, the external sister-services link and the copyright. */
export function Footer() {
  const { site } = useSiteConfig();
  const { footer } = site;
  return (
    <footer className={styles.bar}>
      <div>
        <div>
          <strong>{site.title}</strong>
          <p>{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={footer.sisterSite.href} target="_blank" rel="noopener noreferrer">
                {footer.sisterSite.label}
              </a>
            </li>
          </ul>
        </nav>
        <SocialLinks className={styles.social} />
        <small>
          © {footer.copyrightYear} {footer.copyrightHolder}. All rights reserved.
        </small>
      </div>
    </footer>
  );
}
