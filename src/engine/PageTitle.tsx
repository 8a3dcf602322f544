import { useEffect } from "react";
import { type Label, labelIn } from "../shared/localizedLabel.ts";
import { useLanguage } from "./LanguageContext.tsx";
import { useSiteConfig } from "./SiteConfigContext.tsx";

/** Sets the document title of a screen, in the page's language: "<screen> | <site>". */
export function PageTitle({ title }: { title: Label }) {
  const { site } = useSiteConfig();
  const lang = useLanguage();
  const screen = labelIn(title, lang);
  useEffect(() => {
    document.title = `${screen} | ${site.title}`;
  }, [screen, site.title]);
  return null;
}
