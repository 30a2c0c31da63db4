import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FAQ_ENTRIES, Faq } from '../../src/site/sections/contact/Faq';

const meta = {
  title: 'Site/Contact/Faq',
  component: Faq,
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailsOf = (summary: HTMLElement) => summary.closest('details')!;

export const Collapsed: Story = {
  name: 'All collapsed',
  play: async ({ canvasElement }) => {
    const summaries = Array.from(canvasElement.querySelectorAll('summary'));
    await expect(summaries.map((s) => s.textContent)).toEqual(FAQ_ENTRIES.map((e) => e.question));
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
    // The answers are in the markup (readable without JavaScript once opened, and found by in-page search).
    await expect(canvasElement).toHaveTextContent(FAQ_ENTRIES[1]!.answer);
  },
};

export const Keyboard: Story = {
  name: 'Open and close by keyboard',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const first = canvasElement.querySelector('summary')!;
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(detailsOf(first)).toHaveAttribute('open');
    await expect(canvas.getByText(FAQ_ENTRIES[0]!.answer)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(detailsOf(first)).not.toHaveAttribute('open');
    await expect(canvas.getByText(FAQ_ENTRIES[0]!.answer)).not.toBeVisible();
    // Tab moves on to the next question, which opens with Space.
    await userEvent.tab();
    const second = canvasElement.querySelectorAll('summary')[1]!;
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(detailsOf(second)).toHaveAttribute('open');
  },
};

export const Pointer: Story = {
  name: 'Open by click',
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelectorAll('summary')[4]!;
    await userEvent.click(summary);
    await expect(detailsOf(summary)).toHaveAttribute('open');
    await expect(canvas.getByText(FAQ_ENTRIES[4]!.answer)).toBeVisible();
  },
};
