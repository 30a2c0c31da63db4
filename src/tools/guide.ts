/** The explanatory content a tool page shows under a tool (not part of the embed). */
export interface ToolGuide {
  features: Array<{ title: string; text: string }>;
  steps: Array<{ title: string; text: string }>;
}
