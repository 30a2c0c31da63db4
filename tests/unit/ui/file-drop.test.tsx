import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileDrop, firstFile } from '../../../src/ui/components/FileDrop';
import { ANY_FILES } from '../../../src/ui/files';

/*
 * What FileDrop decides without a browser: which file of a drop or paste it takes, and the markup
 * the prerender writes (the page shows it before any script). Picking, dragging, dropping and
 * pasting in a real browser are the play functions of stories/ui/FileDrop.stories.tsx.
 */

type Item = DataTransferItem;
const file = (name: string) => new File(['x'], name, { type: 'text/plain' });
const fileItem = (f: File, directory = false): Item =>
  ({ kind: 'file', type: f.type, getAsFile: () => f, webkitGetAsEntry: () => ({ isFile: !directory, isDirectory: directory }) }) as unknown as Item;
const stringItem = (): Item => ({ kind: 'string', type: 'text/plain', getAsFile: () => null }) as unknown as Item;
const transfer = (...items: Item[]) => ({ items: items as unknown as DataTransferItemList });

describe('firstFile: the file FileDrop takes from a drop or a paste', () => {
  it('takes the first file, after any text', () => {
    const a = file('a.txt');
    expect(firstFile(transfer(stringItem(), fileItem(a), fileItem(file('b.txt'))))).toBe(a);
  });

  it('skips folders: a dropped folder is an empty File with a directory entry', () => {
    const b = file('b.txt');
    expect(firstFile(transfer(fileItem(file('drafts.txt'), true), fileItem(b)))).toBe(b);
    expect(firstFile(transfer(fileItem(file('drafts'), true)))).toBeNull();
  });

  it('takes a file whose entry is unknown (a paste, or a browser without webkitGetAsEntry)', () => {
    const a = file('a.txt');
    const noEntry = { kind: 'file', type: 'text/plain', getAsFile: () => a, webkitGetAsEntry: () => null } as unknown as Item;
    const noMethod = { kind: 'file', type: 'text/plain', getAsFile: () => a } as unknown as Item;
    expect(firstFile(transfer(noEntry))).toBe(a);
    expect(firstFile(transfer(noMethod))).toBe(a);
  });

  it('is null for text only, nothing, or no data', () => {
    expect(firstFile(transfer(stringItem()))).toBeNull();
    expect(firstFile(transfer())).toBeNull();
    expect(firstFile(null)).toBeNull();
  });
});

describe('FileDrop: the prerendered markup', () => {
  const txt = { mimeTypes: ['text/plain'], extensions: ['.txt'], label: 'plain text' };
  const render = (props: Partial<Parameters<typeof FileDrop>[0]> = {}) =>
    renderToString(createElement(FileDrop, { label: 'Upload .txt', accept: txt, onFile: () => undefined, ...props }));

  it('a group named for the kind of file, holding the hint and the button', () => {
    const html = render();
    expect(html).toMatch(/<div role="group" aria-label="Drop zone for plain text files" tabindex="-1"/);
    expect(html).toContain('Drag and drop a file here, or');
    expect(html).toMatch(/<button[^>]*>.*Upload \.txt<\/button>/);
    expect(html).not.toContain('data-drop-target');
    expect(html).not.toContain('role="alert"');
  });

  it("the picker's input is hidden (no tab stop), with the accepted types", () => {
    expect(render()).toMatch(/<input type="file" accept="text\/plain,\.txt" hidden=""\/>/);
    // Any file: no filter at all.
    expect(render({ accept: ANY_FILES })).toMatch(/<input type="file" hidden=""\/>/);
    expect(render({ accept: ANY_FILES })).toContain('aria-label="Drop zone for any files"');
  });

  it('disabled: the zone says so for styling, the button is disabled', () => {
    const html = render({ isDisabled: true });
    expect(html).toContain('data-disabled="true"');
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(render()).not.toContain('disabled');
  });

  it('compact: only the button, still inside the named zone', () => {
    const html = render({ compact: true, description: 'Up to 10 MB' });
    expect(html).toContain('aria-label="Drop zone for plain text files"');
    expect(html).not.toContain('Drag and drop a file here, or');
    expect(html).not.toContain('Up to 10 MB');
    expect(render({ description: 'Up to 10 MB' })).toContain('Up to 10 MB');
  });
});
