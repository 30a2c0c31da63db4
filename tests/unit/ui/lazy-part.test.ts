import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LazyPartModule from '../../../src/ui/lazy-part';
import { LargeTextArea } from '../../../src/ui/components/LargeTextArea';
import { TextViewer } from '../../../src/ui/components/TextViewer';
import { WorkProgress, type WorkProgressProps } from '../../../src/ui/components/WorkProgress';

/*
 * The large-text machinery loads on demand (issue #31). What can be checked without a browser:
 * when a part loads, and what the first render (the prerender, and the render that hydrates it)
 * shows before any part is in. The parts arriving in a browser are the play functions of
 * stories/ui/LargeText.stories.tsx and tests/e2e/large-input.spec.ts.
 */

let lazy: typeof LazyPartModule;
let page: EventTarget;

beforeEach(async () => {
  // A fresh module each time: whether the visitor's first input has been seen is page state.
  vi.resetModules();
  lazy = await import('../../../src/ui/lazy-part');
  page = new EventTarget();
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyPart', () => {
  it('imports once, and has the module from when the import resolves', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const part = lazy.lazyPart(importer);
    expect(part.loaded()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toEqual({ answer: 42 });
  });

  it('tries again after a failed import (offline before the file was cached)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const part = lazy.lazyPart(importer as () => Promise<{ ok: boolean }>);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeNull();
    await expect(part.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('loadAtFirstInput', () => {
  it('waits for the first focus, pointer press, key press or drag, then loads every waiting part', async () => {
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));
    lazy.loadAtFirstInput(lazy.lazyPart(first));
    lazy.loadAtFirstInput(lazy.lazyPart(second));
    page.dispatchEvent(new Event('scroll'));
    await flush();
    expect(first).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    // The listeners are gone: a second press loads nothing again.
    page.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it.each(['focusin', 'keydown', 'dragenter'])('%s counts as the first input', async (type) => {
    const importer = vi.fn(() => Promise.resolve('part'));
    lazy.loadAtFirstInput(lazy.lazyPart(importer));
    page.dispatchEvent(new Event(type));
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads at once once the visitor has started (a tool shown after a click)', async () => {
    lazy.loadAtFirstInput(lazy.lazyPart(() => Promise.resolve('earlier')));
    page.dispatchEvent(new Event('focusin'));
    const importer = vi.fn(() => Promise.resolve('later'));
    lazy.loadAtFirstInput(lazy.lazyPart(importer));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed load: the part loads when it is needed', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    const part = lazy.lazyPart(importer);
    lazy.loadAtFirstInput(part);
    page.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(part.loaded()).toBeNull();
  });
});

const text = (html: string) => html.replaceAll('<!-- -->', '');

describe('the first render, before any part has loaded', () => {
  it('a small text is the field; large text is an empty box, never a field holding megabytes', () => {
    const small = renderToString(createElement(LargeTextArea, { label: 'Your text', value: 'A few words.', onChange: () => undefined }));
    expect(small).toContain('A few words.</textarea>');
    const large = renderToString(createElement(LargeTextArea, { label: 'Your text', value: 'x'.repeat(1_000_000), onChange: () => undefined }));
    expect(large).not.toContain('<textarea');
    expect(large).not.toContain('xxxx');
    expect(large).toMatch(/^<div class="[^"]+"><\/div>$/);
  });

  it('a TextViewer shows a short text whole, with its line numbers', () => {
    const html = text(renderToString(createElement(TextViewer, { text: 'first\nsecond', label: 'Result' })));
    expect(html).toContain('role="region" aria-label="Result"');
    expect(html).toMatch(/aria-hidden="true">1<\/span><span class="[^"]+">first<\/span>/);
    expect(html).toMatch(/aria-hidden="true">2<\/span><span class="[^"]+">second<\/span>/);
  });

  it('a long text waits for its rows in an empty region of fixed height', () => {
    const html = renderToString(createElement(TextViewer, { text: 'line\n'.repeat(2000), label: 'Result' }));
    expect(html).toMatch(/^<div class="[^"]+ [^"]+" tabindex="0" role="region" aria-label="Result" dir="ltr"><\/div>$/);
  });

  it('WorkProgress has its live region from the start, and nothing else until a job has run', () => {
    const state: WorkProgressProps['state'] = { status: 'running', progress: 0.5, showProgress: true, canCancel: true, cancel: () => undefined, restart: () => undefined };
    const html = renderToString(createElement(WorkProgress, { label: 'Converting', state }));
    expect(html).toMatch(/^<div class="[^"]+"><div role="status" aria-live="polite" aria-atomic="true" class="[^"]+"><\/div><\/div>$/);
  });
});
