import { useEffect, useRef, useState } from 'react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { CrackTimeList } from '../CrackTimeList';
import { crackTimes, estimateGuessesLog10 } from '../crack-time';
import { usePasswordStrength, type EstimatorLoader } from '../password-checker/usePasswordStrength';
import * as pendingStyles from '../CrackTimeList.css';
import * as styles from './PasswordGenerator.css';

/**
 * The same crack-time scenarios as the Password Strength Checker, computed the same way
 * (src/tools/crack-time.ts on zxcvbn's estimate), so a password gets one answer on both pages.
 * zxcvbn and its dictionaries load only once this card is on screen and the visitor has used the
 * tool (`started`), never with the page.
 */
export function CrackTimeCard({ password, started, loadEstimator }: { password: string; started: boolean; loadEstimator?: EstimatorLoader }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  const { engine, result, load } = usePasswordStrength(seen && started ? password : '', loadEstimator);
  const current = result && result.password === password ? result : null;

  return (
    <div ref={ref}>
      <Card title="Time to Crack" headingLevel={2}>
        <Stack gap="md">
          {engine === 'error' ? (
            <StatusBanner tone="error" title="Could not load the password dictionaries">
              <Stack gap="xs">
                <span>It needs the password dictionaries. Check your connection, then try again.</span>
                <div>
                  <Button size="sm" icon={RotateCw} onPress={load}>
                    Retry
                  </Button>
                </div>
              </Stack>
            </StatusBanner>
          ) : current && password ? (
            <CrackTimeList times={crackTimes(estimateGuessesLog10(current.estimate))} />
          ) : password && !started ? (
            <p className={styles.muted}>The times appear once you use the generator: they need zxcvbn’s dictionaries (about 800 kB), loaded only then.</p>
          ) : password ? (
            <p className={pendingStyles.pending}>
              <Icon icon={LoaderCircle} size={20} className={pendingStyles.spinner} />
              Estimating…
            </p>
          ) : (
            <p className={styles.muted}>Choose at least one character type to get a password.</p>
          )}
          <p className={styles.muted}>
            Worked out exactly as in the <Link href="/tools/password-checker">Password Strength Checker</Link>: zxcvbn’s estimate of the
            guesses at four attack speeds. zxcvbn does not know this password is random, so it counts 10 guesses per character it finds no
            pattern in: these times are a floor. The entropy above counts the random choices that made it, and the strength label scores its
            length and character types.
          </p>
        </Stack>
      </Card>
    </div>
  );
}
