/** Types of `@nyaya/build-kit/ports` (ports.cjs): probing ports, and saying how to move a taken one. */

import type { Server } from 'node:net';

/** A port one of our servers wants, and the variable that moves it. */
export interface PortEntry {
  readonly port: number;
  /** What listens there, e.g. `shell` or `Supabase API`. */
  readonly label: string;
  /** The environment variable that moves it, e.g. `SHELL_PORT`. */
  readonly envName: string;
  /** What is probably holding the port when it is taken; defaults to `NyayaConnect`. */
  readonly owner?: string;
}

export interface ProbeOptions {
  /** The interface to probe; every interface when absent. */
  host?: string;
}

/** The range freePort() picks from: below Linux's ephemeral range. */
export declare const freePortRange: Readonly<{ lowest: number; highest: number }>;

export declare function portInUseMessage(entry: PortEntry, hint?: string): string;

export declare class PortInUseError extends Error {
  constructor(entry: PortEntry, hint?: string);
  readonly port: number;
  readonly label: string;
  readonly envName: string;
}

/** False when the port is in use; rejects on any other failure to listen. */
export declare function isPortFree(port: number, options?: ProbeOptions): Promise<boolean>;
/** Rejects with a PortInUseError when the port is taken. */
export declare function assertPortFree(
  entry: PortEntry,
  options?: ProbeOptions & { hint?: string },
): Promise<void>;
/** One message naming every taken port and the variable that moves it, or null. */
export declare function busyPortsMessage(
  entries: readonly PortEntry[],
  hint?: string,
  options?: ProbeOptions,
): Promise<string | null>;
/** Listens on `entry.port`; a taken port rejects with a PortInUseError. */
export declare function listenOn(
  server: Pick<Server, 'listen' | 'once' | 'off'>,
  entry: PortEntry,
  options?: ProbeOptions,
): Promise<void>;
/** A free port from freePortRange, not handed out before by this process. */
export declare function freePort(options?: ProbeOptions): Promise<number>;
export declare function freePorts(count: number, options?: ProbeOptions): Promise<number[]>;
