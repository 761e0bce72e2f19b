export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
