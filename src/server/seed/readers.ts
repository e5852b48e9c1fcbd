import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { hoursBefore } from './hours';

/**
 * The demo's registered readers: they signed up with a mailed code (no password), so each is
 * verified from the day they joined. The first of them joined 25 days ago, the last 4 days ago.
 */
export const SEED_READERS = {
  sunita: { name: 'सुनीता शर्मा', email: 'sunita.sharma@example.com', location: 'जयपुर' },
  rahul: { name: 'Rahul Verma', email: 'rahul.verma@example.com', location: 'Lucknow' },
  irfan: { name: 'मोहम्मद इरफ़ान', email: 'irfan.m@example.com', location: 'भोपाल' },
  priya: { name: 'Priya Nair', email: 'priya.nair@example.com', location: 'Kochi' },
  amit: { name: 'अमित चौधरी', email: 'amit.choudhary@example.com', location: 'मेरठ' },
  neha: { name: 'नेहा गुप्ता', email: 'neha.gupta@example.com', location: 'इंदौर' },
  arjun: { name: 'Arjun Mehta', email: 'arjun.mehta@example.com', location: 'Pune' },
  ramesh: { name: 'रमेश यादव', email: 'ramesh.yadav@example.com', location: 'पटना' },
} as const;

export type SeedReaderKey = keyof typeof SEED_READERS;

/** One insert, so an address already taken fails it whole; answers each reader's id. */
export async function insertReaders(db: Db, now: Date): Promise<Record<SeedReaderKey, string>> {
  const keys = Object.keys(SEED_READERS) as SeedReaderKey[];
  const ids = Object.fromEntries(keys.map((key) => [key, newId()])) as Record<SeedReaderKey, string>;
  await db
    .insertInto('readers')
    .values(
      keys.map((key, index) => {
        const at = hoursBefore(now, 24 * (25 - index * 3) + 3);
        return {
          id: ids[key],
          ...SEED_READERS[key],
          token_version: 1,
          verified_at: at,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
  return ids;
}
