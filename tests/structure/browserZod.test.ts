/**
 * The browser ships no zod: nothing the browser entry loads at run time, static or lazy,
 * imports it. Schemas stay the server's and the tests'; the browser reads API answers with
 * the zod-free readers the tests hold to those schemas (readArticles, readResponses).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { root } from "./sourceFiles.ts";

/** The modules a file loads when it runs: type-only imports and exports are erased. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), 99, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly ||
          (node.importClause !== undefined &&
            !node.importClause.name &&
            node.importClause.namedBindings !== undefined &&
            ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
        : node.isTypeOnly;
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A specifier as a repository path, or the package it names. */
function resolved(from: string, specifier: string): string {
  if (specifier.startsWith("#src/")) return join("src", specifier.slice("#src/".length));
  if (specifier.startsWith(".")) return relative(root, resolve(root, dirname(from), specifier));
  return specifier;
}

it("nothing the browser loads imports zod", () => {
  const seen = new Set<string>();
  const chains: string[] = [];
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const target = resolved(file, specifier);
      if (target === "zod" || target.startsWith("zod/"))
        chains.push([...chain, file, target].join(" -> "));
      else if (/\.tsx?$/.test(target) && existsSync(join(root, target)))
        walk(target, [...chain, file]);
    }
  };
  walk("src/main.tsx", []);
  expect(seen.size).toBeGreaterThan(100); // the walk reached the layouts and pages
  expect(chains).toEqual([]);
});
