import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { CallToAction, EMBED_SNIPPET } from '../../src/site/sections/home/CallToAction';
import { withSiteRouter } from './support';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Home/Call To Action',
  parameters: { messages: [homeMessages] },
  component: CallToAction,
  decorators: [withSiteRouter],
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to Get Something Done?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse All Tools' })).toHaveAttribute('href', '/tools');
    await expect(canvas.getByRole('region', { name: 'Embed code (HTML)' })).toHaveTextContent(
      '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script> <toolshed-json-formatter></toolshed-json-formatter>',
    );
  },
};

export const BrowseAllTools: Story = {
  name: 'Browse All Tools goes to /tools',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Browse All Tools' }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/tools'));
  },
};

export const CopyEmbedCode: Story = {
  name: 'Copy the embed code',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(EMBED_SNIPPET);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    // Back to "Copy code" after 2 s, so the screenshot is always the same.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Code' })).toBeVisible(), { timeout: 3500 });
  },
};
