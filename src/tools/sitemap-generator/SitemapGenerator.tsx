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
import { formatCount } from '../../ui/format';

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
const CHANGEFREQ_ITEMS = [{ id: NONE, label: 'Leave out' }, ...CHANGEFREQS.map((c) => ({ id: c, label: c }))];
const PRIORITY_ITEMS = [{ id: NONE, label: 'Leave out' }, ...PRIORITY_VALUES.map((p) => ({ id: p, label: p }))];
const fromKey = (key: string) => (key === NONE ? '' : key);
/** About 250 URLs: laying out a longer <pre> costs the browser seconds on big sites. */
const PREVIEW_LIMIT = 20_000;

/** The on-screen copy of a very large file stops early; Copy and Download keep everything. */
function preview(xml: string): string {
  if (xml.length <= PREVIEW_LIMIT) return xml;
  const cut = xml.lastIndexOf('\n  <url>', PREVIEW_LIMIT);
  return `${xml.slice(0, cut)}\n  <!-- … the preview stops here; Copy and Download include every URL … -->\n`;
}

async function downloadZip(output: Extract<SitemapOutput, { kind: 'index' }>) {
  // fflate loads only for sites big enough to need it.
  const { strToU8, zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = { [output.index.name]: strToU8(output.index.xml) };
  for (const file of output.files) files[file.name] = strToU8(file.xml);
  downloadBlob(ZIP_FILENAME, new Blob([zipSync(files, { level: 6 }) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
}

export default function SitemapGenerator({ urls = '', changefreq, priority, lastmod = '', onChange }: SitemapGeneratorProps) {
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
  const list = useMemo(() => parseUrlList(deferred, defaults), [deferred, defaults]);
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
            label="URLs"
            value={text}
            onChange={setText}
            mono
            spellCheck={false}
            minHeight="lg"
            placeholder={'e.g.\nhttps://example.com/\nhttps://example.com/about\n\nor CSV: url,lastmod,changefreq,priority'}
            description="One full URL per line, or CSV rows url,lastmod,changefreq,priority (a header row may set the column order)."
            isInvalid={rejected > 0}
            errorMessage={rejected > 0 ? `${formatCount(rejected)} line${rejected === 1 ? '' : 's'} left out of the sitemap: see below.` : undefined}
          />
          <Inline gap="sm">
            <Button icon={Eraser} onPress={() => setText('')} isDisabled={text === ''}>
              Clear All
            </Button>
          </Inline>
          {list.relative.length > 0 ? <StatusBanner tone="error">{relativeMessage(list.relative)}</StatusBanner> : null}
          {list.errors.length > 0 ? (
            <StatusBanner tone="error" title={`${list.errors.length === 1 ? 'One line' : `${formatCount(list.errors.length)} lines`} could not be used`}>
              <ul>
                {list.errors.slice(0, 10).map((e) => (
                  <li key={e.line}>
                    Line {e.line}: {e.message}
                  </li>
                ))}
                {list.errors.length > 10 ? <li>…and {formatCount(list.errors.length - 10)} more.</li> : null}
              </ul>
            </StatusBanner>
          ) : null}
          {list.duplicates.length > 0 ? (
            <StatusBanner tone="info">
              Removed {formatCount(list.duplicates.length)} duplicate{list.duplicates.length === 1 ? '' : 's'} (line{list.duplicates.length === 1 ? '' : 's'}{' '}
              {formatLines(list.duplicates)}).
            </StatusBanner>
          ) : null}

          <Card title="Defaults" headingLevel={2} description="Used for lines that do not give their own value.">
            <Stack gap="md">
              <Inline gap="sm" align="end" wrap>
                <TextField
                  label="Last modified"
                  value={lastmodDraft}
                  onChange={typeLastmod}
                  placeholder="e.g. 2024-05-31"
                  description="Leave empty to omit."
                  isInvalid={lastmodInvalid}
                  errorMessage="Enter a date like 2024-05-31 or 2024-05-31T14:30:00+00:00."
                />
                <Button icon={CalendarDays} onPress={() => typeLastmod(isoDate(new Date()))}>
                  Today
                </Button>
              </Inline>
              <Select
                label="Change frequency"
                items={CHANGEFREQ_ITEMS}
                selectedKey={settings.changefreq || NONE}
                onSelectionChange={(key) => setSettings((s) => ({ ...s, changefreq: fromKey(key) as Changefreq | '' }))}
              />
              <Select label="Priority" items={PRIORITY_ITEMS} selectedKey={settings.priority || NONE} onSelectionChange={(key) => setSettings((s) => ({ ...s, priority: fromKey(key) }))} />
            </Stack>
          </Card>
        </Stack>

        <Stack gap="md">
          <Card title="Sitemap" headingLevel={2}>
            <Stack gap="md">
              <StatGrid
                columns={3}
                stats={[
                  { label: 'URLs', value: formatCount(list.entries.length) },
                  { label: 'Duplicates removed', value: formatCount(list.duplicates.length) },
                  { label: 'Lines left out', value: formatCount(rejected) },
                ]}
              />
              {output.kind === 'index' ? (
                <>
                  <StatusBanner tone="info" title="Split into a sitemap index">
                    {formatCount(list.entries.length)} URLs are more than one sitemap may hold (50,000 URLs or 50 MB), so the ZIP holds {output.index.name} and{' '}
                    {output.files.map((f) => f.name).join(', ')}. Upload them to {output.baseUrl} and submit the index.
                  </StatusBanner>
                  <TextField
                    label="Folder URL for the sitemap files"
                    value={base}
                    onChange={setBase}
                    placeholder={`e.g. ${output.baseUrl}`}
                    description="Where you will upload the files; the index points there."
                    isInvalid={baseInvalid}
                    errorMessage="Enter a full http(s) URL, like https://example.com/sitemaps/."
                  />
                </>
              ) : null}
              <div className={codeStyles.root}>
                <div className={codeStyles.header}>
                  <span className={codeStyles.label}>{output.kind === 'index' ? output.index.name : SINGLE_FILENAME}</span>
                  <div className={codeStyles.actions}>
                    <CopyButton size="sm" variant="ghost" label="Copy XML" text={() => xml} isDisabled={xml === ''} />
                    {output.kind === 'index' ? (
                      <Button size="sm" variant="ghost" icon={Download} onPress={() => void downloadZip(output)}>
                        Download ZIP
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" icon={Download} isDisabled={xml === ''} onPress={() => downloadText(SINGLE_FILENAME, xml, 'application/xml;charset=utf-8')}>
                        Download sitemap.xml
                      </Button>
                    )}
                  </div>
                </div>
                {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
                <pre tabIndex={0} role="region" aria-label="Sitemap XML" className={codeStyles.code({ maxHeight: 'lg', wrap: true })} data-testid="sitemap-xml">
                  {xml === '' ? <span className={codeStyles.empty}>Add at least one full URL to see the sitemap.</span> : <code>{preview(xml)}</code>}
                </pre>
              </div>
            </Stack>
          </Card>
        </Stack>
      </div>
    </div>
  );
}
