import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Options beside the text once the tool is wide enough (site or embed); stacked when narrow. */
export const layout = splitLayout('50rem', 'minmax(17rem, 2fr) minmax(0, 3fr)');
