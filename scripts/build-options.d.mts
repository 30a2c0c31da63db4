export function normalizeBasePath(raw: string | undefined): string;
export function buildOptions(
  env?: Record<string, string | undefined>,
  configFile?: string,
): { base: string; prefix: string; toolsText: string | undefined; siteOrigin: string | undefined; outDir: string };
