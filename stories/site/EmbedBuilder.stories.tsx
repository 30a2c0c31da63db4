import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmbedBuilderPage, builderReady } from '../../src/site/pages/EmbedBuilderPage';
import { withSiteRouter } from './support';

const meta = {
  title: 'Site/Pages/Embed Builder',
  component: EmbedBuilderPage,
  decorators: [withSiteRouter],
  // The live preview runs the built site's embed script, absent in Storybook: its box and status
  // line are masked in screenshots (data-visual-mask), the snippets are what the tests read.
  parameters: { route: '/embed', visual: { page: true } },
  // As on the site, the builder opens once its default tool's declaration has loaded.
  loaders: [async () => ({ ready: await builderReady })],
  // The builder keeps its state in the address, and stories share one preview page: each starts
  // from an address without a query, as a visitor opening /embed does.
  beforeEach: () => window.history.replaceState(window.history.state, '', window.location.pathname),
} satisfies Meta<typeof EmbedBuilderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const snippet = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  name: 'Opens on the word counter with minimal snippets',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Embed Builder');
    await expect(canvas.getByRole('radio', { name: 'Word Counter' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    // Nothing changed: the element alone, no attribute.
    await expect(snippet(canvasElement, 'Script snippet')).toHaveTextContent(
      '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script> <toolshed-word-counter></toolshed-word-counter>',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'React' }));
    await expect(snippet(canvasElement, 'React snippet')).toHaveTextContent("import { WordCounter } from 'toolshed/tools';");
    await expect(snippet(canvasElement, 'React snippet')).toHaveTextContent('<WordCounter />');
    await userEvent.click(canvas.getByRole('tab', { name: 'Iframe' }));
    await expect(snippet(canvasElement, 'Iframe snippet')).toHaveTextContent('src="https://toolshed.dev/embed/frame/word-counter/"');
    await waitFor(() => expect(document.title).toBe('Embed Builder — Toolshed'));
  },
};

export const QrWifiDark: Story = {
  name: 'Search, pick the QR tool, set WiFi and dark',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tools' }), 'qr');
    // The QR code generator, and the TOTP generator, which reads a QR image (a word of its
    // description: the ranking and the descriptions load as the field gets focus).
    await expect(await canvas.findByText('2 matches')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'QR Code Generator' }));
    // The chosen tool's declaration loads, then its controls appear.
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'type' }), 'wifi');
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(snippet(canvasElement, 'Script snippet')).toHaveTextContent('<toolshed-qr-generator type="wifi" theme="dark"></toolshed-qr-generator>'),
    );
    // A number at its default stays out; changed, it goes in.
    const margin = canvas.getByRole('textbox', { name: 'margin' });
    await userEvent.clear(margin);
    await userEvent.type(margin, '2');
    await userEvent.tab();
    await waitFor(() => expect(snippet(canvasElement, 'Script snippet')).toHaveTextContent('type="wifi" margin="2" theme="dark"'));
    await userEvent.click(canvas.getByRole('tab', { name: 'React' }));
    await expect(snippet(canvasElement, 'React snippet')).toHaveTextContent('<ThemeProvider theme="dark"> <QrGenerator type="wifi" margin={2} />');
    // The builder's state is its address.
    await waitFor(() => expect(window.location.search).toContain('tool=qr-generator&type=wifi&margin=2&theme=dark'));
  },
};

export const SecretsAndBadValues: Story = {
  name: 'Leaves secrets out and says why a style value is refused',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tools' }), 'hash');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hash Generator' }));
    await waitFor(() => expect(canvasElement).toHaveTextContent('Not offered here: hmac-key.'));
    await expect(canvas.queryByRole('textbox', { name: 'hmac-key' })).toBeNull();
    const accent = canvas.getByRole('textbox', { name: '--toolshed-accent' });
    await userEvent.type(accent, 'purplish');
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement).toHaveTextContent('“purplish” is not a CSS color this browser accepts, so the snippet leaves it out. Try #7c3aed.');
    await expect(snippet(canvasElement, 'Script snippet')).not.toHaveTextContent('purplish');
    await userEvent.clear(accent);
    await userEvent.type(accent, '#7c3aed');
    await expect(accent).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(snippet(canvasElement, 'Script snippet')).toHaveTextContent('style="--toolshed-accent: #7c3aed"'));
    await expect(canvasElement).toHaveTextContent('where your page’s Content Security Policy refuses inline styles');
  },
};
