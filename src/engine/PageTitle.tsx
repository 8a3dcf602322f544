import { useEffect } from "react";
import { useSiteConfig } from "./SiteConfigContext.tsx";

/** Sets the document title of a screen: "<screen> | <site>". */
export function PageTitle({ title }: { title: string }) {
  const { site } = useSiteConfig();
  useEffect(() => {
    document.title = `${title} | ${site.title}`;
  }, [title, site.title]);
  return null;
}
