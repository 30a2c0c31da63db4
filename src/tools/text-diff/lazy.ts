// What useDiff loads after the first paint: jsdiff and everything that runs it. One chunk,
// so the page's initial JS does not carry the comparison code.
export { LargeComparison } from './LargeComparison';
export { compareTexts } from './text-diff';
