import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControlledValue } from '../useControlledValue';
import { tab as tabClass, tabList, tabPanel, tabs as tabsClass } from './Tabs.css';

/**
 * The WAI-ARIA tabs pattern in a few lines of our own: roving tabindex, arrow keys (and
 * Home/End) move focus and selection together, disabled tabs are skipped, only the selected
 * panel renders. react-aria's Tabs did the same through its collection machinery, which
 * weighed ~16 kB gzip on every page with tabs (issue #9); the API here is the subset we use.
 */

type Key = string;
type Orientation = 'horizontal' | 'vertical';

interface TabsState {
  baseId: string;
  selected: Key | null;
  select: (key: Key) => void;
  disabled: ReadonlySet<Key>;
  orientation: Orientation;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(component: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${component}> must be inside <Tabs>`);
  return state;
}

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);
const idFor = (baseId: string, kind: 'tab' | 'panel', key: Key) => `${baseId}-${kind}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Tab ids in document order, read from the element tree so the first render (and the prerender) already knows them. */
function tabKeys(children: ReactNode): Key[] {
  const keys: Key[] = [];
  const walk = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) return;
      const element = child as ReactElement<{ id?: unknown; children?: ReactNode }>;
      if (element.type === Tab && typeof element.props.id === 'string') keys.push(element.props.id);
      else walk(element.props.children);
    });
  walk(children);
  return keys;
}

export interface TabsProps {
  /** The selected tab's id (controlled). */
  selectedKey?: Key | null;
  /** The tab selected at first (uncontrolled); defaults to the first enabled tab. */
  defaultSelectedKey?: Key;
  /** Called with the newly selected tab's id. */
  onSelectionChange?: (key: Key) => void;
  /** Ids of tabs that cannot be selected; arrow keys skip them. */
  disabledKeys?: Iterable<Key>;
  /** `horizontal` (default): Left/Right move; `vertical`: Up/Down move. */
  orientation?: Orientation;
  /** Extra class for layout, not for restyling. */
  className?: string;
  /** One TabList and one TabPanel per Tab. */
  children: ReactNode;
}

/**
 * Tabs root; pair TabList (with an aria-label) and one TabPanel per Tab `id`. Arrow keys move between tabs.
 *
 * **When to use:** to switch between views of the same thing (Formatted / Tree / Minified output,
 * Encode / Decode) where one view at a time is enough.
 * **Use something else:** `RadioGroup` for a setting that changes a result, separate pages (links) for
 * unrelated content, headings on one page when people need to compare the views.
 *
 * **Accessibility:** the WAI-ARIA tabs pattern: the tab list is one tab stop (roving tabindex), arrow keys
 * and Home/End move and select, disabled tabs are skipped, each panel is labelled by its tab.
 */
export function Tabs({ selectedKey, defaultSelectedKey, onSelectionChange, disabledKeys, orientation = 'horizontal', className, children }: TabsProps) {
  const baseId = useId();
  const disabled = new Set(disabledKeys ?? []);
  const keys = tabKeys(children);
  const firstEnabled = keys.find((k) => !disabled.has(k)) ?? null;
  const [chosen, setChosen] = useControlledValue<Key | null>(selectedKey, defaultSelectedKey ?? null);
  const selected = chosen !== null && keys.includes(chosen) && !disabled.has(chosen) ? chosen : firstEnabled;

  const select = (key: Key) => {
    if (disabled.has(key)) return;
    setChosen(key);
    if (key !== selected) onSelectionChange?.(key);
  };

  return (
    <TabsContext.Provider value={{ baseId, selected, select, disabled, orientation }}>
      <div className={join(tabsClass, className)} data-orientation={orientation}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export interface TabListProps {
  /** Names the tab list, e.g. "Output view". Give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** Id of a visible heading that names the tab list. */
  'aria-labelledby'?: string;
  /** Extra class for layout, not for restyling. */
  className?: string;
  /** The Tab elements. */
  children: ReactNode;
}

/** The row (or column) of tabs: `role="tablist"`, handling the arrow, Home and End keys. Inside Tabs. */
export function TabList({ className, children, ...labelling }: TabListProps) {
  const { orientation } = useTabs('TabList');
  const ref = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = ref.current;
    if (!list) return;
    const enabled = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])'));
    const current = enabled.indexOf(document.activeElement instanceof HTMLElement ? document.activeElement : (event.target as HTMLElement));
    // Left and Right follow the row as drawn: in a right-to-left page the next tab is on the left.
    const rtl = orientation !== 'vertical' && getComputedStyle(list).direction === 'rtl';
    const [back, forward] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
    let next: number | null = null;
    if (event.key === forward) next = (current + 1) % enabled.length;
    else if (event.key === back) next = (current - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    const target = next === null ? undefined : enabled[next];
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  };

  return (
    // The tablist is a composite widget: its tabs take focus, the list itself handles the arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div ref={ref} role="tablist" aria-orientation={orientation} className={join(tabList, className)} data-orientation={orientation} onKeyDown={onKeyDown} {...labelling}>
      {children}
    </div>
  );
}

export interface TabProps {
  /** Matches the `id` of its TabPanel. */
  id: Key;
  /** Cannot be selected; arrow keys skip it. */
  isDisabled?: boolean;
  /** Extra class, not for restyling. */
  className?: string;
  /** The tab's label. */
  children: ReactNode;
}

/** One tab: `role="tab"`, selected on click, Enter or Space, and by arrow keys in its TabList. Inside TabList. */
export function Tab({ id, isDisabled, className, children }: TabProps) {
  const { baseId, selected, select, disabled } = useTabs('Tab');
  const isSelected = selected === id;
  const off = isDisabled || disabled.has(id);
  return (
    <div
      role="tab"
      id={idFor(baseId, 'tab', id)}
      aria-selected={isSelected}
      aria-disabled={off || undefined}
      aria-controls={isSelected ? idFor(baseId, 'panel', id) : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={join(tabClass, className)}
      data-selected={isSelected || undefined}
      data-disabled={off || undefined}
      onClick={() => !off && select(id)}
      onKeyDown={(event) => {
        if (!off && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          select(id);
        }
      }}
    >
      {children}
    </div>
  );
}

export interface TabPanelProps {
  /** The `id` of the Tab that shows this panel. */
  id: Key;
  /** Extra class for layout, not for restyling. */
  className?: string;
  /** The panel's content. */
  children: ReactNode;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Rendered only while its tab is selected. Focusable itself only when it holds nothing focusable. */
export function TabPanel({ id, className, children }: TabPanelProps) {
  const { baseId, selected } = useTabs('TabPanel');
  const ref = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  const isSelected = selected === id;
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setHasTabbable(panel.querySelector(TABBABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'href'] });
    return () => observer.disconnect();
  }, [isSelected]);
  if (!isSelected) return null;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={idFor(baseId, 'panel', id)}
      aria-labelledby={idFor(baseId, 'tab', id)}
      tabIndex={hasTabbable ? undefined : 0}
      className={join(tabPanel, className)}
    >
      {children}
    </div>
  );
}
