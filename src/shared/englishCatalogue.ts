import { type Catalogue, englishCore } from "./catalogue.ts";
import { LAYOUT_TEXT } from "./layoutTexts.ts";
import { LIVE_TEXT } from "./liveTexts.ts";
import { OFFLINE_TEXT } from "./offlineTexts.ts";
import { SEARCH_TEXT, STATUS_TEXT } from "./pageTexts.ts";
import { PLAYER_TEXT } from "./playerTexts.ts";
import { PODCAST_TEXT } from "./podcastTexts.ts";
import { SHORTCUT_TEXT } from "./shortcutTexts.ts";
import { STORY_TEXT } from "./storyTexts.ts";

/** The whole English catalogue (the server's renderer and the tests). */
export const english: Catalogue = {
  ...englishCore,
  STORY_TEXT,
  SEARCH_TEXT,
  STATUS_TEXT,
  LAYOUT_TEXT,
  SHORTCUT_TEXT,
  LIVE_TEXT,
  OFFLINE_TEXT,
  PLAYER_TEXT,
  PODCAST_TEXT,
};

/** A loaded catalogue made whole: texts it leaves out are English. */
export const wholeCatalogue = (texts: Partial<Catalogue>): Catalogue => ({ ...english, ...texts });
