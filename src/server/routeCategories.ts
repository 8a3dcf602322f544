import type { ValidConfig } from "../shared/configValidation.ts";
import { readStaticContentFiles } from "../shared/readConfigFiles.ts";
import { layoutStaticContent, staticContentSchemas } from "../shared/staticContent.ts";

/**
 * The categories each route's page offers in its query (`?category=`): the podcast
 * page's, from the podcasts file its layout shows. Any other value is the default page.
 */
export async function routeCategories(
  config: ValidConfig,
  configDir: string,
): Promise<Map<string, readonly string[]>> {
  const file = (await readStaticContentFiles(configDir)).podcasts;
  const podcasts = staticContentSchemas.podcasts.safeParse(file?.data);
  const ids = podcasts.success ? podcasts.data.categories.map((category) => category.id) : [];
  return new Map(
    config.manifest.routes
      .filter((route) => layoutStaticContent[route.layout] === "podcasts")
      .map((route) => [route.path, ids]),
  );
}
