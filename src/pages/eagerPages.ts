import type { BuiltInPages } from "./builtInPages.tsx";
import { SearchPage } from "./SearchPage.tsx";
import { StatusPage } from "./StatusPage.tsx";
import { StoryPage } from "./StoryPage.tsx";

/** The server's built-in pages: loaded up front, so rendering never suspends. */
export const eagerPages: BuiltInPages = {
  story: StoryPage,
  search: SearchPage,
  status: StatusPage,
};
