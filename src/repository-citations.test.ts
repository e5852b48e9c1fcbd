import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code may only cite what a reader of this repository can open: `docs/product.md, <Section>` or a
 * decision record ('decision 081'). The product description, the design notes and the tracker the
 * project was built from live elsewhere, so citations of them are refused here, with file:line.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED_FOLDERS = ['src', 'tests', 'scripts', 'bench'];
const SCANNED_FILES = ['README.md', 'docs/architecture.md', 'vitest.config.ts', 'biome.json'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'data']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|html|json|md|ya?ml|sh)$/;
const THIS_FILE = path.relative(ROOT, fileURLToPath(import.meta.url));

/** What points outside the repository, each with the reason a reviewer reads. */
const OUTSIDE_CITATIONS: [RegExp, string][] = [
  [/\bspec\s*§|\bspec section\b/i, 'cites a section of the product spec'],
  [/\bspec ['‘]\p{Lu}/iu, 'cites the product spec by a section title'],
  [/\bthe spec\b|\bspec['’]s\b/i, 'speaks of the product spec'],
  [/\bDESIGN\s*§|\bDESIGN\.md\b/, 'cites the design notes'],
  [/\b(?:VISUAL|STYLE)\.md\b|product-spec\.md/, 'cites a document outside the repository'],
  [/\bissues?\s+#?\d+/i, 'cites an issue number'],
];

function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (TEXT_FILE.test(entry.name) && child !== THIS_FILE) {
        files.push(child);
      }
    }
  };
  for (const folder of SCANNED_FOLDERS) walk(folder);
  for (const file of SCANNED_FILES) if (statSync(path.join(ROOT, file), { throwIfNoEntry: false })) files.push(file);
  return files;
}

/** Every line of every scanned file, numbered from 1. */
function scannedLines(): { where: string; text: string }[] {
  return scannedFiles().flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
  );
}

function productHeadings(): string[] {
  const text = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
  return [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => (match[1] ?? '').toLowerCase());
}

/** A cited section names a heading when the text after the comma starts with it, as a whole phrase. */
function namesHeading(cited: string, headings: string[]): boolean {
  const text = cited.toLowerCase();
  return headings.some((heading) => text.startsWith(heading) && !/[\p{L}\p{N}]/u.test(text.charAt(heading.length)));
}

function decisionNumbers(): Set<string> {
  return new Set(
    readdirSync(path.join(ROOT, 'docs/decisions'))
      .map((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined),
  );
}

/** Record numbers a line cites: 'decision 081', 'decisions 055, 057 and 060', 'decisions 101–103', 'docs/decisions/047'. */
function citedDecisions(line: string): string[] {
  const numbers: string[] = [];
  for (const match of line.matchAll(/\bdecisions? (\d{3}(?:(?:, | and | or |–|-)\d{3})*)/gi)) {
    numbers.push(...(match[1]?.match(/\d{3}/g) ?? []));
  }
  for (const match of line.matchAll(/docs\/decisions\/(\d{3})/g)) numbers.push(match[1] ?? '');
  return numbers;
}

describe('citations in the repository', () => {
  const lines = scannedLines();

  it('finds the files it checks', () => {
    expect(lines.some(({ where }) => where.startsWith('src/server/app.ts:'))).toBe(true);
    expect(lines.some(({ where }) => where.startsWith('README.md:'))).toBe(true);
  });

  it('cites nothing a reader of the repository cannot open', () => {
    const problems = lines.flatMap(({ where, text }) =>
      OUTSIDE_CITATIONS.filter(([pattern]) => pattern.test(text)).map(
        ([, reason]) => `${where} ${reason}: ${text.trim()}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('cites sections of docs/product.md that exist', () => {
    const headings = productHeadings();
    const problems = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/product\.md, ([^\n]*)/g)]
        .filter((match) => !namesHeading(match[1] ?? '', headings))
        .map((match) => `${where} names no heading of docs/product.md: ${(match[1] ?? '').trim()}`),
    );
    expect(problems).toEqual([]);
  });

  it('cites decision records that exist', () => {
    const records = decisionNumbers();
    const problems = lines.flatMap(({ where, text }) =>
      citedDecisions(text)
        .filter((number) => !records.has(number))
        .map((number) => `${where} cites decision ${number}, which docs/decisions/ does not hold`),
    );
    expect(problems).toEqual([]);
  });
});
