export declare const BUILD_COMMAND: string;
export declare const BUILD_ARGS: string[];
export declare function buildEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function buildSite(options?: { env?: NodeJS.ProcessEnv; buildDir?: string }): Promise<void>;
