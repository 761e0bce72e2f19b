export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const SOCKET_TMPDIR_MAX: number;
export declare function chromiumTmpDir(env?: NodeJS.ProcessEnv): string;
export declare function chromiumEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[]; env: NodeJS.ProcessEnv };
