import * as z from "zod/mini";
import { apiNamespaces } from "./endpoints.ts";

/** What an endpoint id must look like: `bbc/breaking`, `newYork/updatesAfrican`. */
export const endpointIdSchema = z.string().check(
  z.regex(new RegExp(`^(${apiNamespaces.join("|")})/[A-Za-z][A-Za-z0-9]*$`), {
    error: `endpoint must look like ${apiNamespaces.map((n) => `'${n}/<name>'`).join(" or ")} (letters and digits)`,
  }),
);
