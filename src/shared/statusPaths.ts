/** The public page listing every source's health (issue 12), beside `/public/api/status`. */
export const statusPagePath = "/status";
