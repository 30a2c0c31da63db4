/**
 * The stories every large-input tool has for its background work, written once: the job in
 * progress (its count, progress bar and Cancel), the job canceled (Run Again), and the job run on
 * the page when a strict host page refuses Workers. A story file spreads them into its own
 * stories and adds what differs (parameters, a different input for the on-page run).
 */
import { expect, userEvent, within } from 'storybook/test';
import { blockedWorkers, silentWorker } from './workers';

type Canvas = ReturnType<typeof within>;
interface Context {
  canvas: Canvas;
  canvasElement: HTMLElement;
}

export interface BackgroundWork<TArgs> {
  /** The input that is large enough to go to the Worker. */
  args: TArgs;
  /** The status while it runs, as the tool writes it before the count: 'Converting'. */
  verb: string;
  /** The progress bar's accessible name: 'Converting your data'. */
  progress: string;
}

/** In progress: 'Converting 240,000 characters…', the progress bar, then a Cancel button. */
export function workingStory<TArgs>({ args, verb, progress }: BackgroundWork<TArgs>) {
  return {
    name: `${verb} (progress, then Cancel)`,
    args,
    beforeEach: silentWorker,
    play: async ({ canvas }: Context) => {
      await expect(canvas.getByText(`${verb} ${new Intl.NumberFormat('en-US').format(lengthOf(args))} characters…`)).toBeVisible();
      await expect(await canvas.findByRole('progressbar', { name: progress })).toBeVisible();
      await expect(await canvas.findByRole('button', { name: 'Cancel' }, { timeout: 5000 })).toBeVisible();
    },
  };
}

/** Canceled: Run Again replaces the progress, and the status no longer says the job runs. */
export function canceledStory<TArgs>({ args, verb }: BackgroundWork<TArgs>) {
  return {
    name: 'Canceled (Run Again)',
    args,
    beforeEach: silentWorker,
    play: async ({ canvas }: Context) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
      await expect(await canvas.findByRole('button', { name: 'Run Again' })).toBeVisible();
      await expect(canvas.queryByRole('progressbar')).toBeNull();
      await expect(canvas.queryByText(new RegExp(`^${verb} `))).toBeNull();
    },
  };
}

/** Workers refused: the same job finishes on the page (in slices), and the tool says where it ran. */
export function workersBlockedStory<TArgs>(name: string, args: TArgs, done: string | RegExp, timeout = 30_000) {
  return {
    name: `Workers blocked: ${name}`,
    args,
    beforeEach: blockedWorkers,
    play: async ({ canvas, canvasElement }: Context) => {
      await expect(await canvas.findByText(done, {}, { timeout })).toBeVisible();
      await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
    },
    parameters: { visual: { disable: true } },
  };
}

/** The characters of the story's text input (every such tool takes `initialText`). */
function lengthOf(args: unknown): number {
  const text = (args as { initialText?: string }).initialText;
  return text?.length ?? 0;
}
