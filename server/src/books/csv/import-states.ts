/**
 * The states a catalogue import goes through and the moves allowed between them, as a table
 * with no database in it (the schema and the model read it too). The conditional update that
 * makes a move is in import-lifecycle.ts.
 *
 *   running ──► done
 *      ├──────► failed        (an error stopped it)
 *      └──────► interrupted   (its server stopped: it says so itself when the store shuts down,
 *                              or, after a kill, the next import to start finds its heartbeat lost)
 *
 * An import is stored `running` when it starts, with `running: 1`: the unique sparse index on that
 * field lets one import run at a time, and every move out of `running` unsets it. The other states
 * are final. `updatedAt` is the heartbeat: each batch's progress stamps it.
 */
export enum ImportState {
  RUNNING = 'running',
  DONE = 'done',
  /** An error stopped it: importing the file again finishes it. */
  FAILED = 'failed',
  /**
   * Its server stopped (shut down, or killed: its heartbeat is older than IMPORT_HEARTBEAT_MS):
   * importing the file again finishes it.
   */
  INTERRUPTED = 'interrupted',
}

export const IMPORT_STATES: readonly ImportState[] = Object.values(ImportState);

/** A running import whose heartbeat is older than this has lost its server. */
export const IMPORT_HEARTBEAT_MS = 60_000;

/** Where an import may go from each state; a final state has an empty list. */
export const TRANSITIONS: Readonly<Record<ImportState, readonly ImportState[]>> = {
  [ImportState.RUNNING]: [ImportState.DONE, ImportState.FAILED, ImportState.INTERRUPTED],
  [ImportState.DONE]: [],
  [ImportState.FAILED]: [],
  [ImportState.INTERRUPTED]: [],
};

export const canTransition = (from: ImportState, to: ImportState): boolean => TRANSITIONS[from].includes(to);
