import { transitionUpdate } from './import-lifecycle';
import { canTransition, IMPORT_STATES, ImportState, TRANSITIONS } from './import-states';

describe('the import lifecycle', () => {
  it('lets a running import end done, failed or interrupted, and nothing leave those', () => {
    expect(IMPORT_STATES).toEqual(['running', 'done', 'failed', 'interrupted']);
    for (const to of [ImportState.DONE, ImportState.FAILED, ImportState.INTERRUPTED]) {
      expect(canTransition(ImportState.RUNNING, to)).toBe(true);
      expect(TRANSITIONS[to]).toEqual([]);
    }
    expect(canTransition(ImportState.INTERRUPTED, ImportState.DONE)).toBe(false);
    expect(canTransition(ImportState.RUNNING, ImportState.RUNNING)).toBe(false);
  });

  it('moves only an import still in the state it comes from, giving up the one-at-a-time lock', () => {
    const finishedAt = new Date();
    expect(transitionUpdate(ImportState.RUNNING, ImportState.DONE, { processed: 3, finishedAt })).toEqual({
      filter: { status: 'running' },
      update: { $set: { processed: 3, finishedAt, status: 'done' }, $unset: { running: 1 } },
    });
  });

  it('refuses a move the table does not allow before anything is sent', () => {
    expect(() => transitionUpdate(ImportState.DONE, ImportState.RUNNING)).toThrow(
      'An import cannot go from done to running',
    );
    expect(() => transitionUpdate(ImportState.INTERRUPTED, ImportState.DONE)).toThrow(
      'An import cannot go from interrupted to done',
    );
  });
});
