import { useLocation } from 'react-router-dom';
import { categories, toolsInCategory } from '../../tools/catalogue';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { ShellLink, isCurrentNav } from './ShellLink';
import * as styles from './Sidebar.css';

const navigation = [
  { to: '/', label: 'Home', end: true },
  { to: '/tools', label: 'All Tools', end: true },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/about', label: 'About', end: false },
];

const groups = categories.map((category) => ({ ...category, tools: toolsInCategory(category.id) }));

/** The sidebar's contents: site navigation and every tool by category, counts from the catalogue. */
export function SidebarNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Sidebar" className={styles.nav}>
      <section aria-labelledby="sidebar-navigation" className={styles.group}>
        <h2 id="sidebar-navigation" className={styles.groupTitle}>
          Navigation
        </h2>
        <ul className={styles.list}>
          {navigation.map((item) => (
            <li key={item.to}>
              <ShellLink to={item.to} className={styles.link} isCurrent={isCurrentNav(item.to, pathname, item.end)}>
                {item.label}
              </ShellLink>
            </li>
          ))}
        </ul>
      </section>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`sidebar-${group.id}`} className={styles.group}>
          <h2 id={`sidebar-${group.id}`} className={styles.groupTitle}>
            <span>{group.shortLabel}</span>
            <span className={styles.count}>
              {group.tools.length}
              <span className={visuallyHidden}> Tools</span>
            </span>
          </h2>
          <ul className={styles.list}>
            {group.tools.map((tool) => (
              <li key={tool.id}>
                <ShellLink to={`/tools/${tool.id}`} className={styles.link} isCurrent={isCurrentNav(`/tools/${tool.id}`, pathname)}>
                  {tool.name}
                </ShellLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
