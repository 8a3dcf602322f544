import { createContext, useContext } from "react";

/**
 * Whether the page shows English headlines in another language's edition (some slot reads a
 * feed with no edition in it, issue 38). The route says it once, under its title (issue 49),
 * rather than each block above its cards.
 */
const EnglishHeadlinesContext = createContext(false);

export const EnglishHeadlinesProvider = EnglishHeadlinesContext.Provider;

export function useShowsEnglishHeadlines(): boolean {
  return useContext(EnglishHeadlinesContext);
}
