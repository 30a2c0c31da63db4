import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Faq } from '../../src/site/sections/contact/Faq';
import { contactMessages } from '../../src/site/sections/contact/i18n';

/** The questions as the English page shows them, and the answers the stories open. */
const QUESTIONS = [
  'Are the tools really free?',
  'Is anything I enter uploaded?',
  'Do I need an account?',
  'Do the tools work if my connection drops?',
  'Can I put a tool on my own website?',
  'Why doesn’t the contact form send my message?',
];
const ANSWERS: Record<number, string> = {
  0: 'Yes. Every tool is free to use as often as you like, with no account, no trial period, no usage limits and no adverts.',
  1: 'No. Every tool does its work in your browser. Text, files and passwords you enter stay on your device and are never sent to a server; there is no Toolshed server to send them to.',
  4: 'Yes. Add one script tag and the tool’s element, such as <toolshed-json-formatter>, to your page. The Embed API page lists every element name and option.',
};

const meta = {
  title: 'Site/Contact/Faq',
  component: Faq,
  parameters: { messages: [contactMessages] },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailsOf = (summary: HTMLElement) => summary.closest('details')!;

export const Collapsed: Story = {
  name: 'All collapsed',
  play: async ({ canvasElement }) => {
    const summaries = Array.from(canvasElement.querySelectorAll('summary'));
    await expect(summaries.map((s) => s.textContent)).toEqual(QUESTIONS);
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
    // The answers are in the markup (readable without JavaScript once opened, and found by in-page search).
    await expect(canvasElement).toHaveTextContent(ANSWERS[1]!);
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
    await expect(canvas.getByText(ANSWERS[0]!)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(detailsOf(first)).not.toHaveAttribute('open');
    await expect(canvas.getByText(ANSWERS[0]!)).not.toBeVisible();
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
    await expect(canvas.getByText(ANSWERS[4]!)).toBeVisible();
  },
};
