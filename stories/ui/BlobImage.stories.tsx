import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BlobImage } from '../../src/ui/components/BlobImage';

/** An SVG with a script and an onload handler: as an image, neither runs. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><script>window.__blobImageRan = true</script>' +
  '<circle cx="48" cy="48" r="40" fill="#2563eb" onload="window.__blobImageRan = true"/><rect x="36" y="36" width="24" height="24" fill="#fbbf24"/></svg>';

const meta = {
  title: 'UI/BlobImage',
  component: BlobImage,
  args: { data: SVG, type: 'image/svg+xml', alt: 'A blue circle with a yellow square', width: 96, height: 96 },
} satisfies Meta<typeof BlobImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SvgFromMemory: Story = {
  name: 'An SVG shown from memory (its script never runs)',
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A blue circle with a yellow square' }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth).toBe(96));
    await expect(image.src).toMatch(/^blob:/);
    await expect((window as unknown as { __blobImageRan?: boolean }).__blobImageRan).toBeUndefined();
  },
};
