import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { TitleDescriptionFields } from '../meta-generator/TitleDescriptionFields';
import {
  CARDS,
  DEFAULT_FIELDS,
  DEFAULT_SETTINGS,
  DESCRIPTION_RANGE,
  FILENAME,
  OG_TYPES,
  TITLE_RANGE,
  buildOgTags,
  parseSettings,
  type Card as CardType,
  type OgField,
  type OgFields,
  type OgSettings,
  type OgType,
} from './og-generator';
import { SocialPreviews } from './SocialPreviews';
import { lengthWords, ogWords, useOgGeneratorMessages } from './i18n';
import * as styles from './OgGenerator.css';

export interface OgGeneratorProps {
  /** website, article, product or profile (embed: `type`). */
  type?: string;
  /** The title shared on social sites (embed: `page-title`). */
  pageTitle?: string;
  description?: string;
  /** The page's canonical address, absolute http(s). */
  url?: string;
  /** Absolute address of the share image; 1200 × 630 px works best. */
  image?: string;
  /** Text alternative of the image (embed: `image-alt`). */
  imageAlt?: string;
  /** Embed: `site-name`. */
  siteName?: string;
  /** language_TERRITORY, e.g. en_US. */
  locale?: string;
  /** summary or summary_large_image. */
  card?: string;
  /** The site's X username (embed: `twitter-site`). */
  twitterSite?: string;
  /** Called with the generated tags whenever they change. */
  onChange?: (detail: OgGeneratorChange) => void;
}

export interface OgGeneratorChange {
  html: string;
  type: OgType;
  card: CardType;
  /** Fields whose value is invalid and left out of `html`. */
  invalidFields: OgField[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export default function OgGenerator({ type, card, onChange, ...props }: OgGeneratorProps) {
  const t = useOgGeneratorMessages();
  const typeItems = OG_TYPES.map(({ id }) => ({ id, label: t(`type.${id}`) }));
  const cardOptions = CARDS.map(({ id }) => ({ value: id, label: t(`card.${id}`), description: t(`card.${id}.description`) }));
  /** Examples in the empty Title and Description fields. */
  const placeholders = { title: t('titlePlaceholder'), description: t('descriptionPlaceholder') };
  const given = useMemo(() => parseSettings({ type, card }), [type, card]);
  const [settings, setSettings] = useRememberedSettings<OgSettings>('og-generator', DEFAULT_SETTINGS, parseSettings, given);
  const [fields, setFields] = useState<OgFields>(() => ({
    title: text(props.pageTitle) ?? DEFAULT_FIELDS.title,
    description: text(props.description) ?? DEFAULT_FIELDS.description,
    url: text(props.url) ?? DEFAULT_FIELDS.url,
    image: text(props.image) ?? DEFAULT_FIELDS.image,
    imageAlt: text(props.imageAlt) ?? DEFAULT_FIELDS.imageAlt,
    siteName: text(props.siteName) ?? DEFAULT_FIELDS.siteName,
    locale: text(props.locale) ?? DEFAULT_FIELDS.locale,
    twitterSite: text(props.twitterSite) ?? DEFAULT_FIELDS.twitterSite,
  }));
  const set = (patch: Partial<OgFields>) => setFields((current) => ({ ...current, ...patch }));
  const setting = (patch: Partial<OgSettings>) => setSettings((current) => ({ ...current, ...patch }));

  useShareState({
    type: settings.type,
    pageTitle: fields.title,
    description: fields.description,
    url: fields.url,
    image: fields.image,
    imageAlt: fields.imageAlt,
    siteName: fields.siteName,
    locale: fields.locale,
    card: settings.card,
    twitterSite: fields.twitterSite,
  });

  const result = useMemo(() => buildOgTags(fields, settings, ogWords(t)), [fields, settings, t]);
  const { errors } = result;

  const [message, announce] = useAnnouncer();

  const reportChange = useEffectEvent((detail: OgGeneratorChange) => onChange?.(detail));
  const invalidKey = Object.keys(errors).join(',');
  useEffect(() => {
    reportChange({ html: result.html, type: settings.type, card: settings.card, invalidFields: invalidKey ? (invalidKey.split(',') as OgField[]) : [] });
  }, [result.html, settings.type, settings.card, invalidKey]);

  return (
    <div className={styles.root}>
      <LiveRegion message={message} />
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title={t('page')} headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <Select label={t('type')} items={typeItems} selectedKey={settings.type} onSelectionChange={(key) => setting(parseSettings({ type: key }))} />
              <TitleDescriptionFields fields={fields} onChange={set} ranges={{ title: TITLE_RANGE, description: DESCRIPTION_RANGE }} placeholders={placeholders} announce={announce} words={lengthWords(t)} />
              <TextField
                label={t('pageUrl')}
                type="url"
                value={fields.url}
                onChange={(value) => set({ url: value })}
                placeholder={t('urlPlaceholder')}
                isInvalid={errors.url !== undefined}
                errorMessage={errors.url}
                description={t('pageUrlHelp')}
              />
              <div className={styles.pair}>
                <TextField label={t('siteName')} value={fields.siteName} onChange={(value) => set({ siteName: value })} placeholder={t('siteNamePlaceholder')} />
                <TextField
                  label={t('locale')}
                  value={fields.locale}
                  onChange={(value) => set({ locale: value })}
                  placeholder={t('localePlaceholder')}
                  mono
                  isInvalid={errors.locale !== undefined}
                  errorMessage={errors.locale}
                  description={t('localeHelp')}
                />
              </div>
            </Stack>
          </Card>
          <Card title={t('image')} headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <TextField
                label={t('imageUrl')}
                type="url"
                value={fields.image}
                onChange={(value) => set({ image: value })}
                placeholder={t('imageUrlPlaceholder')}
                isInvalid={errors.image !== undefined}
                errorMessage={errors.image}
                description={t('imageUrlHelp')}
              />
              <TextField
                label={t('imageAlt')}
                value={fields.imageAlt}
                onChange={(value) => set({ imageAlt: value })}
                placeholder={t('imageAltPlaceholder')}
                description={t('imageAltHelp')}
              />
            </Stack>
          </Card>
          <Card title={t('xCard')} headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <RadioGroup label={t('cardType')} options={cardOptions} value={settings.card} onChange={(value) => setting(parseSettings({ card: value }))} />
              <TextField
                label={t('xUsername')}
                value={fields.twitterSite}
                onChange={(value) => set({ twitterSite: value })}
                placeholder={t('xUsernamePlaceholder')}
                isInvalid={errors['twitter-site'] !== undefined}
                errorMessage={errors['twitter-site']}
                description={t('xUsernameHelp')}
              />
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title={t('socialPreviews')} headingLevel={2} className={styles.card}>
            <SocialPreviews fields={fields} card={settings.card} t={t} />
          </Card>
          <CodeOutput label={t('openGraphTags')} language="HTML" value={result.html} filename={FILENAME} mimeType="text/html;charset=utf-8" copyLabel={t('copyHtml')} wrap />
        </Stack>
      </div>
    </div>
  );
}
