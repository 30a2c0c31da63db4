import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { toolIdForStoriesFile } from '../stories/docs/tool-usage';
import { ToolUsage } from '../stories/docs/ToolUsage';

/**
 * Every autodocs page: the component's description (its JSDoc in the source), the first story,
 * the props table and every story. A tool's page also gets "Use it": the React import and the
 * `<toolshed-{id}>` element, generated from the tool's api.ts.
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta');
  const toolId = toolIdForStoriesFile(preparedMeta.parameters.fileName as string | undefined);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {toolId ? <ToolUsage id={toolId} /> : null}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
