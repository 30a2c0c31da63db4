import { Menu, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
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

export const mainNav = [
  { to: '/', label: 'Home' },
  { to: '/tools', label: 'Tools' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenPalette: () => void;
}

export function Header({ sidebarOpen, onToggleSidebar, onOpenPalette }: HeaderProps) {
  const { pathname } = useLocation();
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
          aria-label={sidebarOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={sidebarOpen}
          aria-controls="site-sidebar"
          onPress={onToggleSidebar}
          className={styles.menuButton}
        />
        <ShellLink to="/" className={styles.brand} aria-label="Toolshed home" isCurrent={isCurrentNav('/', pathname)}>
          <span className={styles.logo}>
            <Icon icon={LogoGlyph} size={20} />
          </span>
          <span>Toolshed</span>
        </ShellLink>
        <nav aria-label="Main" className={styles.nav}>
          {mainNav.map((item) => (
            <ShellLink key={item.to} to={item.to} className={styles.navLink} isCurrent={isCurrentNav(item.to, pathname)}>
              {item.label}
            </ShellLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          {/* Named by its content, so the name always holds the shortcut on screen (WCAG 2.5.3). */}
          <PlainButton variant="ghost" onPress={onOpenPalette} aria-keyshortcuts="Control+K Meta+K" className={styles.paletteButton}>
            <span className={visuallyHidden}>Quick Open a Tool (</span>
            <kbd className={styles.kbd}>{shortcut}</kbd>
            <span className={visuallyHidden}>)</span>
          </PlainButton>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
