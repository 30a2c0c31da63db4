import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, STORYBOOK_CONTENT_SECURITY_POLICY, WASM_SOURCE, headersFile, siteHeaders } from '../../../scripts/headers.mjs';

describe('the published Storybook gets its own CSP, the site keeps the strict one', () => {
  it('relaxes /storybook/ only', () => {
    expect(siteHeaders('/storybook/')['content-security-policy']).toBe(STORYBOOK_CONTENT_SECURITY_POLICY);
    expect(siteHeaders('/storybook/iframe.html')['content-security-policy']).toBe(STORYBOOK_CONTENT_SECURITY_POLICY);
    expect(siteHeaders('/storybook-not')['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(siteHeaders('/docs/api')['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('stays same-origin and unframable by other sites', () => {
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).not.toMatch(/https?:/);
  });

  it('is one rule in dist/_headers', () => {
    const file: string = headersFile(['/'], []);
    expect(file).toContain(`/storybook/*\n  x-content-type-options: nosniff\n  referrer-policy: strict-origin-when-cross-origin\n  content-security-policy: ${STORYBOOK_CONTENT_SECURITY_POLICY}\n  cache-control: no-cache\n`);
  });
});

describe("the site's pages may compile WebAssembly, and nothing more (issue #37)", () => {
  it("allows 'wasm-unsafe-eval' on every page and iframe embed, never 'unsafe-eval'", () => {
    for (const path of ['/', '/tools/hash-generator', '/tools/hash-verifier/', '/tools/word-counter', '/docs/api', '/404.html', '/embed/frame/hash-generator/']) {
      const csp = siteHeaders(path)['content-security-policy'] ?? '';
      expect(csp, path).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval'( |;|$)/);
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp, path).not.toContain("'unsafe-inline'");
    }
    expect(CONTENT_SECURITY_POLICY).toContain(WASM_SOURCE);
  });

  it('leaves the embed files to the host page: no policy of ours there', () => {
    expect(siteHeaders('/embed/toolshed.js')['content-security-policy']).toBeUndefined();
    expect(siteHeaders('/embed/chunks/x.js')['content-security-policy']).toBeUndefined();
  });
});
