import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/ui/components/Badge';
import { Button } from '../../src/ui/components/Button';
import { Card } from '../../src/ui/components/Card';
import { Grid, Inline, Stack } from '../../src/ui/components/Layout';

const meta = {
  title: 'UI/Layout',
  component: Stack,
  subcomponents: { Inline, Grid },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const tools = [
  { name: 'JSON formatter', text: 'Pretty-print and validate JSON.' },
  { name: 'Base64', text: 'Encode and decode Base64 text.' },
  { name: 'UUID generator', text: 'Create v4 and v7 UUIDs.' },
  { name: 'Hash', text: 'SHA-1, SHA-256 and SHA-512 digests.' },
  { name: 'Color converter', text: 'HEX, RGB, HSL and OKLCH.' },
  { name: 'Word counter', text: 'Words, characters and reading time.' },
];

export const StackColumn: Story = {
  name: 'Stack, vertical flow',
  render: () => (
    <Stack gap="md" aria-label="Recent tools" role="list">
      {tools.slice(0, 3).map((tool) => (
        <div role="listitem" key={tool.name}>
          <Card as="div" title={tool.name}>
            {tool.text}
          </Card>
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recent tools' });
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const [a, b] = canvas.getAllByRole('listitem');
    await expect(b!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().bottom);
  },
};

export const InlineRow: Story = {
  name: 'Inline, wrapping row',
  render: () => (
    <Stack gap="lg">
      <Inline gap="sm" aria-label="Actions" role="group">
        <Button variant="primary">Format</Button>
        <Button>Minify</Button>
        <Button variant="ghost">Clear</Button>
      </Inline>
      <Inline gap="xs" aria-label="Tags" role="group">
        {['text', 'encoding', 'developer', 'privacy', 'offline'].map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Actions' });
    await expect(getComputedStyle(row).flexDirection).toBe('row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    await expect(buttons[1]!.getBoundingClientRect().top).toBe(buttons[0]!.getBoundingClientRect().top);
    await expect(canvas.getByRole('group', { name: 'Tags' }).children).toHaveLength(5);
  },
};

export const GridCards: Story = {
  name: 'Grid, auto-fill columns',
  render: () => (
    <Grid min="md" gap="md" role="group" aria-label="All tools">
      {tools.map((tool) => (
        <Card key={tool.name} as="article" title={tool.name}>
          {tool.text}
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'All tools' });
    await expect(getComputedStyle(grid).display).toBe('grid');
    await expect(canvas.getAllByRole('article')).toHaveLength(tools.length);
    // The 56rem story canvas fits three 16rem columns.
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    // Cards in a row stretch to the tallest one.
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().height).toBe(second!.getBoundingClientRect().height);
  },
};
