import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, BookOpen } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/components/Button';
import { buttonSizes, buttonVariants } from '../../src/ui/components/Button.css';
import { Inline, Stack } from '../../src/ui/components/Layout';
import { ButtonLink, Link } from '../../src/ui/components/Link';
import { linkVariants } from '../../src/ui/components/Link.css';

const meta = {
  title: 'UI/Link',
  component: Link,
  subcomponents: { ButtonLink },
  args: { href: '/tools', children: 'Browse all tools' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InlineInText: Story = {
  name: 'Inline in text',
  render: (args) => (
    <p>
      Everything runs in your browser. Read the <Link {...args} href="/privacy">privacy notes</Link> to see what we store (nothing).
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'privacy notes' });
    await expect(link).toHaveAttribute('href', '/privacy');
    // Inline links must not rely on colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all 29 tools' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all 29 tools' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap="sm" align="start">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>{`${variant} link`}</Link>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(linkVariants.length);
  },
};

export const External: Story = {
  name: 'External, opens in a new tab',
  args: { href: 'https://developer.mozilla.org/', isExternal: true, children: 'MDN Web Docs' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'MDN Web Docs (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard focus',
  args: { variant: 'standalone' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Browse all tools' });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const ButtonLinks: Story = {
  name: 'Button link, styled like Button',
  render: () => (
    <Stack gap="md">
      <Inline gap="sm">
        <ButtonLink href="/tools" variant="primary" icon={ArrowRight}>
          Start using tools
        </ButtonLink>
        <Button variant="primary" icon={ArrowRight}>
          A real button
        </Button>
      </Inline>
      {buttonSizes.map((size) => (
        <Inline key={size} gap="sm">
          {buttonVariants.map((variant) => (
            <ButtonLink key={variant} href="/tools" variant={variant} size={size}>{`${variant} ${size}`}</ButtonLink>
          ))}
        </Inline>
      ))}
      <Inline gap="sm">
        <ButtonLink href="https://example.com/docs" isExternal icon={BookOpen}>
          Read the docs
        </ButtonLink>
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Start using tools' });
    const button = canvas.getByRole('button', { name: 'A real button' });
    const [l, b] = [getComputedStyle(link), getComputedStyle(button)];
    await expect(l.backgroundColor).toBe(b.backgroundColor);
    await expect(l.borderRadius).toBe(b.borderRadius);
    await expect(link.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
    const external = canvas.getByRole('link', { name: 'Read the docs (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
  },
};
