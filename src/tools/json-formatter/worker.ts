/**
 * Validates and formats large documents off the main thread, and keeps the last valid
 * document so the tree view can ask for one page of children at a time.
 */
import { analyzeJson } from './json-formatter';
import type { WorkerRequest, WorkerResponse } from './protocol';
import type { TreeDoc } from './tree';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};

let tree: TreeDoc | null = null;

scope.onmessage = ({ data }) => {
  if (data.kind === 'analyze') {
    const result = analyzeJson(data.text, data.options);
    tree = result.tree;
    const { analysis } = result;
    // The line index moves to the page without a copy.
    const transfer = analysis.status === 'valid' ? [analysis.formattedLineStarts.buffer] : [];
    scope.postMessage({ kind: 'analyze', id: data.id, analysis, root: tree?.root() ?? null }, transfer);
  } else {
    const page = tree ? tree.children(data.path, data.from, data.count) : { rows: [], total: 0 };
    scope.postMessage({ kind: 'children', id: data.id, ...page });
  }
};
