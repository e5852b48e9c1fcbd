/**
 * Whether a service answers a probe: tried three times, since a loaded machine (two test workers
 * and a browser on two cores) can miss one short timeout, and a service taken for absent skips its
 * suites, which fails a CI run.
 */
export async function answersOneOf3Tries(probe: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await probe()) return true;
  }
  return false;
}
