import { expect, it } from 'vitest';
import { createMemoryVisitGate } from '../../src/server/modules/visits/visit-gate';
import { recordVisit } from '../../src/server/modules/visits/visits.service';
import { siteDay } from '../../src/shared/dates';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildAdmin, buildReader } from '../helpers/factories';

const visit = (t: () => TestApp, remoteAddress: string) =>
  t().app.inject({ method: 'POST', url: '/api/v1/visit', remoteAddress });

async function storedCounts(t: () => TestApp) {
  const rows = await t().db.selectFrom('visits').selectAll().orderBy('day').execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

describeEachDialect('POST /api/v1/visit', (t) => {
  it('counts one visit per address on the site day, and answers counted:false to a repeat', async () => {
    const before = siteDay(new Date(), t().ctx.config.siteTimeZone);
    const first = await visit(t, '203.0.113.1');
    expect(first).toAnswer(200, { success: true, counted: true });

    const repeat = await visit(t, '203.0.113.1');
    expect(repeat).toAnswer(200, { success: true, counted: false });

    expect((await visit(t, '203.0.113.2')).json()).toEqual({ success: true, counted: true });
    const after = siteDay(new Date(), t().ctx.config.siteTimeZone);

    const counts = await storedCounts(t);
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(2);
    expect(counts.every((row) => row.day === before || row.day === after)).toBe(true);
  });

  it('treats the addresses of one IPv6 /64 as one visitor', async () => {
    await t().db.deleteFrom('visits').execute();
    expect((await visit(t, '2001:db8:1:2::1')).json().counted).toBe(true);
    expect((await visit(t, '2001:db8:1:2::ffff')).json().counted).toBe(false);
    expect((await visit(t, '2001:db8:1:3::1')).json().counted).toBe(true);
    expect((await storedCounts(t)).reduce((sum, row) => sum + row.count, 0)).toBe(2);
  });

  it('loses no count when many first visits of a day arrive at once', async () => {
    await t().db.deleteFrom('visits').execute();
    const responses = await Promise.all(Array.from({ length: 25 }, (_, index) => visit(t, `198.51.100.${index + 1}`)));
    expect(responses.every((response) => response.json().counted === true)).toBe(true);
    expect((await storedCounts(t)).reduce((sum, row) => sum + row.count, 0)).toBe(25);
  });

  it('answers 429 with a clear message past 60 calls a minute from one address', async () => {
    for (let call = 1; call <= 60; call += 1) {
      expect((await visit(t, '192.0.2.77')).statusCode, `call ${call}`).toBe(200);
    }
    const blocked = await visit(t, '192.0.2.77');
    expect(blocked).toAnswer(429, {
      success: false,
      message: 'Too many visit requests from this address. Please wait a minute and try again.',
    });
    expect((await visit(t, '192.0.2.78')).statusCode).toBe(200);
  });

  it('files a visit under the day of the site time zone, not of UTC', async () => {
    await t().db.deleteFrom('visits').execute();
    const gate = createMemoryVisitGate({ windowMs: 60_000 });
    // 20:00 UTC is already 01:30 the next day in Asia/Kolkata.
    expect(await recordVisit(t().ctx, gate, 'a', new Date('2026-11-22T20:00:00Z'))).toBe(true);
    expect(await recordVisit(t().ctx, gate, 'b', new Date('2026-11-22T18:00:00Z'))).toBe(true);
    expect(await storedCounts(t)).toEqual([
      { day: '2026-11-22', count: 1 },
      { day: '2026-11-23', count: 1 },
    ]);
  });
});

describeEachDialect('GET /api/v1/visit/daily', (t) => {
  const daily = (headers: Record<string, string>, query = '') =>
    t().app.inject({ method: 'GET', url: `/api/v1/visit/daily${query}`, headers });

  it('is for any admin, with or without permission flags', async () => {
    const none = await daily({});
    expect(none).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const readerCall = await daily(reader.auth);
    expect(readerCall).toFailWith(403, 'Access denied');
    const plain = await buildAdmin(t().ctx);
    expect((await daily(plain.auth)).statusCode).toBe(200);
  });

  it('answers the last N days oldest first, zero-filled, today included', async () => {
    const editor = await buildAdmin(t().ctx);
    const zone = t().ctx.config.siteTimeZone;
    const today = siteDay(new Date(), zone);
    const dayMs = 24 * 60 * 60 * 1000;
    const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * dayMs).toISOString().slice(0, 10);
    await t()
      .db.insertInto('visits')
      .values([
        { day: daysAgo(2), count: 7 },
        { day: daysAgo(5), count: 3 },
      ])
      .execute();
    await visit(t, '203.0.113.50');

    const response = await daily(editor.auth, '?days=3');
    expect(response).toAnswer(200, {
      success: true,
      visits: [
        { day: daysAgo(2), count: 7 },
        { day: daysAgo(1), count: 0 },
        { day: today, count: 1 },
      ],
    });

    const month = (await daily(editor.auth)).json().visits;
    expect(month).toHaveLength(30);
    expect(month.find((row: { day: string }) => row.day === daysAgo(5))).toEqual({ day: daysAgo(5), count: 3 });
  });

  it('rejects a days value outside 1 to 366', async () => {
    const editor = await buildAdmin(t().ctx);
    for (const query of ['?days=0', '?days=367', '?days=abc', '?days=1.5', '?days=-3']) {
      const response = await daily(editor.auth, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'days must be a whole number from 1 to 366',
        errors: { days: 'days must be a whole number from 1 to 366' },
      });
    }
    expect((await daily(editor.auth, '?days=366')).json().visits).toHaveLength(366);
  });
});
