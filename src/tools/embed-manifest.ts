import { toolApis } from './apis';
import { getTool } from './catalogue';
import { withDetails } from './catalogue-details';
import { customElementsManifest } from './manifest';

/**
 * custom-elements.json: every built tool's element, from the same declarations as /docs/api.
 * Written beside the loader by the prerender (dist/embed/) and the library build (lib/embed/).
 */
export function embedManifest(version: string) {
  return customElementsManifest(
    toolApis.map(({ id, api }) => {
      const tool = getTool(id);
      return { id, name: tool?.name ?? id, description: tool ? withDetails(tool).description : '', api };
    }),
    version,
  );
}
