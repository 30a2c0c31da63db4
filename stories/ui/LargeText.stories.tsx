import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useBackgroundTask, type BackgroundTask, type TaskState } from '../../src/ui/background-task';
import { LargeTextArea } from '../../src/ui/components/LargeTextArea';
import { LargeTextView, TextRows } from '../../src/ui/components/LargeTextView';
import { Stack } from '../../src/ui/components/Layout';
import { TextViewer } from '../../src/ui/components/TextViewer';
import { WorkProgress } from '../../src/ui/components/WorkProgress';
import { WorkProgressBar } from '../../src/ui/components/WorkProgressBar';
import { silentWorker } from '../workers';

/**
 * The shared large-text path (issue #37): LargeTextArea shows text from a million characters
 * read-only in a virtualized TextViewer, and WorkProgress shows a tool's long work with Cancel.
 * The read-only view, the virtualized rows, the bar and the job runner load on demand (issue #31),
 * so every play waits for them to appear.
 */
const meta = {
  title: 'UI/Large Text',
  component: LargeTextArea,
  // The parts that load on demand are documented here too: LargeTextView and TextRows, WorkProgressBar.
  subcomponents: { TextViewer, WorkProgress, LargeTextView, TextRows, WorkProgressBar },
  args: { label: 'Your text', value: '', onChange: () => {} },
} satisfies Meta<typeof LargeTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,200,000 characters, 20,000 lines. */
const LARGE = Array.from({ length: 20_000 }, (_, i) => `Line ${String(i + 1).padStart(5, '0')}: ${'lorem ipsum dolor '.repeat(3)}`).join('\n').padEnd(1_200_000, '.').slice(0, 1_200_000);

function Controlled({ initial, threshold, clearable = false }: { initial: string; threshold?: number; clearable?: boolean }) {
  const [value, setValue] = useState(initial);
  return <LargeTextArea label="Your text" value={value} onChange={setValue} threshold={threshold} onClear={clearable ? () => setValue('') : undefined} minHeight="sm" />;
}

export const SmallText: Story = {
  name: 'Small text: an ordinary text box',
  render: () => <Controlled initial="A few words." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your text' })).toHaveValue('A few words.');
  },
};

export const Large: Story = {
  name: 'Large text: read-only view, Edit Anyway',
  render: () => <Controlled initial={LARGE} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(await canvas.findByText('Your text: Text (1,200,000 characters)')).toBeVisible();
    const view = await canvas.findByRole('region', { name: 'Your text (read-only)' });
    await expect(view).toHaveTextContent('Line 00001: lorem ipsum');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Anyway' }));
    const field = await canvas.findByRole('textbox', { name: 'Your text' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect((field as HTMLTextAreaElement).value.length).toBe(1_200_000);
  },
};

export const Clear: Story = {
  name: 'Large text with Clear (a tool with several inputs)',
  render: () => <Controlled initial={LARGE} clearable />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Your text (read-only)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear your text' }));
    const field = await canvas.findByRole('textbox', { name: 'Your text' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
  },
};

export const Paste: Story = {
  name: 'A large paste goes to the read-only view',
  render: () => <Controlled initial="" threshold={1000} />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Your text' });
    field.focus();
    await userEvent.paste('word '.repeat(400));
    await expect(await canvas.findByText('Your text: Pasted text (2,000 characters)')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Your text (read-only)' })).toHaveFocus());
  },
};

const noop = () => {};
const progressState = (over: Partial<TaskState<unknown>>): TaskState<unknown> => ({
  status: 'running',
  result: null,
  latest: null,
  progress: 0.42,
  showProgress: true,
  canCancel: false,
  ranOn: null,
  elapsedMs: null,
  cancel: noop,
  restart: noop,
  ...over,
});

export const Progress: Story = {
  name: 'Work progress: bar, Cancel, cancelled',
  render: () => (
    <Stack gap="lg">
      <WorkProgress label="Counting your text" state={progressState({})} />
      <WorkProgress label="Encoding" state={progressState({ progress: 0.8, canCancel: true })} />
      <WorkProgress label="Decoding" state={progressState({ status: 'cancelled', showProgress: false })} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const bars = await canvas.findAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual(['42%', '80%']);
    await expect(canvas.getByRole('progressbar', { name: 'Counting your text' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByText('Canceled. The results are not up to date with your text.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run Again' })).toBeVisible();
  },
};

/** A job whose Worker never answers: it runs until canceled. */
const NEVER_DONE: BackgroundTask<string, number> = {
  name: 'count',
  *run(text) {
    yield 0;
    return text.length;
  },
  workerUrl: () => new URL('never-answers.js', window.location.href).href,
};

function RunningJob() {
  const [text, setText] = useState<string | null>(null);
  const state = useBackgroundTask(NEVER_DONE, text);
  return (
    <Stack gap="md">
      <button type="button" onClick={() => setText('x'.repeat(200_000))}>
        Start
      </button>
      <WorkProgress label="Counting your text" state={state} />
    </Stack>
  );
}

export const RealJob: Story = {
  name: 'Work progress of a job: announced, bar, Cancel, Run Again',
  render: () => <RunningJob />,
  beforeEach: silentWorker,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    // The bar from 300 ms, announced in the live region that was there from the start.
    await expect(await canvas.findByRole('progressbar', { name: 'Counting your text' })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('Counting your text…'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
    await waitFor(() => expect(status).toHaveTextContent('Canceled.'));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Run Again' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Counting your text' })).toBeVisible();
  },
  parameters: { visual: { disable: true } },
};
