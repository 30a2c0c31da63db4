import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/components/Tabs';
import { categories, type CategoryFilter } from '../../../tools/catalogue';
import { useCatalogueText } from '../../../tools/catalogue-text';
import { useCatalogueMessages } from './i18n';
import { categoryTabLabel } from './labels';

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
  const t = useCatalogueMessages();
  const text = useCatalogueText();
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => isCategoryFilter(key) && onSelect(key)}>
      <TabList aria-label={t('categories')}>
        {CATEGORY_TABS.map((id) => (
          <Tab key={id} id={id}>
            {categoryTabLabel(t, text, id)}
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
