// Types of process-settings.mjs, for the benchmark (TypeScript) that starts the server as npm start does.
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
export declare function missingServerSettings(
  execArgv?: readonly string[],
  env?: NodeJS.ProcessEnv,
): { flags: string[]; environment: Record<string, string> };
export declare function relaunchWithServerSettings(): void;
