import { describe, expect, it } from 'vitest';
import { isNotFoundPath } from '../../../src/site/routes';
import { sitePaths } from '../../../src/site/route-paths';

describe('isNotFoundPath: which paths show the not-found page (its language links lead home)', () => {
  it('no page the site serves is the not-found page', () => {
    const paths = sitePaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter(isNotFoundPath)).toEqual([]);
  });

  it('the prerendered 404 page, unknown paths and tools the build lacks are', () => {
    for (const path of ['/404', '/nope', '/tools/not-a-tool', '/blog/tips/extra', '/about/team']) expect(isNotFoundPath(path), path).toBe(true);
  });
});
