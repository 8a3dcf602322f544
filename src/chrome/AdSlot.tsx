import { useEffect } from "react";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import styles from "./AdSlot.module.css";

const AD_SCRIPT_ID = "ad-service-script";

/**
 * The ad slot above the routes. Its height is reserved up front so a late ad
 * never shifts the page; the ad service's script loads only when site.json names one.
 */
export function AdSlot() {
  const { site } = useSiteConfig();
  const { ad } = site;
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
    <aside
      className={styles.slot}
      style={{
        "--ad-mobile": `${ad.height.mobile}px`,
        "--ad-desktop": `${ad.height.desktop}px`,
      }}
      aria-label={ad.label}
      data-ad-slot
    >
      <span>{ad.label}</span>
    </aside>
  );
}
