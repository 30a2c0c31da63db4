import { describe, expect, it } from 'vitest';
import { comparablePath, isCurrentNav } from '../../../src/site/layout/ShellLink';

describe('which shell link is the current page', () => {
  it('compares paths without a trailing slash and in lower case', () => {
    expect(comparablePath('/')).toBe('/');
    expect(comparablePath('/tools/')).toBe('/tools');
    expect(comparablePath('/Tools/JSON-Formatter')).toBe('/tools/json-formatter');
    expect(comparablePath('//')).toBe('/');
  });

  it('marks Home only on "/" itself', () => {
    expect(isCurrentNav('/', '/')).toBe(true);
    expect(isCurrentNav('/', '/tools')).toBe(false);
    expect(isCurrentNav('/', '/about/')).toBe(false);
  });

  it('marks a section on its own path and every path below it, not on a longer sibling', () => {
    expect(isCurrentNav('/tools', '/tools')).toBe(true);
    expect(isCurrentNav('/tools', '/tools/')).toBe(true);
    expect(isCurrentNav('/tools', '/tools/qr-generator')).toBe(true);
    expect(isCurrentNav('/blog', '/blog/tips')).toBe(true);
    expect(isCurrentNav('/tools', '/toolshed')).toBe(false);
    expect(isCurrentNav('/tools/hash-generator', '/tools/hash-verifier')).toBe(false);
    expect(isCurrentNav('/tools/qr-generator', '/Tools/QR-Generator/')).toBe(true);
  });
});
