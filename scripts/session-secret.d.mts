export function readOrCreateSessionSecret(dataDir: string): string;
