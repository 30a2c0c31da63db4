import { Command, Menu, X } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { PlainButton } from '../../ui/components/PlainButton';
import { Icon } from '../../ui/components/Icon';
import { LogoGlyph } from '../logo';
import { HeaderSearch } from './HeaderSearch';
import { ThemeToggle } from './ThemeToggle';
import * as styles from './Header.css';

export const mainNav = [
  { to: '/', label: 'Home' },
  { to: '/tools', label: 'Tools' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The spec's highlight rule: prefix match, except Home which is current only on "/" itself. */
export function isCurrentNav(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenPalette: () => void;
}

export function Header({ sidebarOpen, onToggleSidebar, onOpenPalette }: HeaderProps) {
  const { pathname } = useLocation();
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
        <NavLink to="/" className={styles.brand} aria-label="Toolshed home">
          <span className={styles.logo}>
            <Icon icon={LogoGlyph} size={20} />
          </span>
          <span>Toolshed</span>
        </NavLink>
        <nav aria-label="Main" className={styles.nav}>
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={styles.navLink}
              aria-current={isCurrentNav(item.to, pathname) ? 'page' : undefined}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          <PlainButton variant="ghost" onPress={onOpenPalette} aria-keyshortcuts="Control+K Meta+K" aria-label="Quick open a tool (Ctrl+K)" className={styles.paletteButton}>
            <Icon icon={Command} size={16} />
            <kbd className={styles.kbd}>K</kbd>
          </PlainButton>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
