import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { socialIcons } from "./icons.tsx";
import styles from "./SocialLinks.module.css";

/**
 * The site's social profiles from config, as icon links that open in a new tab. A caller's
 * `className` adapts them to where they sit; its rules select through an ancestor of the
 * list so they outrank the list's own whatever the order of the stylesheets.
 */
export function SocialLinks({ className }: { className?: string }) {
  const { site } = useSiteConfig();
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {site.social.map((profile) => {
        const Icon = socialIcons[profile.network];
        return (
          <li key={profile.url}>
            <a
              href={profile.url}
              aria-label={profile.label}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
