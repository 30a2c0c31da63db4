import { expect, mocked, spyOn, userEvent, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** A story's beforeEach: headless Chromium denies clipboard reads, so record writes instead of reading them back. */
export function recordClipboardWrites() {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
}

/** A story's beforeEach: record downloads (the anchor clicks downloadBlob makes) instead of starting them. */
export function recordDownloads() {
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => click.mockRestore();
}

/** The story parts of the SEO generators' "Copied" story: Copy HTML copies exactly `lines`. */
export const copiesHtml = (lines: readonly string[]) => ({
  beforeEach: recordClipboardWrites,
  play: async ({ canvas }: { canvas: Canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy HTML' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toBe(lines.join('\n'));
  },
});

/** The story parts of a "Download" story: one press of Download saves one blob as `fileName`. */
export const downloadsFile = (fileName: string) => ({
  beforeEach: recordDownloads,
  play: async ({ canvas }: { canvas: Canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors).toHaveLength(1);
    await expect(anchors[0]?.download).toBe(fileName);
    await expect(anchors[0]?.href.startsWith('blob:')).toBe(true);
  },
});
