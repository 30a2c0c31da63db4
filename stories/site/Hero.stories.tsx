import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Hero } from '../../src/site/sections/home/Hero';
import { withSiteRouter } from './support';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Home/Hero',
  parameters: { messages: [homeMessages] },
  component: Hero,
  decorators: [withSiteRouter],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Everyday Tools That Run Right in Your Browser');
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await expect(field).toHaveAttribute('placeholder', 'Search tools...');
    await expect(canvas.getByRole('link', { name: 'Explore All Tools' })).toHaveAttribute('href', '/tools');
    await expect(canvas.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
    // Without JavaScript the form still lands on the catalogue with the search.
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/tools');
    await expect(field).toHaveAttribute('name', 'search');
  },
};

export const SearchWithEnter: Story = {
  name: 'Search with Enter goes to /tools?search=',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tools' }), 'json formatter{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tools?search=json%20formatter'));
  },
};

export const SearchWithButton: Story = {
  name: 'Search button encodes the term',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tools' }), '  C# & regex ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tools?search=C%23%20%26%20regex'));
  },
};

export const WhitespaceIgnored: Story = {
  name: 'Whitespace-only search is ignored',
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await userEvent.type(field, '   {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // Give a navigation the chance to happen, then check that none did.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByTestId('location').textContent).toBe('/');
    await expect(field).toHaveValue('   ');
  },
};

export const ExploreAllTools: Story = {
  name: 'Explore All Tools goes to /tools',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Explore All Tools' }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/tools'));
  },
};

export const ReadOurBlog: Story = {
  name: 'Read Our Blog goes to /blog',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Read Our Blog' }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/blog'));
  },
};
