// Types for scripts/bundle-api.mjs, which the API tests' setup calls.
export declare const API_BUNDLE_DIR: string;
export declare const SERVER_BUNDLE: string;
export declare const CLI_BUNDLE: string;
export declare function isStale(output: string, sources: string[]): boolean;
export declare function bundleApi(): Promise<boolean>;
