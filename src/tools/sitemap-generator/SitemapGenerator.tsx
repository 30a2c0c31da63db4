import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { CalendarDays, Download, Eraser } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { downloadBlob, downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  CHANGEFREQS,
  DEFAULT_SETTINGS,
  PRIORITY_VALUES,
  SINGLE_FILENAME,
  ZIP_FILENAME,
  buildSitemaps,
  formatLines,
  isoDate,
  normalizeLastmod,
  parseSettings,
  parseUrlList,
  relativeMessage,
  sitemapBase,
  type Changefreq,
  type LineError,
  type SitemapOutput,
} from './sitemap-generator';
import * as codeStyles from '../../ui/components/CodeOutput.css';
import * as styles from './SitemapGenerator.css';
import { sitemapWords, useSitemapMessages } from './i18n';

export interface SitemapGeneratorProps {
  /** URLs one per line, or CSV rows url,lastmod,changefreq,priority (embed: `urls`). */
  urls?: string;
  /** Default change frequency: always … never, or '' for none. */
  changefreq?: string;
  /** Default priority 0.0–1.0, or '' for none. */
  priority?: string | number;
  /** Default last-modified date, e.g. 2024-05-31. */
  lastmod?: string;
  onChange?: (detail: SitemapGeneratorChange) => void;
}

export interface SitemapGeneratorChange {
  urls: number;
  duplicates: number[];
  relative: number[];
  errors: LineError[];
  /** 0 while empty, 1 for sitemap.xml, else the index plus this many minus one sitemap files. */
  files: number;
  /** sitemap.xml, or sitemap-index.xml when split; '' while there is nothing to write. */
  xml: string;
}

// The native select reads an empty value as "nothing chosen", so "leave out" has its own id.
const NONE = 'none';
const fromKey = (key: string) => (key === NONE ? '' : key);
/** About 250 URLs: laying out a longer <pre> costs the browser seconds on big sites. */
const PREVIEW_LIMIT = 20_000;

/** The on-screen copy of a very large file stops early (with a comment saying so); Copy and Download keep everything. */
function preview(xml: string, note: string): string {
  if (xml.length <= PREVIEW_LIMIT) return xml;
  const cut = xml.lastIndexOf('\n  <url>', PREVIEW_LIMIT);
  return `${xml.slice(0, cut)}\n  <!-- ${note} -->\n`;
}

