import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, Mail } from 'lucide-react';
import { PlainButton } from '../../ui/components/PlainButton';
import { Icon } from '../../ui/components/Icon';
import { PlainTextField } from '../../ui/components/PlainTextField';
import { checkEmail } from '../email';
import * as styles from './NewsletterSignup.css';

export interface NewsletterSignupProps {
  /** `card` for the blog sidebar; `footer` is compact, with the field and button on one row. */
  variant?: 'card' | 'footer';
  headingLevel?: 2 | 3;
  className?: string;
}

export const NOTHING_SENT = 'Nothing is sent anywhere: Toolshed has no server or mailing list.';

/**
 * The "Stay Updated" box. It checks the address and confirms on the page, and says plainly
 * that nothing is sent: there is no server to send it to (DECISIONS.md: no dead buttons).
 */
export function NewsletterSignup({ variant = 'card', headingLevel = 2, className }: NewsletterSignupProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkEmail(value);
    if (!result.ok) {
      setError(result.error);
      setConfirmed(null);
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    setError(null);
    setConfirmed(result.email);
    setValue('');
  };

  const change = (next: string) => {
    setValue(next);
    setConfirmed(null);
    // Once an error is showing, re-check as the user types so it clears the moment it is fixed.
    if (error !== null) {
      const result = checkEmail(next);
      setError(result.ok ? null : result.error);
    }
  };

  const rootClass = styles.root({ variant });
  // In the footer it is a plain group under the footer landmark: a second "Stay Updated" region
  // (the blog has one too) would make two landmarks with the same name.
  const Root = variant === 'footer' ? 'div' : 'section';
  return (
    <Root aria-labelledby={variant === 'footer' ? undefined : headingId} className={className ? `${rootClass} ${className}` : rootClass}>
      <Heading id={headingId} className={styles.heading({ variant })}>
        {variant === 'card' ? <Icon icon={Mail} size={20} className={styles.headingIcon} /> : null}
        Stay Updated
      </Heading>
      <p className={styles.intro}>
        {variant === 'card' ? 'Hear about new tutorials, tips and tools.' : 'Hear about new tools and articles.'}
      </p>
      {/* method="dialog": without JavaScript, submitting does nothing instead of putting the address in the URL. */}
      <form ref={formRef} method="dialog" noValidate onSubmit={submit} className={styles.form({ variant })}>
        <PlainTextField
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={value}
          onChange={change}
          errorMessage={error}
          className={variant === 'footer' ? styles.footerField : undefined}
        />
        <PlainButton type="submit" variant="primary" className={variant === 'footer' ? styles.footerButton : undefined}>
          Subscribe
        </PlainButton>
      </form>
      <p className={styles.intro}>{NOTHING_SENT}</p>
      <div role="status" className={styles.status}>
        {confirmed !== null ? (
          <p className={styles.confirmation}>
            <Icon icon={CircleCheck} size={16} className={styles.confirmationIcon} />
            <span>
              Thanks! <span className={styles.email}>{confirmed}</span> looks right, but it was not sent anywhere: Toolshed has
              no mailing list yet. New articles are listed on the blog.
            </span>
          </p>
        ) : null}
      </div>
    </Root>
  );
}
