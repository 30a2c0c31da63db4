import { Card } from '../../ui/components/Card';
import { Stack } from '../../ui/components/Layout';
import { ToolLink } from '../ToolLink';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { CrackTimeList } from '../CrackTimeList';
import { combinationsLog10, crackTimes } from '../crack-time';
import { entropyBits } from './password-generator';
import * as styles from './PasswordGenerator.css';

/**
 * The Password Strength Checker's four attack scenarios, speeds and wording (src/tools/crack-time.ts),
 * with the guesses counted from how the password was made: pool^length, the figure behind the
 * entropy shown above it. zxcvbn, which the checker uses because it cannot know how a password was
 * made, counts 10 guesses per random character and would put "2 minutes" beside a "Very Strong"
 * 12-character password; a "Very Strong" one here is never under a day in any scenario
 * (tests/unit/tools/crack-time.test.ts). Nothing to load: the times are there with the password.
 */
/** `length` 0: no character type is selected, so there is no password. */
export function CrackTimeCard({ length, poolSize }: { length: number; poolSize: number }) {
  return (
    <Card title="Time to Crack" headingLevel={2}>
      <Stack gap="md">
        {length > 0 ? (
          <>
            <CrackTimeList times={crackTimes(combinationsLog10(length, poolSize))} />
            <p className={styles.muted}>
              Counted from how this password was made: {length} characters, each one of {poolSize}, so someone who knows these settings
              has at most {poolSize}
              <span className={visuallyHidden}> to the power of </span>
              <sup className={styles.power}>{length}</sup> passwords to try ({entropyBits(length, poolSize)} bits, the entropy above). Each time is how long
              trying them all takes at that speed.
            </p>
            <p className={styles.muted}>
              The <ToolLink href="/tools/password-checker">Password Strength Checker</ToolLink> uses the same four attacks but cannot know a password
              was random: it counts words and patterns, and 10 guesses per character it finds none in, so for the same password its times are
              the same as these or shorter.
            </p>
          </>
        ) : (
          <p className={styles.muted}>Choose at least one character type to get a password.</p>
        )}
      </Stack>
    </Card>
  );
}
