/** How many documents' versions are remembered; the oldest remembered go first. */
const MAX_REMEMBERED = 10_000;

/**
 * The newest version of each document this instance has told its subscribers about, so that a
 * change seen both as this instance's own event and again through the change feed (every
 * instance sees its own writes come back), or reported twice, is delivered once. A version is
 * anything that grows with each change people see (an order's number of status changes, a
 * complaint's `updatedAt`). A document forgotten for space counts as new.
 */
export class SeenVersions {
  private readonly versions = new Map<string, number>();

  /** Whether nothing at this version or later was seen before. */
  known(id: string): boolean {
    return this.versions.has(id);
  }

  /** Records `version`; true when it is newer than any seen for `id`. */
  note(id: string, version: number): boolean {
    const before = this.versions.get(id);
    if (before !== undefined && before >= version) return false;
    this.versions.delete(id);
    this.versions.set(id, version);
    if (this.versions.size > MAX_REMEMBERED) this.versions.delete(this.versions.keys().next().value!);
    return true;
  }
}
