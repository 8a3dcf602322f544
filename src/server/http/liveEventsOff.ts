import { liveEventsOffMeta } from "../../shared/liveEventsMeta.ts";
import { prepareBytes } from "../responses/preparedResponse.ts";
import type { SiteFiles } from "./loadSite.ts";
import type { StaticFile } from "./staticFiles.ts";

/**
 * The site with live updates off (LIVE_EVENTS=off): the HTML shell, which every page is
 * rendered into, says so in its head, so that pages never open the events stream.
 */
export function liveEventsOff(site: SiteFiles): SiteFiles {
  const mark = (file: StaticFile): StaticFile => ({
    ...prepareBytes(
      Buffer.from(file.identity.toString("utf8").replace("</head>", `${liveEventsOffMeta}</head>`)),
      { brotliQuality: 11 },
    ),
    contentType: file.contentType,
    cacheControl: file.cacheControl,
  });
  const shell = mark(site.shell);
  const files = new Map(site.files);
  if (files.get("/index.html") === site.shell) files.set("/index.html", shell);
  return { ...site, files, shell };
}
