import type { BuiltInPageData, PrefilledQuery } from "../engine/pageData.ts";
import { storyKey } from "../engine/storyQuery.ts";
import { builtInTitles } from "./pageTexts.ts";
import { searchKey } from "./searchQuery.ts";
import { statusKey } from "./statusQuery.ts";

/**
 * The queries a built-in page reads, prefilled from the data the server resolved. An
 * unknown story is prefilled as null: the page shows its not-found screen, with no request.
 */
export function builtInPageQueries(data: BuiltInPageData): PrefilledQuery[] {
  switch (data.page) {
    case "story":
      return [[storyKey(data.id), data.story]];
    case "search":
      return data.query ? [[searchKey(data), data.results]] : [];
    case "status":
      return [[statusKey, data.status]];
  }
}

/** The document title (before " | <site>") and HTTP status of a built-in page. */
export function builtInPageHead(data: BuiltInPageData): { title: string; status: 200 | 404 } {
  switch (data.page) {
    case "story":
      return data.story
        ? { title: builtInTitles.story(data.story.title), status: 200 }
        : { title: builtInTitles.notFound, status: 404 };
    case "search":
      return { title: builtInTitles.search(data.query), status: 200 };
    case "status":
      return { title: builtInTitles.status, status: 200 };
  }
}
