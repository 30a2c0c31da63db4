import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Eraser, ListRestart } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_SETTINGS,
  EMPTY_VALUES,
  UTM_FIELDS,
  buildUtmUrl,
  parseSettings,
  parseUtmUrl,
  readBaseUrl,
  stringProp,
  type UtmKey,
  type UtmSettings,
  type UtmValues,
} from './utm-builder';
import { useUtmMessages, utmWords, type UtmMessage } from './i18n';
import * as styles from './UtmBuilder.css';

export interface UtmBuilderProps {
  /** Website URL to start with (embed: `url`). */
  url?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  /** utm_id (embed: `campaign-id`). */
  campaignId?: string;
  /** Lower-case every value (embed: `lowercase`). */
  lowercase?: boolean | string;
  /** Called with the campaign URL (null while a required field is missing or the URL is invalid). */
  onChange?: (detail: UtmBuilderChange) => void;
}

export interface UtmBuilderChange extends UtmValues {
  url: string | null;
}

function givenSettings(lowercase: UtmBuilderProps['lowercase']): Partial<UtmSettings> {
  if (lowercase === true || lowercase === 'true' || lowercase === '') return { lowercase: true };
  if (lowercase === false || lowercase === 'false') return { lowercase: false };
  return {};
}

export default function UtmBuilder({ url: initialUrl, source, medium, campaign, term, content, campaignId, lowercase, onChange }: UtmBuilderProps) {
  const t = useUtmMessages();
  const [settings, setSettings] = useRememberedSettings('utm-builder', DEFAULT_SETTINGS, parseSettings, givenSettings(lowercase));
  const [url, setUrl] = useState(() => stringProp(initialUrl));
  const [values, setValues] = useState<UtmValues>(() => ({
    source: stringProp(source),
    medium: stringProp(medium),
    campaign: stringProp(campaign),
    term: stringProp(term),
    content: stringProp(content),
    id: stringProp(campaignId),
  }));
  // Required-field messages wait until the person has started: an empty form is not an error.
  const [touched, setTouched] = useState<ReadonlySet<UtmKey | 'url'>>(() => new Set());
  const [message, announce] = useAnnouncer();
  const tableLabel = useId();

  useShareState({ url, source: values.source, medium: values.medium, campaign: values.campaign, term: values.term, content: values.content, campaignId: values.id, lowercase: settings.lowercase });

  const result = buildUtmUrl(url, values, settings, utmWords(t));
  const errors = result.ok ? {} : result.errors;
  const baseOk = readBaseUrl(url).ok;
  const showError = (key: UtmKey | 'url') => errors[key] !== undefined && (touched.has(key) || (key === 'url' ? url.trim() !== '' : baseOk));
  const tagged = parseUtmUrl(url);
  const existing = tagged.ok && tagged.found.length > 0 ? tagged : null;

  const reportChange = useEffectEvent((detail: UtmBuilderChange) => onChange?.(detail));
  const output = result.ok ? result.url : null;
  const clean = result.ok ? result.values : values;
  // One report per distinct detail, not per render.
  const detail = JSON.stringify({ url: output, ...clean });
  useEffect(() => reportChange(JSON.parse(detail) as UtmBuilderChange), [detail]);

  const touch = (key: UtmKey | 'url') => setTouched((current) => (current.has(key) ? current : new Set([...current, key])));
  const setValue = (key: UtmKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    touch(key);
  };

  const fillFromUrl = () => {
    if (!existing) return;
    setUrl(existing.url);
    setValues((current) => {
      const next = { ...current };
      for (const key of existing.found) next[key] = existing.values[key];
      return next;
    });
    const n = existing.found.length;
    announce(t('filled', { count: n }));
  };

  const clear = () => {
    setUrl('');
    setValues(EMPTY_VALUES);
    setTouched(new Set());
    announce(t('cleared'));
  };

  const missing = UTM_FIELDS.filter((f) => f.required && errors[f.key]).map((f) => f.param);
  const emptyText = errors.url
    ? t('emptyInvalidUrl')
    : t('emptyMissing', { params: missing.length === 2 ? t('listAnd', { first: missing[0]!, second: missing[1]! }) : missing.join('') });
  // Example values: the campaign name and search term read naturally in each language; sources,
  // media, content labels and IDs are the tokens analytics reports use everywhere.
  const examples = (key: UtmKey, fallback: string) => (key === 'campaign' || key === 'term' ? t(`examples.${key}` as UtmMessage) : fallback);

  return (
    <div className={styles.root}>
      <Card title={t('campaignCard')} headingLevel={2} className={styles.form}>
        <Stack gap="md">
          <TextField
            label={t('websiteUrl')}
            type="url"
            value={url}
            onChange={(next) => {
              setUrl(next);
              touch('url');
            }}
            placeholder={t('websiteUrlPlaceholder')}
            description={t('websiteUrlHelp')}
            isRequired
            isInvalid={showError('url')}
            errorMessage={showError('url') ? errors.url : undefined}
            spellCheck="false"
          />
          {existing ? (
            <StatusBanner tone="info">
              <Stack gap="xs" align="start">
                <span>{t('alreadyTagged', { params: existing.found.map((k) => `utm_${k}`).join(', ') })}</span>
                <Button size="sm" icon={ListRestart} onPress={fillFromUrl}>
                  {t('fillFromUrl')}
                </Button>
              </Stack>
            </StatusBanner>
          ) : null}
          <div className={styles.fields}>
            {UTM_FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={t('fieldLabel', { label: t(`label.${field.key}`), param: field.param })}
                value={values[field.key]}
                onChange={(next) => setValue(field.key, next)}
                placeholder={t('example', { example: examples(field.key, field.examples).split(/[,،] /)[0]! })}
                description={t('example', { example: examples(field.key, field.examples) })}
                isRequired={field.required}
                isInvalid={showError(field.key)}
                errorMessage={showError(field.key) ? errors[field.key] : undefined}
                spellCheck="false"
              />
            ))}
          </div>
          <Inline gap="md" align="center" justify="between">
            <Switch isSelected={settings.lowercase} onChange={(isSelected) => setSettings({ lowercase: isSelected })}>
              {t('lowercase')}
            </Switch>
            <Button icon={Eraser} onPress={clear} isDisabled={url === '' && Object.values(values).every((v) => v === '')}>
              {t('clearAll')}
            </Button>
          </Inline>
          <LiveRegion message={message} />
        </Stack>
      </Card>

      <Card title={t('yourUrl')} headingLevel={2}>
        <CodeOutput label={t('campaignUrl')} value={output ?? ''} copyLabel={t('copyUrl')} wrap emptyText={emptyText} />
      </Card>

      <Card title={t('reference')} headingLevel={2}>
        <div className={styles.tableScroll} role="region" aria-labelledby={tableLabel} tabIndex={0}>
          <table className={styles.table}>
            <caption id={tableLabel} className={styles.caption}>
              {t('referenceCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>{t('colParameter')}</th>
                <th scope="col" className={styles.th}>{t('colRequired')}</th>
                <th scope="col" className={styles.th}>{t('colPurpose')}</th>
                <th scope="col" className={styles.th}>{t('colExamples')}</th>
              </tr>
            </thead>
            <tbody>
              {UTM_FIELDS.map((field) => (
                <tr key={field.key}>
                  <th scope="row" className={`${styles.td} ${styles.param}`}>{field.param}</th>
                  <td className={styles.td}>{field.required ? t('yes') : t('no')}</td>
                  <td className={styles.td}>{t(`purpose.${field.key}`)}</td>
                  <td className={styles.td}>{examples(field.key, field.examples)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
