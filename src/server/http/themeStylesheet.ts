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
 * `/theme.css`: the reader's theme choice (its cookie) as a stylesheet, which every page
 * links in its head, so that pages stay one cached HTML each while the first paint has
 * the chosen theme, with or without JavaScript. Empty without a choice. Private and
 * revalidated every time (a cheap 304): a shared cache must pass it through, or key it on
 * the cookie (`Vary: Cookie`).
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
