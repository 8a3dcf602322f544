/** A well-formed BCP 47 tag, as the API accepts an article's `language` (zod uses it too). */
export const languageTagPattern = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
