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

  const result = buildUtmUrl(url, values, settings);
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
    announce(`Filled ${n} ${n === 1 ? 'field' : 'fields'} from the URL.`);
  };

  const clear = () => {
    setUrl('');
    setValues(EMPTY_VALUES);
    setTouched(new Set());
    announce('Cleared.');
  };

  const missing = UTM_FIELDS.filter((f) => f.required && errors[f.key]).map((f) => f.param);
  const emptyText = errors.url
    ? 'Enter a valid website URL to build the campaign URL.'
    : `Fill in ${missing.join(' and ')} to build the campaign URL.`;

  return (
    <div className={styles.root}>
      <Card title="Campaign" headingLevel={2} className={styles.form}>
        <Stack gap="md">
          <TextField
            label="Website URL"
            type="url"
            value={url}
            onChange={(next) => {
              setUrl(next);
              touch('url');
            }}
            placeholder="e.g. https://example.com/landing-page"
            description="The page people land on. Its own query and #fragment are kept."
            isRequired
            isInvalid={showError('url')}
            errorMessage={showError('url') ? errors.url : undefined}
            spellCheck="false"
          />
          {existing ? (
            <StatusBanner tone="info">
              <Stack gap="xs" align="start">
                <span>
                  This URL already carries {existing.found.map((k) => `utm_${k}`).join(', ')}. The fields below replace them.
                </span>
                <Button size="sm" icon={ListRestart} onPress={fillFromUrl}>
                  Fill Fields From URL
                </Button>
              </Stack>
            </StatusBanner>
          ) : null}
          <div className={styles.fields}>
            {UTM_FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={`${field.label} (${field.param})`}
                value={values[field.key]}
                onChange={(next) => setValue(field.key, next)}
                placeholder={`e.g. ${field.examples.split(', ')[0]}`}
                description={`e.g. ${field.examples}`}
                isRequired={field.required}
                isInvalid={showError(field.key)}
                errorMessage={showError(field.key) ? errors[field.key] : undefined}
                spellCheck="false"
              />
            ))}
          </div>
          <Inline gap="md" align="center" justify="between">
            <Switch isSelected={settings.lowercase} onChange={(isSelected) => setSettings({ lowercase: isSelected })}>
              Lower-case values
            </Switch>
            <Button icon={Eraser} onPress={clear} isDisabled={url === '' && Object.values(values).every((v) => v === '')}>
              Clear All
            </Button>
          </Inline>
          <LiveRegion message={message} />
        </Stack>
      </Card>

      <Card title="Your Campaign URL" headingLevel={2}>
        <CodeOutput label="Campaign URL" value={output ?? ''} copyLabel="Copy URL" wrap emptyText={emptyText} />
      </Card>

      <Card title="Parameter Reference" headingLevel={2}>
        <div className={styles.tableScroll} role="region" aria-labelledby={tableLabel} tabIndex={0}>
          <table className={styles.table}>
            <caption id={tableLabel} className={styles.caption}>
              The six UTM parameters Google Analytics and most analytics tools read
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>Parameter</th>
                <th scope="col" className={styles.th}>Required</th>
                <th scope="col" className={styles.th}>What it is for</th>
                <th scope="col" className={styles.th}>Examples</th>
              </tr>
            </thead>
            <tbody>
              {UTM_FIELDS.map((field) => (
                <tr key={field.key}>
                  <th scope="row" className={`${styles.td} ${styles.param}`}>{field.param}</th>
                  <td className={styles.td}>{field.required ? 'Yes' : 'No'}</td>
                  <td className={styles.td}>{field.purpose}</td>
                  <td className={styles.td}>{field.examples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
