/** One measured load: what it is called, the URL asked, and how it is asked. */
/**
 * `distinct`: every request gets a URL of its own (`url`: an API listing's query; `article`: another
 * seeded article; `search`: another search as readers type one; `search-later`: the same typing a
 * million requests on, new queries of the words an earlier run asked; `latin-search`: another search in
 * Hindi typed in Latin letters), so no answer kept for readers is ever reused.
 */
export type Options = {
  /** `reader`: another signed-in reader each request; `reader-like`: another reader likes the article. */
  distinct?: 'url' | 'article' | 'search' | 'search-later' | 'latin-search' | 'reader' | 'reader-like';
  connections?: number;
  /** Requests a second across all connections, evenly spaced (bench/fixed-rate.ts); unset: as fast as answers come. */
  overallRate?: number;
  headers?: Record<string, string>;
  /** Measured in turns with the scenario before it (its baseline), so both see the same load on a shared machine. */
  inTurnsWithPrevious?: boolean;
  /** Measured at the same time as the scenario before it: what its readers see while that load runs. */
  alongsidePrevious?: boolean;
  /** An editor saves an article this often while the row is measured (a new one and an edit in turn). */
  editorSavesEveryMs?: number;
  /** Loaded from wrk (bench/wrk.ts) rather than autocannon: answers too large for autocannon to read at speed. */
  wrk?: boolean;
};
export type Scenario = [scenario: string, url: string, options?: Options];
