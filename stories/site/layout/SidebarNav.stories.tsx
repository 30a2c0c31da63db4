import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SidebarNav } from '../../../src/site/layout/SidebarNav';
import { withSiteRouter } from '../support';
import { catalogue } from '../../../src/tools/catalogue';

const meta = {
  title: 'Site/Layout/Sidebar',
  component: SidebarNav,
  decorators: [withSiteRouter],
  parameters: { route: '/tools/word-counter' },
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {
  name: 'Navigation and six tool groups',
  play: async ({ canvas }) => {
    const navigation = within(canvas.getByRole('region', { name: 'Navigation' }));
    await expect(navigation.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'All Tools', 'Blog', 'About']);
    const count = (id: string) => catalogue.filter((tool) => tool.category === id).length;
    const counts: Array<[string, number]> = [['Productivity', count('productivity')], ['Text', count('text')], ['Design', count('design')], ['Developer', count('developer')], ['SEO', count('seo')], ['Security', count('security')]];
    for (const [name, count] of counts) {
      // The heading (and so the group's name) carries the count: "Productivity 5 Tools".
      const group = within(canvas.getByRole('region', { name: `${name} ${count} Tools` }));
      await expect(group.getAllByRole('link')).toHaveLength(count);
    }
    await expect(canvas.getAllByRole('link')).toHaveLength(4 + catalogue.length);
  },
};

export const CurrentTool: Story = {
  name: 'Current tool is highlighted',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Word Counter' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'JSON Formatter' })).toHaveAttribute('href', '/tools/json-formatter');
    await expect(canvas.getByRole('link', { name: 'All Tools' })).not.toHaveAttribute('aria-current');
  },
};
