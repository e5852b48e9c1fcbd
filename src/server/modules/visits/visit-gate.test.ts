import { describe, expect, it } from 'vitest';
import { createVisitGate } from './visit-gate';

const MINUTE = 60_000;

describe('createVisitGate', () => {
  it('admits a key once per window and again once the window has passed', () => {
    const gate = createVisitGate({ windowMs: 30 * MINUTE });
    expect(gate.admit('10.0.0.1', 0)).toBe(true);
    expect(gate.admit('10.0.0.1', 29 * MINUTE)).toBe(false);
    expect(gate.admit('10.0.0.2', 29 * MINUTE)).toBe(true);
    expect(gate.admit('10.0.0.1', 30 * MINUTE)).toBe(true);
    expect(gate.admit('10.0.0.1', 31 * MINUTE)).toBe(false);
  });

  it('measures the window from the last admission, not from refused attempts', () => {
    const gate = createVisitGate({ windowMs: 10 * MINUTE });
    gate.admit('a', 0);
    expect(gate.admit('a', 9 * MINUTE)).toBe(false);
    expect(gate.admit('a', 10 * MINUTE)).toBe(true);
  });

  it('lets a forgotten key through again at once', () => {
    const gate = createVisitGate({ windowMs: 10 * MINUTE });
    gate.admit('a', 0);
    gate.forget('a');
    expect(gate.admit('a', 1)).toBe(true);
  });

  it('stays bounded: beyond maxKeys the oldest admissions are dropped first', () => {
    const gate = createVisitGate({ windowMs: 10 * MINUTE, maxKeys: 2 });
    gate.admit('a', 0);
    gate.admit('b', 1);
    gate.admit('c', 2);
    expect(gate.admit('b', 3)).toBe(false);
    expect(gate.admit('c', 3)).toBe(false);
    expect(gate.admit('a', 3)).toBe(true);
  });
});
