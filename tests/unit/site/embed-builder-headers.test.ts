import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, nginxConf, siteHeaders } from '../../../scripts/headers.mjs';

describe('the embed builder page under /embed/', () => {
  it('is served as a page of the site (its CSP, never framed, no CORS), unlike the embed files beside it', () => {
    for (const path of ['/embed', '/embed/', '/embed/index.html']) {
      const headers = siteHeaders(path);
      expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(siteHeaders('/embed/toolshed.js')['access-control-allow-origin']).toBe('*');
    expect(siteHeaders('/embed/toolshed.js')['content-security-policy']).toBeUndefined();
  });

  it('has exact nginx locations ahead of the /embed/ prefix', () => {
    const conf = nginxConf();
    expect(conf).toContain('location = /embed/ {');
    expect(conf).toContain('try_files /embed/index.html =404;');
    expect(conf).toContain('location = /embed/index.html {');
  });
});
