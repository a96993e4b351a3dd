// Types of process-group.mjs for TypeScript importers (test set-ups).
import type { ChildProcess } from "node:child_process";

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void;
export function waitForExit(child: ChildProcess, ms: number): Promise<boolean>;
export function stopGroup(child: ChildProcess, graceMs?: number): Promise<void>;
export function portTaken(port: number): Promise<boolean>;
export function waitForPortsFree(ports: readonly number[], ms: number): Promise<number[]>;
