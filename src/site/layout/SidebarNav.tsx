import { useLocation } from '../router/router';
import { categories, toolsInCategory } from '../../tools/catalogue';
import { useCatalogueText } from '../../tools/catalogue-text';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { ShellLink, isCurrentNav } from './ShellLink';
import * as styles from './Sidebar.css';
import { useSiteMessages } from '../i18n';

const navigation = [
  { to: '/', label: 'navHome', end: true },
  { to: '/tools', label: 'navAllTools', end: true },
  { to: '/blog', label: 'navBlog', end: false },
  { to: '/about', label: 'navAbout', end: false },
] as const;

const groups = categories.map((category) => ({ ...category, tools: toolsInCategory(category.id) }));

/** The sidebar's contents: site navigation and every tool by category, counts from the catalogue. */
export function SidebarNav() {
  const { pathname } = useLocation();
  const t = useSiteMessages();
  const text = useCatalogueText();
  return (
    <nav aria-label={t('sidebarNavigation')} className={styles.nav}>
      <section aria-labelledby="sidebar-navigation" className={styles.group}>
        <h2 id="sidebar-navigation" className={styles.groupTitle}>
          {t('sidebarHeading')}
        </h2>
        <ul className={styles.list}>
          {navigation.map((item) => (
            <li key={item.to}>
              <ShellLink to={item.to} className={styles.link} isCurrent={isCurrentNav(item.to, pathname, item.end)}>
                {t(item.label)}
              </ShellLink>
            </li>
          ))}
        </ul>
      </section>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`sidebar-${group.id}`} className={styles.group}>
          <h2 id={`sidebar-${group.id}`} className={styles.groupTitle}>
            <span>{text.category(group).shortLabel}</span>
            <span className={styles.count}>
              <span aria-hidden="true">{t.number(group.tools.length)}</span>
              <span className={visuallyHidden}>{t('sidebarToolCount', { count: group.tools.length })}</span>
            </span>
          </h2>
          <ul className={styles.list}>
            {group.tools.map((tool) => (
              <li key={tool.id}>
                <ShellLink to={`/tools/${tool.id}`} className={styles.link} isCurrent={isCurrentNav(`/tools/${tool.id}`, pathname)}>
                  {text.tool(tool).name}
                </ShellLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
