import { formatProblem, type ValidConfig, validateConfig } from "../shared/configValidation.ts";
import { readConfigFiles } from "../shared/readConfigFiles.ts";
import type { Settings } from "./settings.ts";
import { StartupError } from "./startupError.ts";

/** The configuration files, read and validated: a StartupError says what is wrong. */
export async function loadConfig(settings: Settings): Promise<ValidConfig> {
  let files: Awaited<ReturnType<typeof readConfigFiles>>;
  try {
    files = await readConfigFiles(settings.configDir, settings.feedsFile);
  } catch (error) {
    throw new StartupError([`cannot read the configuration: ${(error as Error).message}`]);
  }
  const result = validateConfig(files);
  if (!result.ok)
    throw new StartupError([
      ...result.problems.map(formatProblem),
      `${result.problems.length} config problem(s): the server does not start with an invalid configuration`,
    ]);
  return result.config;
}
