/** The id of the header's search panel, which its toggle controls (and `/` opens). */
export const searchPanelId = "site-search";
