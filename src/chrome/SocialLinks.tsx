import styled from "styled-components";
import { useLabel } from "../components/useLabel.ts";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { theme } from "../theme.ts";
import { socialIcons } from "./icons.tsx";

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    color: ${theme.color.ink};
  }
  a:hover { background: ${theme.color.wash}; color: ${theme.color.accent}; }
`;

/** The site's social profiles from config, as icon links that open in a new tab. */
export function SocialLinks({ className }: { className?: string }) {
  const { site } = useSiteConfig();
  const labelText = useLabel();
  return (
    <List className={className}>
      {site.social.map((profile) => {
        const Icon = socialIcons[profile.network];
        return (
          <li key={profile.url}>
            <a
              href={profile.url}
              aria-label={labelText(profile.label)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </List>
  );
}
