import { textBesideResult } from '../layout.css';

export { toolRoot as root, emptyResult as empty } from '../layout.css';

/** Input beside the result and options once the tool is wide enough (site or embed); stacked below. */
export const { layout, input } = textBesideResult('56rem', 12, 24);
