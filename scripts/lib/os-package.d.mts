export function ensureOsPackage(binary: string, name: string): boolean;
