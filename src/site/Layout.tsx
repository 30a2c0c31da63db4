import { Moon, Sun, Wrench } from 'lucide-react';
import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '../ui/components/Button';
import { Icon } from '../ui/components/Icon';
import { AriaRouter } from './AriaRouter';
import { chooseTheme, useEffectiveTheme, type ThemeChoice } from './theme-preference';
import * as styles from './Layout.css';

function ThemeToggle() {
  const theme = useEffectiveTheme();
  const next: ThemeChoice = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      icon={theme === 'dark' ? Sun : Moon}
      aria-label={`Switch to ${next} theme`}
      onPress={() => chooseTheme(next)}
    />
  );
}

const navItems = [
  { to: '/', label: 'Home', end: true },
  { to: '/tools/word-counter', label: 'Word Counter', end: false },
];

/** Minimal site frame: header with navigation and theme toggle, the page, a footer. */
export function Layout() {
  return (
    <AriaRouter>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <NavLink to="/" className={styles.brand} aria-label="Toolshed home">
            <Icon icon={Wrench} size={24} />
            <span>Toolshed</span>
          </NavLink>
          <nav aria-label="Main" className={styles.nav}>
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={styles.navLink}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>© {new Date().getFullYear()} Toolshed. Every tool runs in your browser; nothing you enter is uploaded.</p>
      </footer>
    </AriaRouter>
  );
}
