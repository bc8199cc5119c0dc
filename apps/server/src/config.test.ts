import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from './config.ts';

const trustProxyOf = (value: string | undefined) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('reads true and 1 as one hop, never as "believe every X-Forwarded-For entry"', () => {
    expect(trustProxyOf('true')).toBe(1);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
  });

  it('takes the proxies’ addresses, CIDR ranges and proxy-addr’s names', () => {
    expect(trustProxyOf('10.0.0.0/8, 192.0.2.7,::1,loopback')).toEqual(['10.0.0.0/8', '192.0.2.7', '::1', 'loopback']);
  });

  it('refuses anything else at start-up', () => {
    expect(() => trustProxyOf('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyOf('10.0.0.1,')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyOf('10.0.0.0/8/1')).toThrow(/TRUST_PROXY/);
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts exactly the given number of hops', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
