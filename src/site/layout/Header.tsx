import { Menu, X } from 'lucide-react';
import { useLocation } from '../router/router';
import { PlainButton } from '../../ui/components/PlainButton';
import { Icon } from '../../ui/components/Icon';
import { LogoGlyph } from '../logo';
import { useHydrated } from '../../ui/useHydrated';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { isApplePlatform, paletteShortcut } from './shortcut';
import { HeaderSearch } from './HeaderSearch';
import { ShellLink, isCurrentNav } from './ShellLink';
import { ThemeToggle } from './ThemeToggle';
import * as styles from './Header.css';
import { useSiteMessages } from '../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

export const mainNav = [
  { to: '/', label: 'navHome' },
  { to: '/tools', label: 'navTools' },
  { to: '/blog', label: 'navBlog' },
  { to: '/about', label: 'navAbout' },
  { to: '/contact', label: 'navContact' },
] as const;

export interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenPalette: () => void;
}

export function Header({ sidebarOpen, onToggleSidebar, onOpenPalette }: HeaderProps) {
  const { pathname } = useLocation();
  const t = useSiteMessages();
  // The prerendered HTML says Ctrl K; on Apple platforms ⌘K replaces it once hydrated. The button
  // has a fixed width that fits either, so nothing moves when it changes.
  const apple = useHydrated() && isApplePlatform(typeof navigator === 'undefined' ? undefined : navigator);
  const shortcut = paletteShortcut(apple);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <PlainButton
          variant="ghost"
          icon={sidebarOpen ? X : Menu}
          aria-label={t(sidebarOpen ? 'closeNavigation' : 'openNavigation')}
          aria-expanded={sidebarOpen}
          aria-controls="site-sidebar"
          onPress={onToggleSidebar}
          className={styles.menuButton}
        />
        <ShellLink to="/" className={styles.brand} aria-label={t('brandHome')} isCurrent={isCurrentNav('/', pathname)}>
          <span className={styles.logo}>
            <Icon icon={LogoGlyph} size={20} />
          </span>
          <span>Toolshed</span>
        </ShellLink>
        <nav aria-label={t('mainNavigation')} className={styles.nav}>
          {mainNav.map((item) => (
            <ShellLink key={item.to} to={item.to} className={styles.navLink} isCurrent={isCurrentNav(item.to, pathname)}>
              {t(item.label)}
            </ShellLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          {/* Named by its content, so the name always holds the shortcut on screen (WCAG 2.5.3). */}
          <PlainButton variant="ghost" onPress={onOpenPalette} aria-keyshortcuts="Control+K Meta+K" className={styles.paletteButton}>
            <span className={visuallyHidden}>{t('quickOpenBefore')}</span>
            <kbd className={styles.kbd}>{shortcut}</kbd>
            <span className={visuallyHidden}>{t('quickOpenAfter')}</span>
          </PlainButton>
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
