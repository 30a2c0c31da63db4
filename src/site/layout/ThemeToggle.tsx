import { Moon, Sun } from 'lucide-react';
import { PlainButton } from '../../ui/components/PlainButton';
import { chooseTheme, useEffectiveTheme, type ThemeChoice } from '../theme-preference';
import { useSiteMessages } from '../i18n';

/** Light/dark switch. The first visit follows the system; a choice is remembered. */
export function ThemeToggle() {
  const theme = useEffectiveTheme();
  const t = useSiteMessages();
  const next: ThemeChoice = theme === 'dark' ? 'light' : 'dark';
  return (
    <PlainButton
      variant="ghost"
      icon={theme === 'dark' ? Sun : Moon}
      aria-label={t(next === 'dark' ? 'switchToDark' : 'switchToLight')}
      onPress={() => chooseTheme(next)}
    />
  );
}