async function downloadZip(output: Extract<SitemapOutput, { kind: 'index' }>) {
  // fflate loads only for sites big enough to need it.
  const { strToU8, zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = { [output.index.name]: strToU8(output.index.xml) };
  for (const file of output.files) files[file.name] = strToU8(file.xml);
  downloadBlob(ZIP_FILENAME, new Blob([zipSync(files, { level: 6 }) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
}

export default function SitemapGenerator({ urls = '', changefreq, priority, lastmod = '', onChange }: SitemapGeneratorProps) {
  const t = useSitemapMessages();
  // changefreq values and priorities are the sitemap protocol's own tokens: they stay as written.
  const changefreqItems = [{ id: NONE, label: t('leaveOut') }, ...CHANGEFREQS.map((c) => ({ id: c, label: c }))];
  const priorityItems = [{ id: NONE, label: t('leaveOut') }, ...PRIORITY_VALUES.map((p) => ({ id: p, label: p }))];
  // The same object while the locale stays (t is stable), so parsing a long list is not redone for nothing.
  const words = useMemo(() => sitemapWords(t), [t]);
  const given = parseSettings({ changefreq, priority });
  const [settings, setSettings] = useRememberedSettings('sitemap-generator', { ...DEFAULT_SETTINGS, ...given }, parseSettings, given);
  const [text, setText] = useState(urls);
  const [defaultLastmod, setDefaultLastmod] = useState(() => normalizeLastmod(lastmod) ?? '');
  const [lastmodDraft, setLastmodDraft] = useState(lastmod);
  const [base, setBase] = useState('');
  const lastmodInvalid = lastmodDraft.trim() !== '' && normalizeLastmod(lastmodDraft) === null;

  // An unfinished date in the field is not shared: the link carries the default date in use.
  useShareState({ urls: text, changefreq: settings.changefreq, priority: settings.priority, lastmod: lastmodInvalid ? defaultLastmod : lastmodDraft });

  // Tens of thousands of lines take a moment to check: typing stays responsive.
  const deferred = useDeferredValue(text);
  const defaults = useMemo(() => ({ lastmod: defaultLastmod, changefreq: settings.changefreq, priority: settings.priority }), [defaultLastmod, settings.changefreq, settings.priority]);
  const list = useMemo(() => parseUrlList(deferred, defaults, words), [deferred, defaults, words]);
  const deferredBase = useDeferredValue(base);
  const baseInvalid = base.trim() !== '' && sitemapBase(list.entries, base) === null;
  const output = useMemo(() => {
    const valid = deferredBase.trim() === '' || sitemapBase(list.entries, deferredBase) !== null;
    return buildSitemaps(list.entries, valid ? deferredBase : '');
  }, [list, deferredBase]);
  const xml = output.kind === 'single' ? output.file.xml : output.kind === 'index' ? output.index.xml : '';
  const files = output.kind === 'single' ? 1 : output.kind === 'index' ? output.files.length + 1 : 0;
  const rejected = list.relative.length + list.errors.length;

  const reportChange = useEffectEvent((detail: SitemapGeneratorChange) => onChange?.(detail));
  useEffect(() => {
    reportChange({ urls: list.entries.length, duplicates: list.duplicates, relative: list.relative, errors: list.errors, files, xml });
  }, [list, files, xml]);

  const typeLastmod = (next: string) => {
    setLastmodDraft(next);
    if (next.trim() === '') setDefaultLastmod('');
    else {
      const normal = normalizeLastmod(next);
      if (normal) setDefaultLastmod(normal);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Stack gap="md">
          <TextArea
            label={t('urls')}
            value={text}
            onChange={setText}
            mono
            spellCheck={false}
            minHeight="lg"
            placeholder={t('urlsPlaceholder')}
            description={t('urlsHelp')}
            isInvalid={rejected > 0}
            errorMessage={rejected > 0 ? t('linesLeftOutField', { count: rejected }) : undefined}
          />
          <Inline gap="sm">
            <Button icon={Eraser} onPress={() => setText('')} isDisabled={text === ''}>
              {t('clearAll')}
            </Button>
          </Inline>
          {list.relative.length > 0 ? <StatusBanner tone="error">{relativeMessage(list.relative, words)}</StatusBanner> : null}
          {list.errors.length > 0 ? (
            <StatusBanner tone="error" title={t('errorsTitle', { count: list.errors.length })}>
              <ul>
                {list.errors.slice(0, 10).map((e) => (
                  <li key={e.line}>{t('lineError', { line: String(e.line), message: e.message })}</li>
                ))}
                {list.errors.length > 10 ? <li>{t('moreErrors', { count: list.errors.length - 10 })}</li> : null}
              </ul>
            </StatusBanner>
          ) : null}
          {list.duplicates.length > 0 ? (
            <StatusBanner tone="info">{t('duplicatesRemoved', { count: list.duplicates.length, lines: formatLines(list.duplicates, 10, words) })}</StatusBanner>
          ) : null}

          <Card title={t('defaults')} headingLevel={2} description={t('defaultsHelp')}>
            <Stack gap="md">
              <Inline gap="sm" align="end" wrap>
                <TextField
                  label={t('lastModified')}
                  value={lastmodDraft}
                  onChange={typeLastmod}
                  placeholder={t('lastModifiedPlaceholder')}
                  description={t('lastModifiedHelp')}
                  isInvalid={lastmodInvalid}
                  errorMessage={t('lastModifiedInvalid')}
                />
                <Button icon={CalendarDays} onPress={() => typeLastmod(isoDate(new Date()))}>
                  {t('today')}
                </Button>
              </Inline>
              <Select
                label={t('changeFrequency')}
                items={changefreqItems}
                selectedKey={settings.changefreq || NONE}
                onSelectionChange={(key) => setSettings((s) => ({ ...s, changefreq: fromKey(key) as Changefreq | '' }))}
              />
              <Select label={t('priority')} items={priorityItems} selectedKey={settings.priority || NONE} onSelectionChange={(key) => setSettings((s) => ({ ...s, priority: fromKey(key) }))} />
            </Stack>
          </Card>
        </Stack>

        <Stack gap="md">
          <Card title={t('sitemap')} headingLevel={2}>
            <Stack gap="md">
              <StatGrid
                columns={3}
                stats={[
                  { label: t('statUrls'), value: t.number(list.entries.length) },
                  { label: t('statDuplicates'), value: t.number(list.duplicates.length) },
                  { label: t('statLeftOut'), value: t.number(rejected) },
                ]}
              />
              {output.kind === 'index' ? (
                <>
                  <StatusBanner tone="info" title={t('splitTitle')}>
                    {t('splitText', {
                      count: list.entries.length,
                      index: output.index.name,
                      files: output.files.map((f) => f.name).join(t.locale === 'ar' ? '، ' : ', '),
                      base: output.baseUrl,
                    })}
                  </StatusBanner>
                  <TextField
                    label={t('folderUrl')}
                    value={base}
                    onChange={setBase}
                    placeholder={t('folderUrlPlaceholder', { url: output.baseUrl })}
                    description={t('folderUrlHelp')}
                    isInvalid={baseInvalid}
                    errorMessage={t('folderUrlInvalid')}
                  />
                </>
              ) : null}
              <div className={codeStyles.root}>
                <div className={codeStyles.header}>
                  <span className={codeStyles.label}>{output.kind === 'index' ? output.index.name : SINGLE_FILENAME}</span>
                  <div className={codeStyles.actions}>
                    <CopyButton size="sm" variant="ghost" label={t('copyXml')} text={() => xml} isDisabled={xml === ''} />
                    {output.kind === 'index' ? (
                      <Button size="sm" variant="ghost" icon={Download} onPress={() => void downloadZip(output)}>
                        {t('downloadZip')}
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" icon={Download} isDisabled={xml === ''} onPress={() => downloadText(SINGLE_FILENAME, xml, 'application/xml;charset=utf-8')}>
                        {t('downloadXml')}
                      </Button>
                    )}
                  </div>
                </div>
                {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
                <pre tabIndex={0} role="region" aria-label={t('sitemapXml')} dir={xml === '' ? undefined : 'ltr'} className={codeStyles.code({ maxHeight: 'lg', wrap: true })} data-testid="sitemap-xml">
                  {xml === '' ? <span className={codeStyles.empty}>{t('emptyXml')}</span> : <code>{preview(xml, t('previewStops'))}</code>}
                </pre>
              </div>
            </Stack>
          </Card>
        </Stack>
      </div>
    </div>
  );
}
