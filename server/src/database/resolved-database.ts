export const DATABASE = Symbol('DATABASE');

export type DatabaseEngine = 'mongodb' | 'mongodb-memory-server' | 'mongo-java-server';

/** The database the app will talk to, whichever way it was found. */
export interface ResolvedDatabase {
  uri: string;
  engine: DatabaseEngine;
  /** Where the data lives, for the log: a host, a folder or a file, or "memory". */
  location: string;
  /** Stops a server this process started; a no-op for an external MONGODB_URI. */
  stop(): Promise<void>;
  /**
   * For a server this process supervises (mongo-java-server on a file): calls `listener` each time
   * it was restarted after dying. Returns a function that stops listening.
   */
  onRestart?(listener: () => void): () => void;
}

/** Rejects with `message` if `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
