import { describe, expect, it } from 'vitest';
import { domainsAdmit } from './origins.ts';

describe('domainsAdmit: the one origin rule (CORS, the wallet iframe, redirects, relying parties)', () => {
  it.each([
    'http://localhost',
    'http://localhost:5173',
    'https://localhost:8443',
    'http://app.localhost:3000',
    'http://127.0.0.1:8787',
    'http://127.1.2.3',
    'http://[::1]:3000',
  ])('with no allowed_domains admits the loopback origin %s', (origin) => {
    expect(domainsAdmit([], origin)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'http://192.168.1.20:5173',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://0.0.0.0:5173',
    'file:///index.html',
    'null',
    '',
  ])('with no allowed_domains refuses %j', (origin) => {
    expect(domainsAdmit([], origin)).toBe(false);
  });

  it('with allowed_domains admits only their entries: loopback origins are not special then', () => {
    const domains = ['https://app.example.com', 'localhost:5173', '*.preview.example'];
    expect(domainsAdmit(domains, 'https://app.example.com')).toBe(true);
    expect(domainsAdmit(domains, 'http://localhost:5173')).toBe(true);
    expect(domainsAdmit(domains, 'https://pr-1.preview.example')).toBe(true);
    expect(domainsAdmit(domains, 'http://localhost:5174')).toBe(false);
    expect(domainsAdmit(domains, 'http://127.0.0.1:5173')).toBe(false);
  });
});
