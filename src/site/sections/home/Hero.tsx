import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../router/router';
import { BookOpen, LayoutGrid, ShieldCheck } from 'lucide-react';
import { PlainButton } from '../../../ui/components/PlainButton';
import { Icon } from '../../../ui/components/Icon';
import { ButtonLink } from '../../../ui/components/Link';
import { PlainSearchField } from '../../../ui/components/PlainSearchField';
import { searchHref } from '../../catalogue-query';
import * as styles from './Hero.css';
import { useHomeMessages } from './i18n';
import { useSiteMessages } from '../../i18n';

/**
 * The home page's opening: what Toolshed is, a tool search, and the two ways onward.
 * The search is a real GET form to /tools, so it still works before the script loads;
 * with the script, a non-blank term navigates in-app and whitespace-only input is ignored.
 */
export function Hero() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const t = useHomeMessages();
  const site = useSiteMessages();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(term);
    if (href) void navigate(href);
  };

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <p className={styles.eyebrow}>
        <Icon icon={ShieldCheck} size={16} className={styles.eyebrowIcon} />
        {t('heroEyebrow')}
      </p>
      <h1 id="home-hero-title" className={styles.title}>
        {t('heroTitle')}
      </h1>
      <p className={styles.lead}>
        {t('heroLead')}
      </p>
      <form role="search" action="/tools" method="get" className={styles.search} onSubmit={submit}>
        <PlainSearchField
          label={site('searchTools')}
          hideLabel
          name="search"
          placeholder={site('searchPlaceholder')}
          value={term}
          onChange={setTerm}
          className={styles.field}
        />
        <PlainButton type="submit" variant="primary" size="lg">
          {t('search')}
        </PlainButton>
      </form>
      <div className={styles.actions}>
        <ButtonLink href="/tools" variant="secondary" size="lg" icon={LayoutGrid}>
          {t('exploreAllTools')}
        </ButtonLink>
        <ButtonLink href="/blog" variant="ghost" size="lg" icon={BookOpen}>
          {t('readOurBlog')}
        </ButtonLink>
      </div>
    </section>
  );
}
