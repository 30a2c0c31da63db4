import { LifeBuoy, Palette, Wrench } from 'lucide-react';
import { ValueGrid, type ValueItem } from './ValueGrid';

export const TEAM_GROUPS: readonly ValueItem[] = [
  {
    icon: Wrench,
    title: 'buildersTitle',
    text: 'buildersText',
  },
  {
    icon: Palette,
    title: 'designTitle',
    text: 'designText',
  },
  {
    icon: LifeBuoy,
    title: 'supportTitle',
    text: 'supportText',
  },
];

/** The three groups of people behind Toolshed. */
export function TeamGroups({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  return <ValueGrid items={TEAM_GROUPS} headingLevel={headingLevel} />;
}
