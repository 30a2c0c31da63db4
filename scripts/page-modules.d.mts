export declare const modulesMeta: (urls: string[]) => string;
export declare const pageModules: (html: string) => string[];
