export declare const SUBPATH_DIR: string;
export declare const SUBPATH_BASE: string;
export declare const SUBPATH_TOOLS: string[];
export declare const SUBPATH_ENV: Record<string, string>;
export declare function buildSubpath(options?: { quiet?: boolean }): Promise<void>;
