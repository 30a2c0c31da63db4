import { LifeBuoy, Palette, Wrench } from 'lucide-react';
import { ValueGrid, type ValueItem } from './ValueGrid';

export const TEAM_GROUPS: readonly ValueItem[] = [
  {
    icon: Wrench,
    title: 'Tool Builders',
    text: 'Write the logic behind each tool, check it against the standards it implements (WCAG, RFC 4648, vCard, JWT) and keep the tests that prove it.',
  },
  {
    icon: Palette,
    title: 'Design and Accessibility',
    text: 'Look after the design system, the light and dark themes, keyboard paths and screen reader wording across all the tools.',
  },
  {
    icon: LifeBuoy,
    title: 'Support and Community',
    text: 'Answer every email, turn bug reports and tool requests into fixes, and write the guides and tutorials on the blog.',
  },
];

/** The three groups of people behind Toolshed. */
export function TeamGroups({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  return <ValueGrid items={TEAM_GROUPS} headingLevel={headingLevel} />;
}
