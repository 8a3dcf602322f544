import type { FastifyPluginAsync } from "fastify";
import {
  type ThemeChoice,
  themeChoiceOf,
  themeChoices,
  themeStylesheetPath,
} from "../../shared/themeChoice.ts";
import { chosenThemeRules } from "../../shared/themeStyles.ts";
import { PreparedResponse, prepareBytes } from "../responses/preparedResponse.ts";
import { sendPrepared } from "./sendPrepared.ts";

/**
 * `/theme.css`, kept for pages cached before the head's inline theme script (themeStyles.ts)
 * replaced it: a shared cache or a browser may still hold a page that links it, which
 * would otherwise lose the reader's choice and log a 404. No page links it now. It
 * answers the `theme` cookie: the chosen theme, or empty without a choice. Private and
 * revalidated every time (a cheap 304), varying on the cookie. Safe to delete once no
 * cached page can link it (a day past the deploy: `stale-if-error`).
 */
export const themeStylesheet: FastifyPluginAsync<{
  securityHeaders: Record<string, string>;
}> = async (app, { securityHeaders }) => {
  const responses = Object.fromEntries(
    themeChoices.map((choice) => [
      choice,
      new PreparedResponse(prepareBytes(Buffer.from(chosenThemeRules(choice), "utf8")), {
        ...securityHeaders,
        "content-type": "text/css; charset=utf-8",
        "cache-control": "private, no-cache",
        vary: "Cookie",
      }),
    ]),
  ) as Record<ThemeChoice, PreparedResponse>;
  app.get(themeStylesheetPath, (request, reply) =>
    sendPrepared(request, reply, responses[themeChoiceOf(request.headers.cookie)]),
  );
};
