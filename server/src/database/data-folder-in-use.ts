/**
 * The local database's file is held by another process: most often the store itself, already
 * running (`npm start` or `npm run dev` in another terminal). H2, which keeps mongo-java-server's
 * data, lets one process at a time open its file, and says so in the launcher's error line.
 */
export class DataFolderInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another process: is the store already running ` +
        '(npm start or npm run dev in another terminal)? Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Whether the launcher's error output says the H2 file is locked (H2's MVStoreException "The file is locked"). */
export function saysFileLocked(launcherError: string): boolean {
  return /MVStoreException: The file is locked/.test(launcherError);
}
