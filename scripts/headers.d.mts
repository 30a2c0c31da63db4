export declare const THEME_SCRIPT: string;
export declare const CONTENT_SECURITY_POLICY: string;
export declare const STORYBOOK_CONTENT_SECURITY_POLICY: string;
export declare function siteHeaders(urlPath: string): Record<string, string>;
export declare const PREFIX_RULES: ReadonlyArray<readonly [prefix: string, sample: string]>;
export declare function headersFile(pagePaths: string[], otherFiles: string[]): string;
export declare const NGINX_PORT: number;
export declare const NGINX_ROOT: string;
export declare function nginxConf(): string;
