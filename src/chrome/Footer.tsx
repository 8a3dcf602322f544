import styled from "styled-components";
import { useLabel } from "../components/useLabel.ts";
import { useLocalHref, useTexts } from "../engine/LanguageContext.tsx";
import { Link } from "../engine/RouterLink.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { theme } from "../theme.ts";
import { SocialLinks } from "./SocialLinks.tsx";

const Bar = styled.footer`
  margin-top: 3rem;
  background: ${theme.color.panel};
  color: ${theme.color.onDark};
  > div {
    display: grid;
    gap: 1.25rem;
    max-width: ${theme.pageWidth};
    margin: 0 auto;
    padding: 2rem 1rem;
  }
  strong { font-family: ${theme.font.serif}; font-size: 1.375rem; }
  p { margin: 0.25rem 0 0; color: ${theme.color.onDarkMuted}; font-size: 0.9375rem; }
  ul.links { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; list-style: none; margin: 0; padding: 0; }
  a { color: inherit; }
  ul.links a { text-decoration: none; }
  ul.links a:hover { text-decoration: underline; }
  small { color: ${theme.color.onDarkMuted}; font-size: 0.8125rem; }
`;

const Social = styled(SocialLinks)`
  a { color: ${theme.color.onDark}; }
  a:hover { background: ${theme.color.panelHover}; color: ${theme.color.onPanel}; }
`;

/** The shared footer: brand, footer links, the external sister-services link and the copyright. */
export function Footer() {
  const { site } = useSiteConfig();
  const { footer } = site;
  const { TEXT } = useTexts();
  const local = useLocalHref();
  const labelText = useLabel();
  return (
    <Bar>
      <div>
        <div>
          <strong>{site.title}</strong>
          <p>{labelText(site.tagline)}</p>
        </div>
        <nav aria-label={TEXT.chrome.footer}>
          <ul className="links">
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link to={local(link.href)}>{labelText(link.label)}</Link>
              </li>
            ))}
            <li>
              <a href={footer.sisterSite.href} target="_blank" rel="noopener noreferrer">
                {labelText(footer.sisterSite.label)}
              </a>
            </li>
          </ul>
        </nav>
        <Social />
        <small>
          © {footer.copyrightYear} {footer.copyrightHolder}. {TEXT.chrome.allRightsReserved}
        </small>
      </div>
    </Bar>
  );
}
