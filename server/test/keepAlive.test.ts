import { describe, expect, it } from 'vitest';
import { createListener } from '../src/http/connectionLimits';

describe('kept-alive connections', () => {
  it('are closed after KEEP_ALIVE_TIMEOUT_SECONDS idle, as configured', () => {
    const limits = { headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000, maxPerAddress: 64, maxTotal: 1024 };
    expect(createListener({ ...limits, keepAliveTimeoutMs: 5_000 }).keepAliveTimeout).toBe(5_000);
    expect(createListener({ ...limits, keepAliveTimeoutMs: 300_000 }).keepAliveTimeout).toBe(300_000);
  });
});
