import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { TitleDescriptionFields } from './TitleDescriptionFields';
import {
  CHARSETS,
  DEFAULT_SETTINGS,
  DESCRIPTION_RANGE,
  FILENAME,
  TITLE_RANGE,
  VIEWPORTS,
  buildMetaTags,
  parseBoolean,
  parseSettings,
  viewportByName,
  viewportName,
  type Charset,
  type MetaField,
  type MetaFields,
  type MetaSettings,
  type Viewport,
} from './meta-generator';
import { SearchPreview } from './SearchPreview';
import { lengthWords, metaWords, useMetaGeneratorMessages } from './i18n';
import * as styles from './MetaGenerator.css';

export interface MetaGeneratorProps {
  /** The page title (embed: `page-title`). */
  pageTitle?: string;
  description?: string;
  /** Comma-separated keywords. */
  keywords?: string;
  author?: string;
  /** The canonical address, absolute http(s) (embed: `url`). */
  url?: string;
  /** Hex colour for the browser UI (embed: `theme-color`). */
  themeColor?: string;
  /** Let search engines index the page (embed: `index`, "true"/"false"). */
  index?: string | boolean;
  /** Let search engines follow the page's links (embed: `follow`). */
  follow?: string | boolean;
  /** responsive, edge-to-edge or none (embed: `viewport`). */
  viewport?: string;
  /** utf-8 or none (embed: `charset`). */
  charset?: string;
  /** Called with the generated block whenever it changes. */
  onChange?: (detail: MetaGeneratorChange) => void;
}

export interface MetaGeneratorChange {
  html: string;
  robots: string;
  /** Fields whose value is invalid and left out of `html`. */
  invalidFields: MetaField[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A picker value for a valid hex colour (#rgb expanded), or null when there is none yet. */
function pickerValue(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

export default function MetaGenerator({ pageTitle, description, keywords, author, url, themeColor, index, follow, viewport, charset, onChange }: MetaGeneratorProps) {
  const t = useMetaGeneratorMessages();
  const viewportItems = VIEWPORTS.map(({ id, name }) => ({ id, label: t(`viewport.${name}`), description: id === 'none' ? undefined : id }));
  const charsetItems = CHARSETS.map(({ id }) => ({ id, label: t(`charset.${id}`) }));
  /** Examples in the empty Title and Description fields. */
  const placeholders = { title: t('titlePlaceholder'), description: t('descriptionPlaceholder') };
  const given = useMemo(() => {
    const out: Partial<MetaSettings> = {};
    const i = parseBoolean(index);
    const f = parseBoolean(follow);
    if (i !== undefined) out.index = i;
    if (f !== undefined) out.follow = f;
    const v = viewportByName(viewport);
    if (v !== undefined) out.viewport = v;
    const c = CHARSETS.find((item) => item.id === charset);
    if (c !== undefined) out.charset = c.id;
    return out;
  }, [index, follow, viewport, charset]);
  const [settings, setSettings] = useRememberedSettings('meta-generator', DEFAULT_SETTINGS, parseSettings, given);
  const [fields, setFields] = useState<MetaFields>(() => ({
    title: text(pageTitle),
    description: text(description),
    keywords: text(keywords),
    author: text(author),
    url: text(url),
    themeColor: text(themeColor),
  }));
  const set = (patch: Partial<MetaFields>) => setFields((current) => ({ ...current, ...patch }));
  const setting = (patch: Partial<MetaSettings>) => setSettings((current) => ({ ...current, ...patch }));

  useShareState({
    pageTitle: fields.title,
    description: fields.description,
    keywords: fields.keywords,
    author: fields.author,
    url: fields.url,
    themeColor: fields.themeColor,
    index: settings.index,
    follow: settings.follow,
    viewport: viewportName(settings.viewport),
    charset: settings.charset,
  });

  const result = useMemo(() => buildMetaTags(fields, settings, metaWords(t)), [fields, settings, t]);

  const [message, announce] = useAnnouncer();

  const reportChange = useEffectEvent((detail: MetaGeneratorChange) => onChange?.(detail));
  const invalidKey = Object.keys(result.errors).join(',');
  useEffect(() => {
    reportChange({ html: result.html, robots: result.robots, invalidFields: invalidKey ? (invalidKey.split(',') as MetaField[]) : [] });
  }, [result.html, result.robots, invalidKey]);

  const picker = pickerValue(fields.themeColor);

  return (
    <div className={styles.root}>
      <LiveRegion message={message} />
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title={t('pageDetails')} headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <TitleDescriptionFields fields={fields} onChange={set} ranges={{ title: TITLE_RANGE, description: DESCRIPTION_RANGE }} placeholders={placeholders} announce={announce} words={lengthWords(t)} />
              <TextField
                label={t('canonicalUrl')}
                type="url"
                value={fields.url}
                onChange={(value) => set({ url: value })}
                placeholder={t('urlPlaceholder')}
                isInvalid={result.errors.url !== undefined}
                errorMessage={result.errors.url}
                description={t('canonicalHelp')}
              />
              <TextField
                label={t('keywords')}
                value={fields.keywords}
                onChange={(value) => set({ keywords: value })}
                placeholder={t('keywordsPlaceholder')}
                description={t('keywordsHelp')}
              />
              <TextField label={t('author')} value={fields.author} onChange={(value) => set({ author: value })} placeholder={t('authorPlaceholder')} />
              <div className={styles.colorRow}>
                <TextField
                  className={styles.colorField}
                  label={t('themeColor')}
                  value={fields.themeColor}
                  onChange={(value) => set({ themeColor: value })}
                  placeholder={t('themeColorPlaceholder')}
                  mono
                  isInvalid={result.errors['theme-color'] !== undefined}
                  errorMessage={result.errors['theme-color']}
                  description={t('themeColorHelp')}
                />
                <input
                  type="color"
                  className={styles.colorPicker}
                  aria-label={t('pickThemeColor')}
                  value={picker ?? '#000000'}
                  onChange={(event) => set({ themeColor: event.target.value })}
                />
              </div>
            </Stack>
          </Card>
          <Card title={t('robotsAndSetup')} headingLevel={2} className={styles.card}>
            <Stack gap="md">
              <Checkbox isSelected={settings.index} onChange={(value) => setting({ index: value })} description={t('indexHelp')}>
                {t('indexLabel')}
              </Checkbox>
              <Checkbox isSelected={settings.follow} onChange={(value) => setting({ follow: value })} description={t('followHelp')}>
                {t('followLabel')}
              </Checkbox>
              <div className={styles.pair}>
                <Select label={t('viewport')} items={viewportItems} selectedKey={settings.viewport} onSelectionChange={(key) => setting({ viewport: key as Viewport })} />
                <Select
                  label={t('charset')}
                  items={charsetItems}
                  selectedKey={settings.charset}
                  onSelectionChange={(key) => setting({ charset: key as Charset })}
                  description={t('charsetHelp')}
                />
              </div>
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title={t('searchPreview')} headingLevel={2} className={styles.card}>
            <SearchPreview fields={fields} settings={settings} t={t} />
          </Card>
          <CodeOutput label={t('metaTags')} language="HTML" value={result.html} filename={FILENAME} mimeType="text/html;charset=utf-8" copyLabel={t('copyHtml')} wrap />
        </Stack>
      </div>
    </div>
  );
}
