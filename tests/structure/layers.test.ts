/**
 * The layers point one way (issue 22), and so do the files (issue 36), read from the
 * sources' own imports with TypeScript's pre-processor (type-only imports count: a type
 * names the module it comes from).
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { root, sourceFiles } from "./sourceFiles.ts";

/** Each file's relative imports, as repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => entry.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => relative(root, resolve(root, dirname(file), name)));
}

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);

describe("layers", () => {
  it("the engine imports neither the layouts nor the built-in pages", () => {
    const wrong = sourceFiles("src/engine").flatMap((file) =>
      importsOf(file)
        .filter((path) => under("layouts")(path) || under("src/pages")(path))
        .map((path) => `${file} -> ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it("no server module but the page renderer's imports browser code", () => {
    const renderer = /^src\/server\/pages\/(render|pageRenderer)/;
    const browser = ["src/engine", "src/pages", "src/components", "src/chrome", "layouts"];
    const wrong = sourceFiles("src/server")
      .filter((file) => !renderer.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((path) => browser.some((folder) => under(folder)(path)))
          .map((path) => `${file} -> ${path}`),
      );
    expect(wrong).toEqual([]);
  });

  it("shared code imports only shared code", () => {
    const wrong = sourceFiles("src/shared").flatMap((file) =>
      importsOf(file)
        .filter((path) => !under("src/shared")(path))
        .map((path) => `${file} -> ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it("no two server folders import each other", () => {
    const folderOf = (path: string) => path.split("/")[2] ?? "";
    const arrows = new Set<string>();
    for (const file of sourceFiles("src/server")) {
      const from = folderOf(file);
      if (!file.slice("src/server/".length).includes("/")) continue; // top-level modules wire folders
      for (const path of importsOf(file)) {
        if (!under("src/server")(path) || !path.slice("src/server/".length).includes("/")) continue;
        const to = folderOf(path);
        if (to !== from) arrows.add(`${from} -> ${to}`);
      }
    }
    const both = [...arrows].filter((arrow) => {
      const [from, to] = arrow.split(" -> ");
      return arrows.has(`${to} -> ${from}`);
    });
    expect(both.sort()).toEqual([]);
  });

  it("no file imports itself through others", () => {
    // A cycle means neither file can be read without the other; a shared type belongs in
    // the module that owns it (or one named after it), so imports point one way.
    const files = [...sourceFiles("src"), ...sourceFiles("layouts")];
    const imports = new Map(files.map((file) => [file, importsOf(file)]));
    const cycles: string[] = [];
    const path: string[] = [];
    const done = new Set<string>();
    const visit = (file: string) => {
      const at = path.indexOf(file);
      if (at !== -1) cycles.push([...path.slice(at), file].join(" -> "));
      if (at !== -1 || done.has(file) || !imports.has(file)) return;
      path.push(file);
      for (const next of imports.get(file) ?? []) visit(next);
      path.pop();
      done.add(file);
    };
    for (const file of files) visit(file);
    expect(cycles).toEqual([]);
  });
});
