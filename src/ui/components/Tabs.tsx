import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

type WithClassName<P> = Omit<P, 'className' | 'style'> & { className?: string };

function join(base: string, extra?: string) {
  return extra ? `${base} ${extra}` : base;
}

/** Tabs root; pair TabList (with an aria-label) and one TabPanel per Tab `id`. Arrow keys move between tabs. */
export function Tabs({ className, ...props }: WithClassName<AriaTabsProps>) {
  return <AriaTabs {...props} className={join(tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: WithClassName<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={join(tabList, className)} />;
}

export function Tab({ className, ...props }: WithClassName<AriaTabProps>) {
  return <AriaTab {...props} className={join(tab, className)} />;
}

export function TabPanel({ className, ...props }: WithClassName<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={join(tabPanel, className)} />;
}

export type TabsProps = WithClassName<AriaTabsProps>;
export type TabListProps<T extends object> = WithClassName<AriaTabListProps<T>>;
export type TabProps = WithClassName<AriaTabProps>;
export type TabPanelProps = WithClassName<AriaTabPanelProps>;
