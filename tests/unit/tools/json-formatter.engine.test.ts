import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JsonEngine } from '../../../src/tools/json-formatter/engine';
import JsonFormatter from '../../../src/tools/json-formatter/JsonFormatter';
import type { WorkerRequest, WorkerResponse } from '../../../src/tools/json-formatter/protocol';
import { givenSettings, parseStoredSettings } from '../../../src/tools/json-formatter/useRememberedSettings';

/** worker.ts, loaded against a stand-in `self`, answering like the real thread would. */
const workerScope: { onmessage: ((e: { data: WorkerRequest }) => void) | null; postMessage: (m: WorkerResponse) => void } = {
  onmessage: null,
  postMessage: () => undefined,
};

beforeAll(async () => {
  vi.stubGlobal('self', workerScope);
  await import('../../../src/tools/json-formatter/worker');
  vi.unstubAllGlobals();
});

afterEach(() => vi.unstubAllGlobals());

/** A Worker that runs worker.ts in this thread, asynchronously, as a real one would. */
class InProcessWorker {
  static created = 0;
  onmessage: ((e: { data: WorkerResponse }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor() {
    InProcessWorker.created++;
  }
  postMessage(request: WorkerRequest) {
    setTimeout(() => {
      if (this.terminated) return;
      workerScope.postMessage = (response) => this.onmessage?.({ data: response });
      workerScope.onmessage?.({ data: request });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('worker.ts', () => {
  it('answers an analysis with the result and the root row, then pages of children', () => {
    const replies: WorkerResponse[] = [];
    workerScope.postMessage = (m) => replies.push(m);
    workerScope.onmessage!({ data: { kind: 'analyze', id: 1, text: '{"a": [1, 2, 3]}', options: { indent: '2', sortKeys: false } } });
    workerScope.onmessage!({ data: { kind: 'children', id: 2, path: [0], from: 1, count: 5 } });
    expect(replies[0]).toMatchObject({ kind: 'analyze', id: 1, analysis: { status: 'valid', minified: '{"a":[1,2,3]}' }, root: { type: 'object', size: 1 } });
    expect(replies[1]).toEqual({
      kind: 'children',
      id: 2,
      total: 3,
      rows: [
        { label: '1', isIndex: true, type: 'number', preview: '2', size: 0 },
        { label: '2', isIndex: true, type: 'number', preview: '3', size: 0 },
      ],
    });
  });

  it('answers children of an invalid document with nothing', () => {
    const replies: WorkerResponse[] = [];
    workerScope.postMessage = (m) => replies.push(m);
    workerScope.onmessage!({ data: { kind: 'analyze', id: 3, text: '[1,', options: { indent: '2', sortKeys: false } } });
    workerScope.onmessage!({ data: { kind: 'children', id: 4, path: [], from: 0, count: 5 } });
    expect(replies[0]).toMatchObject({ analysis: { status: 'invalid', message: 'Unexpected end of JSON input' }, root: null });
    expect(replies[1]).toEqual({ kind: 'children', id: 4, rows: [], total: 0 });
  });
});

describe('JsonEngine', () => {
  it('uses a Worker when there is one, and serves the tree from it', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const engine = new JsonEngine();
    const result = await engine.analyze('[{"x": 1}]', { indent: '4', sortKeys: false });
    expect(result?.ranOn).toBe('worker');
    expect(result?.analysis).toMatchObject({ status: 'valid', formatted: '[\n    {\n        "x": 1\n    }\n]' });
    expect(await result!.tree!.children([0], 0, 10)).toEqual({ total: 1, rows: [{ label: 'x', isIndex: false, type: 'number', preview: '1', size: 0 }] });
    engine.dispose();
  });

  it('the newest document wins: a running analysis is cancelled, not queued', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const engine = new JsonEngine();
    const before = InProcessWorker.created;
    const first = engine.analyze('[1]', { indent: '2', sortKeys: false });
    const second = engine.analyze('[2]', { indent: '2', sortKeys: false });
    expect(await first).toBeNull();
    expect((await second)?.analysis).toMatchObject({ minified: '[2]' });
    expect(InProcessWorker.created - before).toBe(2);
    engine.dispose();
  });

  it('falls back to the main thread when Workers do not exist', async () => {
    vi.stubGlobal('Worker', undefined);
    const result = await new JsonEngine().analyze('{"b": 1, "a": 2}', { indent: '2', sortKeys: true });
    expect(result?.ranOn).toBe('main');
    expect(result?.analysis).toMatchObject({ status: 'valid', minified: '{"a":2,"b":1}' });
    expect((await result!.tree!.children([], 0, 10)).rows.map((r) => r.label)).toEqual(['a', 'b']);
  });

  it('falls back when the page forbids creating a Worker (a CSP throws SecurityError)', async () => {
    class Blocked {
      constructor() {
        throw new DOMException('blocked by CSP', 'SecurityError');
      }
    }
    vi.stubGlobal('Worker', Blocked);
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const result = await new JsonEngine().analyze('[1]', { indent: '2', sortKeys: false });
    expect(result?.ranOn).toBe('main');
    expect(result?.analysis.status).toBe('valid');
  });

  it('falls back, and stays on the main thread, when the worker script fails to load', async () => {
    class FailsToLoad extends InProcessWorker {
      override postMessage() {
        setTimeout(() => this.onerror?.({ preventDefault: () => undefined }), 0);
      }
    }
    vi.stubGlobal('Worker', FailsToLoad);
    const engine = new JsonEngine();
    const first = await engine.analyze('[1', { indent: '2', sortKeys: false });
    expect(first?.ranOn).toBe('main');
    expect(first?.analysis).toMatchObject({ status: 'invalid', line: 1, column: 3 });
    const created = InProcessWorker.created;
    expect((await engine.analyze('[]', { indent: '2', sortKeys: false }))?.ranOn).toBe('main');
    expect(InProcessWorker.created).toBe(created);
  });
});

describe('settings', () => {
  it('reads remembered settings defensively', () => {
    expect(parseStoredSettings(null)).toEqual({});
    expect(parseStoredSettings('not json')).toEqual({});
    expect(parseStoredSettings('[1]')).toEqual({});
    expect(parseStoredSettings('{"indent":"4","sortKeys":true}')).toEqual({ indent: '4', sortKeys: true });
    expect(parseStoredSettings('{"indent":"8","sortKeys":"yes"}')).toEqual({});
  });

  it('takes indent and sort-keys from props or embed attributes', () => {
    expect(givenSettings({})).toEqual({});
    expect(givenSettings({ indent: 'tab', sortKeys: '' })).toEqual({ indent: 'tab', sortKeys: true });
    expect(givenSettings({ indent: '4', sortKeys: 'false' })).toEqual({ indent: '4', sortKeys: false });
  });
});

describe('server rendering (prerendered tool pages)', () => {
  const html = (props: Record<string, unknown>) => renderToString(createElement(JsonFormatter, props));

  it('renders the empty tool with no banner', () => {
    const page = html({});
    expect(page).toContain('placeholder="Paste your JSON here..."');
    expect(page).toContain('Load Sample');
    expect(page).toContain('Clear All');
    expect(page).toContain('Upload File');
    expect(page).not.toContain('Valid JSON');
    expect(page).not.toContain('Invalid JSON');
  });

  it('renders a valid document with the Formatted JSON tab open', () => {
    const page = html({ initialText: '{"a":1}' });
    expect(page).toContain('Valid JSON');
    expect(page).toContain('Formatted JSON');
    expect(page).toContain('Minified JSON');
    expect(page).toContain('&quot;a&quot;: 1');
  });

  it('renders an invalid document with the parser message and the error line', () => {
    const page = html({ initialText: '{"a":}' });
    expect(page).toContain('Invalid JSON: Unexpected token &#x27;}&#x27;, &quot;{&quot;a&quot;:}&quot; is not valid JSON');
    expect(page).toContain('Line 1, column 6');
    expect(page).not.toContain('Formatted JSON');
  });
});
