import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.dirname(new URL(import.meta.url).pathname);
const srcRoot = path.dirname(serverRoot);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (readFileSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
    } catch {}
  }
  return null;
}

/** Every relative import (type-only ones too) of every server and shared source file. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] as string))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') return [...stack.slice(stack.indexOf(target)), target];
      if (!state.has(target)) {
        const cycle = visit(target);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (!state.has(file)) {
      const cycle = visit(file);
      if (cycle) return cycle;
    }
  }
  return null;
}

const relative = (file: string) => path.relative(srcRoot, file);

describe('server imports', () => {
  const graph = importGraph();

  it('form no loop', () => {
    expect(findCycle(graph)?.map(relative) ?? null).toBeNull();
  });

  it('never reach up from lib/, plugins/, db/, shared/ or context.ts into modules/', () => {
    const lowerTiers = ['server/lib/', 'server/plugins/', 'server/db/', 'shared/', 'server/context.ts'];
    const upward = [...graph.entries()].flatMap(([file, targets]) =>
      lowerTiers.some((tier) => relative(file).startsWith(tier))
        ? targets
            .filter((target) => relative(target).startsWith('server/modules/'))
            .map((t) => `${relative(file)} -> ${relative(t)}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});
