import { type CSSProperties, useEffect } from "react";
import styled from "styled-components";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { labelIn } from "../shared/localizedLabel.ts";
import { theme } from "../theme.ts";

/** Its heights come from site.json, as custom properties. */
const Slot = styled.aside`
  display: grid;
  place-items: center;
  max-width: ${theme.pageWidth};
  min-height: var(--ad-height-mobile);
  margin: 0.75rem auto;
  background: ${theme.color.wash};
  ${theme.media.wide} { min-height: var(--ad-height-desktop); }
  span {
    font-size: 0.6875rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.color.muted};
  }
`;

const AD_SCRIPT_ID = "ad-service-script";

/**
 * The ad slot above the routes. Its height is reserved up front so a late ad
 * never shifts the page; the ad service's script loads only when site.json names one.
 */
export function AdSlot() {
  const { site } = useSiteConfig();
  const { ad } = site;
  const lang = useLanguage();
  const label = labelIn(ad.label, lang);
  useEffect(() => {
    if (!ad.script || document.getElementById(AD_SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = AD_SCRIPT_ID;
    script.src = ad.script.src;
    script.async = true;
    for (const [name, value] of Object.entries(ad.script.attributes))
      script.setAttribute(name, value);
    document.head.append(script);
  }, [ad.script]);

  return (
    <Slot
      aria-label={label}
      style={
        {
          "--ad-height-mobile": `${ad.height.mobile}px`,
          "--ad-height-desktop": `${ad.height.desktop}px`,
        } as CSSProperties
      }
      data-ad-slot
    >
      <span>{label}</span>
    </Slot>
  );
}
