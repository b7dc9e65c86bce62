import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Import cycles, checked by `npm run lint` in every TypeScript tree of the shop (issue 25).
 *
 * A cycle makes the order in which modules run depend on which file is imported first: a
 * value read during evaluation can be undefined, and the files can no longer be understood
 * or moved apart one at a time. What counts is what runs: static `import` and `export … from`
 * of values between the tree's own files. Type-only imports (`import type`, or every name
 * marked `type`) are erased by the compiler, and dynamic `import()` runs later, after both
 * modules are evaluated (the web's lazy routes and menus); neither is an edge here.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The trees checked, each on its own: they reach each other only through packages. */
export const TREES = [
  'apps/server/src',
  'apps/web/src',
  'apps/admin/src',
  'packages/contracts/src',
  'apps/payment-sandbox/src',
];

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(folder) {
  const found = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') found.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

/** Whether an import or export declaration brings values (not only types) at run time. */
function bringsValues(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // `import './side-effect'`
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    // `import { type A } from …` alone is erased; an empty `import {} from …` still runs it.
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly || !node.moduleSpecifier) return false;
    const clause = node.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) return true;
    return clause.elements.length === 0 || clause.elements.some((e) => !e.isTypeOnly);
  }
  return false;
}

/** The file a relative specifier names: `./x.js` is `./x.ts(x)`, a folder its index. */
function resolve(fromFile, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs|ts|tsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** The runtime import graph of the files given: file → the files it imports values from. */
export function importGraph(files, readText = (file) => fs.readFileSync(file, 'utf8')) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, readText(file), ts.ScriptTarget.Latest, false);
    const targets = new Set();
    for (const statement of source.statements) {
      if (!bringsValues(statement)) continue;
      const target = resolve(file, statement.moduleSpecifier.text, known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one file (Tarjan). */
export function cyclesOf(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, [...graph.get(start)], 0]];
    indices.set(start, index);
    lowLinks.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, targets] = frame;
      if (frame[2] < targets.length) {
        const target = targets[frame[2]];
        frame[2] += 1;
        if (!indices.has(target)) {
          indices.set(target, index);
          lowLinks.set(target, index);
          index += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, [...graph.get(target)], 0]);
        } else if (onStack.has(target)) {
          lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        lowLinks.set(parent, Math.min(lowLinks.get(parent), lowLinks.get(node)));
      }
      if (lowLinks.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components;
}

/** Prints each cycle of each tree and exits with 1 when there is one. */
function main() {
  let found = 0;
  for (const tree of TREES) {
    const folder = path.join(ROOT, tree);
    if (!fs.existsSync(folder)) continue;
    for (const cycle of cyclesOf(importGraph(sourceFiles(folder)))) {
      found += 1;
      console.error(
        `Import cycle in ${tree}:\n  ${cycle.map((f) => path.relative(ROOT, f)).join('\n  ')}`,
      );
    }
  }
  if (found > 0) {
    console.error(`${found} import cycle(s): move what both sides need to a third file.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
