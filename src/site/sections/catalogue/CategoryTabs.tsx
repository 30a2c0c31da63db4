import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/components/Tabs';
import { categories, type CategoryFilter } from '../../../tools/catalogue';
import { categoryLabel } from '../../catalogue-query';

export const CATEGORY_TABS: readonly CategoryFilter[] = ['all', ...categories.map((c) => c.id)];

export interface CategoryTabsProps {
  selected: CategoryFilter;
  onSelect: (category: CategoryFilter) => void;
  /** The results; shown in the selected tab's panel. */
  children: ReactNode;
}

function isCategoryFilter(key: unknown): key is CategoryFilter {
  return CATEGORY_TABS.some((tab) => tab === key);
}

/** The seven category tabs (All Tools first). Only the selected panel is rendered. */
export function CategoryTabs({ selected, onSelect, children }: CategoryTabsProps) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => isCategoryFilter(key) && onSelect(key)}>
      <TabList aria-label="Categories">
        {CATEGORY_TABS.map((id) => (
          <Tab key={id} id={id}>
            {categoryLabel(id)}
          </Tab>
        ))}
      </TabList>
      {CATEGORY_TABS.map((id) => (
        <TabPanel key={id} id={id}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
