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

const TYPE_ITEMS = OG_TYPES.map(({ id, label }) => ({ id, label }));
const CARD_OPTIONS = CARDS.map(({ id, label, description }) => ({ value: id, label, description }));
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Examples in the empty Title and Description fields. */
const PLACEHOLDERS = { title: 'e.g. Handmade Oak Tables | Smith & Sons', description: 'What people will find when they follow the link.' };

export default function OgGenerator({ type, card, onChange, ...props }: OgGeneratorProps) {
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

  const result = useMemo(() => buildOgTags(fields, settings), [fields, settings]);
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
          <Card title="Page" headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <Select label="Type" items={TYPE_ITEMS} selectedKey={settings.type} onSelectionChange={(key) => setting(parseSettings({ type: key }))} />
              <TitleDescriptionFields fields={fields} onChange={set} ranges={{ title: TITLE_RANGE, description: DESCRIPTION_RANGE }} placeholders={PLACEHOLDERS} announce={announce} />
              <TextField
                label="Page URL"
                type="url"
                value={fields.url}
                onChange={(value) => set({ url: value })}
                placeholder="e.g. https://example.com/page"
                isInvalid={errors.url !== undefined}
                errorMessage={errors.url}
                description="The canonical address shares and likes are counted against."
              />
              <div className={styles.pair}>
                <TextField label="Site name" value={fields.siteName} onChange={(value) => set({ siteName: value })} placeholder="e.g. Smith & Sons" />
                <TextField
                  label="Locale"
                  value={fields.locale}
                  onChange={(value) => set({ locale: value })}
                  placeholder="e.g. en_US"
                  mono
                  isInvalid={errors.locale !== undefined}
                  errorMessage={errors.locale}
                  description="Language and territory, e.g. en_GB."
                />
              </div>
            </Stack>
          </Card>
          <Card title="Image" headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <TextField
                label="Image URL"
                type="url"
                value={fields.image}
                onChange={(value) => set({ image: value })}
                placeholder="e.g. https://example.com/share.png"
                isInvalid={errors.image !== undefined}
                errorMessage={errors.image}
                description="Use 1200 × 630 px (1.91:1), under 5 MB, JPG or PNG. Shown as text here: the preview never loads it."
              />
              <TextField
                label="Image description (alt text)"
                value={fields.imageAlt}
                onChange={(value) => set({ imageAlt: value })}
                placeholder="e.g. An oak dining table in a sunny kitchen"
                description="Read aloud by screen readers on social sites."
              />
            </Stack>
          </Card>
          <Card title="X (Twitter) Card" headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <RadioGroup label="Card type" options={CARD_OPTIONS} value={settings.card} onChange={(value) => setting(parseSettings({ card: value }))} />
              <TextField
                label="Site's X username"
                value={fields.twitterSite}
                onChange={(value) => set({ twitterSite: value })}
                placeholder="e.g. @example"
                isInvalid={errors['twitter-site'] !== undefined}
                errorMessage={errors['twitter-site']}
                description="Optional: credits your account on the card."
              />
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title="Social Previews" headingLevel={2} className={styles.card}>
            <SocialPreviews fields={fields} card={settings.card} />
          </Card>
          <CodeOutput label="Open Graph tags" language="HTML" value={result.html} filename={FILENAME} mimeType="text/html;charset=utf-8" copyLabel="Copy HTML" wrap />
        </Stack>
      </div>
    </div>
  );
}
