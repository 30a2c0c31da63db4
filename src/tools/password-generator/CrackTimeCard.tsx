import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import type { Translate } from '../../i18n/catalog';
import { formatDecimal } from '../../i18n/numbers';
import { ToolLink } from '../ToolLink';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { CrackTimeList } from '../CrackTimeList';
import { combinationsLog10, crackTimes } from '../crack-time';
import { crackTimeText } from '../crack-time-text';
import { entropyBits } from './password-generator';
import type { PasswordGeneratorMessage } from './i18n';
import * as styles from './PasswordGenerator.css';

/**
 * The Password Strength Checker's four attack scenarios, speeds and wording (src/tools/crack-time.ts),
 * with the guesses counted from how the password was made: pool^length, the figure behind the
 * entropy shown above it. zxcvbn, which the checker uses because it cannot know how a password was
 * made, counts 10 guesses per random character and would put "2 minutes" beside a "Very Strong"
 * 12-character password; a "Very Strong" one here is never under a day in any scenario
 * (tests/unit/tools/crack-time.test.ts). Nothing to load: the times are there with the password.
 * `length` 0: no character type is selected, so there is no password.
 */
export function CrackTimeCard({ length, poolSize, t }: { length: number; poolSize: number; t: Translate<PasswordGeneratorMessage> }) {
  const text = crackTimeText(t);
  return (
    <Card title={t('timeToCrack')} headingLevel={2}>
      <Stack gap="md">
        {length > 0 ? (
          <>
            <CrackTimeList times={crackTimes(combinationsLog10(length, poolSize), text)} text={text} />
            <p className={styles.muted}>
              {t.rich(
                'countedFrom',
                {
                  hidden: (children) => <span className={visuallyHidden}>{children}</span>,
                  power: (children) => <sup className={styles.power}>{children}</sup>,
                },
                { length, pool: poolSize, bits: formatDecimal(t.locale, entropyBits(length, poolSize), 1) },
              )}
            </p>
            <p className={styles.muted}>
              {t.rich('checkerNote', { link: (children) => <ToolLink href="/tools/password-checker">{children}</ToolLink> })}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t('chooseType')}</p>
        )}
      </Stack>
    </Card>
  );
}
