import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { toolsInCategory } from '../../src/tools/catalogue';
import { withDetails } from '../../src/tools/catalogue-details';
import { CatalogueSearch, type CatalogueSearchProps } from '../../src/site/sections/catalogue/CatalogueSearch';
import { CategoryTabs } from '../../src/site/sections/catalogue/CategoryTabs';
import { EmptyState } from '../../src/site/sections/catalogue/EmptyState';
import { ToolGrid } from '../../src/site/sections/catalogue/ToolGrid';
import { withSiteRouter } from './support';
import { catalogueMessages } from '../../src/site/sections/catalogue/i18n';

/** The catalogue page's parts on their own; the page stories cover them working together. */
function Sections(props: Omit<CatalogueSearchProps, 'value' | 'onChange'> & { onSelect: (c: string) => void; onClearFilters: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CatalogueSearch value={value} onChange={setValue} onSubmit={props.onSubmit} onClear={props.onClear} />
      <CategoryTabs selected="design" onSelect={props.onSelect}>
        <ToolGrid tools={toolsInCategory('design').slice(0, 2).map(withDetails)} />
      </CategoryTabs>
      <EmptyState onClear={props.onClearFilters} />
    </>
  );
}

const meta = {
  title: 'Site/Catalogue/Sections',
  parameters: { messages: [catalogueMessages] },
  component: Sections,
  decorators: [withSiteRouter],
  args: { onSubmit: fn(), onClear: fn(), onSelect: fn(), onClearFilters: fn() },
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabsReady = (canvas: { getAllByRole: (role: 'tab') => HTMLElement[] }) =>
  waitFor(() => expect(canvas.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0')).toHaveLength(1));

export const SearchBox: Story = {
  name: 'Search box: Enter submits, Escape and the clear button clear',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(field, 'base64{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('base64');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('');
    // Deleting the text is an edit, not a clear; the clear button clears and returns focus.
    await userEvent.type(field, 'qr');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.type(field, 'json');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(2);
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const Tabs: Story = {
  name: 'Category tabs report the choice',
  play: async ({ canvas, args }) => {
    await tabsReady(canvas);
    await expect(canvas.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Design' })).toHaveTextContent('Color Palette Generator');
    await userEvent.click(canvas.getByRole('tab', { name: 'SEO' }));
    await expect(args.onSelect).toHaveBeenCalledWith('seo');
  },
};

export const ClearFilters: Story = {
  name: 'Empty state: Clear Filters',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};
