import { useId, useRef, useState, type FormEvent } from 'react';
import { Mail, Rss } from 'lucide-react';
import { ButtonLink, Link } from '../../ui/components/Link';
import { CopyButton } from '../../ui/components/CopyButton';
import { PlainButton } from '../../ui/components/PlainButton';
import { Icon } from '../../ui/components/Icon';
import { PlainTextField } from '../../ui/components/PlainTextField';
import { EMAIL_MESSAGE_KEYS, checkEmail } from '../email';
import { useSiteMessages } from '../i18n';
import { FEED_PATH, FEED_TYPE, feedUrl } from '../feed-address';
import { subscribeMailto } from '../newsletter';
import { CONTACT_EMAIL } from '../site-config';
import * as styles from './NewsletterSignup.css';

export interface NewsletterSignupProps {
  /** `card` for the blog sidebar; `footer` is compact, with the field and button on one row. */
  variant?: 'card' | 'footer';
  headingLevel?: 2 | 3;
  className?: string;
  /** Opens the prepared message; the page's own navigation by default (stories record it instead). */
  openMail?: (href: string) => void;
}

const openInMailProgram = (href: string) => window.location.assign(href);

/**
 * The "Stay Updated" box. Two channels that work without a server of ours: the Atom feed of new
 * tools and articles (/feed.xml, for any feed reader), and an e-mail request that Subscribe
 * prepares in the visitor's own mail program, as the box says before they press it.
 */
export function NewsletterSignup({ variant = 'card', headingLevel = 2, className, openMail = openInMailProgram }: NewsletterSignupProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<{ email: string; href: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = useSiteMessages();
  const errorText = error === null ? null : t(EMAIL_MESSAGE_KEYS[error] ?? 'emailInvalid');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkEmail(value);
    if (!result.ok) {
      setError(result.error);
      setOpened(null);
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    const href = subscribeMailto(result.email);
    setError(null);
    setOpened({ email: result.email, href });
    openMail(href);
  };

  const change = (next: string) => {
    setValue(next);
    setOpened(null);
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
        {t('newsTitle')}
      </Heading>
      <p className={styles.intro}>{t('newsIntro')}</p>
      <div className={styles.feedRow}>
        {/* target="_self": a file of the site, not a route, so the browser loads it. */}
        <ButtonLink href={FEED_PATH} type={FEED_TYPE} target="_self" variant="secondary" size="sm" icon={Rss}>
          {t('newsFeed')}
        </ButtonLink>
        <CopyButton text={feedUrl()} label={t('newsCopyFeed')} variant="ghost" size="sm" />
      </div>
      {/* method="dialog": without JavaScript, submitting does nothing instead of putting the address in the URL. */}
      <form ref={formRef} method="dialog" noValidate onSubmit={submit} className={styles.form({ variant })}>
        <PlainTextField
          label={t('newsEmail')}
          type="email"
          autoComplete="email"
          placeholder={t('newsPlaceholder')}
          value={value}
          onChange={change}
          errorMessage={errorText}
          className={variant === 'footer' ? styles.footerField : undefined}
        />
        <PlainButton type="submit" variant="primary" className={variant === 'footer' ? styles.footerButton : undefined}>
          {t('newsSubscribe')}
        </PlainButton>
      </form>
      <p className={styles.intro}>{t('newsMailNote', { address: CONTACT_EMAIL })}</p>
      <div role="status" className={styles.status}>
        {opened !== null ? (
          <p className={styles.confirmation}>
            <Icon icon={Mail} size={16} className={styles.confirmationIcon} />
            <span>
              {t.rich(
                'newsOpened',
                {
                  em: (children) => <span className={styles.email}>{children}</span>,
                  link: (children) => <Link href={opened.href}>{children}</Link>,
                },
                { address: CONTACT_EMAIL, email: opened.email },
              )}
            </span>
          </p>
        ) : null}
      </div>
    </Root>
  );
}
