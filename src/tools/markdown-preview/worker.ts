/** Renders large Markdown off the main thread (issue #37): the same renderer as the page. */
import './worker-document';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { serveTasks } from '../../ui/tasks';
import { renderTask, type RenderInput } from './markdown-preview';

serveTasks({ render: (input: RenderInput) => renderTask(input, { micromark, gfm, gfmHtml }) });
