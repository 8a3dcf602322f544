/**
 * `npm run figures`: the figures that change with every commit, printed rather than written
 * down in the docs: tests per Vitest project, the home route's JavaScript (from the last
 * build), the largest source files and the docs' length. `-- --static` counts tests by
 * parsing the files (seconds, each `it.each` once) instead of collecting them (exact, slower).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { clientBuildDir } from "../../src/shared/clientBuildDir.ts";

const staticCount = process.argv.includes("--static");
const sourceRoots = ["src", "layouts", "tools"];
const lineLimit = 350;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const lineCount = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

function tests(): void {
  const args = ["vitest", "list", "--json", ...(staticCount ? ["--staticParse"] : [])];
  const run = spawnSync("npx", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) {
    console.log(`tests: vitest list failed\n${run.stderr}`);
    return;
  }
  const listed = JSON.parse(run.stdout) as { file: string; projectName?: string }[];
  const projects = new Map<string, { files: Set<string>; tests: number }>();
  for (const { file, projectName = "" } of listed) {
    const project = projects.get(projectName) ?? { files: new Set(), tests: 0 };
    project.files.add(file);
    project.tests++;
    projects.set(projectName, project);
  }
  const how = staticCount ? "parsed, each it.each counted once" : "collected";
  console.log(`tests per Vitest project (${how}):`);
  for (const [name, { files, tests }] of projects)
    console.log(
      `  ${name.padEnd(5)} ${String(files.size).padStart(4)} files ${String(tests).padStart(5)} tests`,
    );
}

function bundle(): void {
  if (!existsSync(join(clientBuildDir, ".vite/manifest.json"))) {
    console.log("home route JavaScript: no client build (run `npm run build`)");
    return;
  }
  const report = spawnSync(process.execPath, ["--import", "tsx", "tools/build/report-bundle.ts"], {
    encoding: "utf8",
  });
  const lines = report.stdout.split("\n");
  const home = lines.findIndex((line) => line.startsWith("home route:"));
  console.log(`from the last build (${clientBuildDir}; \`npm run build\` makes a new one):`);
  for (const line of lines.slice(home).filter(Boolean)) console.log(`  ${line}`);
}

function sources(): void {
  const files = sourceRoots
    .flatMap((root) => filesUnder(root, /\.tsx?$/))
    .map((file) => ({ file, lines: lineCount(file) }))
    .sort((a, b) => b.lines - a.lines);
  const over = files.filter(({ file, lines }) => file.startsWith("src/") && lines > lineLimit);
  console.log(
    `source files (${sourceRoots.join(", ")}): ${files.length}; under src/ over ${lineLimit} lines: ${over.length}`,
  );
  console.log("largest:");
  for (const { file, lines } of files.slice(0, 10))
    console.log(`  ${String(lines).padStart(5)} ${file}`);
}

function docs(): void {
  const files = ["README.md", ...filesUnder("docs", /\.md$/).sort()];
  console.log("docs (lines):");
  for (const file of files) console.log(`  ${String(lineCount(file)).padStart(5)} ${file}`);
}

docs();
sources();
bundle();
tests();
