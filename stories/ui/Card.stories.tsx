import type { Meta, StoryObj } from '@storybook/react-vite';
import { Braces } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Badge } from '../../src/ui/components/Badge';
import { Button } from '../../src/ui/components/Button';
import { Card } from '../../src/ui/components/Card';
import { cardPaddings } from '../../src/ui/components/Card.css';
import { Icon } from '../../src/ui/components/Icon';
import { Grid } from '../../src/ui/components/Layout';
import { Link } from '../../src/ui/components/Link';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'JSON formatter',
    description: 'Pretty-print, validate and minify JSON.',
    children: 'Paste JSON on the left; the formatted result appears on the right as you type.',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    as: { control: 'inline-radio', options: ['section', 'article', 'div'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Titled section',
  play: async ({ canvas }) => {
    // The heading names the section, so it is a region landmark.
    const region = canvas.getByRole('region', { name: 'JSON formatter' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'JSON formatter' })).toBeVisible();
    await expect(region).toHaveTextContent('Pretty-print, validate and minify JSON.');
  },
};

export const WithActions: Story = {
  name: 'With header actions',
  args: {
    headingLevel: 2,
    padding: 'lg',
    actions: (
      <>
        <Badge tone="success">Valid</Badge>
        <Button size="sm">Copy</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'JSON formatter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(canvas.getByText('Valid')).toBeVisible();
  },
};

export const Untitled: Story = {
  name: 'Untitled, body only',
  args: { title: undefined, description: undefined, as: 'div', children: 'A plain surface for grouping content without a heading.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText(/plain surface/)).toBeVisible();
  },
};

export const Interactive: Story = {
  name: 'Interactive, title links',
  render: () => (
    <Grid min="md" gap="md">
      {['JSON formatter', 'Base64 encoder', 'UUID generator'].map((name) => (
        <Card
          key={name}
          as="article"
          interactive
          title={<Link href={`/tools/${name.toLowerCase().replace(/ /g, '-')}`}>{name}</Link>}
          description="Runs in your browser; nothing is uploaded."
          actions={<Icon icon={Braces} />}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(links[0]).toHaveAttribute('href', '/tools/json-formatter');
    // The focus ring moves to the card outline.
    const card = canvas.getAllByRole('article')[0]!;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};
