// Replaces the test-runner's own jest setup file, which imported all of @storybook/test-runner
// (about 1.2 s) into every story file's fresh module registry only to install the visit hooks.
import config from './test-runner';

globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
// Only for the test-runner's retry after a story navigated the page away: loaded then, not per file.
globalThis.__sbSetupPage = async (page, context) => (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = false;
