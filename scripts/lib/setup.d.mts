import type { SpawnSyncOptions } from 'node:child_process';

export const root: string;
export const BUILD_OUTPUT: string;
export function run(command: string, args: string[], options?: SpawnSyncOptions): number;
export function checkNodeVersion(): void;
export function ensureDependencies(): void;
/**
 * Builds when the output is older than its inputs (or always with `force`); answers the exit status.
 * `toStderr`: the build's progress goes to standard error.
 */
export function ensureBuild(options?: { force?: boolean; toStderr?: boolean }): number;
