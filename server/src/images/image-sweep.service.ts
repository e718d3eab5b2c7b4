import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, mongo } from 'mongoose';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobRunner } from '../jobs/job-runner';
import { ImagesService } from './images.service';

/** Records that refer to stored images (books' covers, users' photos), as the sweep sees them. */
export interface ImageHolder {
  /** Every image reference the records hold: our image ids, external URLs or ''. */
  imageRefs(): Promise<string[]>;
  /** Records referring to one of these ids (images that are gone) get '' instead; returns how many changed. */
  forgetImages(ids: string[]): Promise<number>;
}

/**
 * Records that keep a copy of another record's image reference: an order shows its books'
 * covers as they were when it was placed, so an image an order refers to outlives the book that
 * had it. Such records are never cleared when an image is missing: they show what they showed.
 */
export interface ImageKeeper {
  /**
   * Of these image ids, the ones some record keeps, or may keep once copies being made as the
   * call begins have landed (an order being placed may have read a cover its book has since
   * dropped); every one of them when that cannot be told now. Called after the records the
   * copies come from no longer refer to the images.
   */
  keptAmong(ids: string[]): Promise<Set<string>>;
}

export interface SweepReport {
  /** Stored images no record refers to (nor keeps: see ImageKeeper), deleted. */
  orphans: number;
  /** Chunks of uploads or deletions that never finished, deleted. */
  strayChunks: number;
  /** Records that pointed at a missing image, now without one. */
  cleared: number;
}

const SWEEP_INTERVAL_MS = 15 * 60_000;
/** The sweep's job (jobs/job-runner.ts). */
export const IMAGE_SWEEP_JOB = 'image-sweep';

/**
 * Decides when a stored image may go. A record that lets go of an image (a replaced cover, a
 * deleted book) hands it to `release`, which deletes it unless a keeper (an order's snapshot)
 * still refers to it. And it cleans up after a crash between storing an image and writing its
 * record (or between writing the record and releasing the old image): at start-up and every 15
 * minutes, images older than IMAGE_SWEEP_AFTER_SECONDS (a minute) that no record refers to and
 * no keeper keeps are deleted, with chunks whose file is gone, and a record pointing at a missing
 * image gets ''. The modules that own such records register themselves (`register`,
 * `registerKeeper`), so this module never reads their collections. A record is always written
 * after its image is stored, so a reference to a file that is still missing after the references
 * were read is a real loss, never an upload in flight. It is the job runner's `image-sweep` job,
 * run by one instance at a time, and its start-up pass finishes before the store takes requests;
 * each deletion is decided on what the database says at the time, so running it twice (the
 * tests' `sweep` beside the job's) is harmless.
 */
@Injectable()
export class ImageSweepService {
  private readonly logger = new Logger(ImageSweepService.name);
  private readonly holders = new Map<string, ImageHolder>();
  private readonly keepers = new Map<string, ImageKeeper>();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly images: ImagesService,
    runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    runner.define({
      name: IMAGE_SWEEP_JOB,
      everyMs: SWEEP_INTERVAL_MS,
      atStart: 'before-listening',
      run: () => this.sweepLogged(),
    });
  }

  register(name: string, holder: ImageHolder): void {
    this.holders.set(name, holder);
  }

  registerKeeper(name: string, keeper: ImageKeeper): void {
    this.keepers.set(name, keeper);
  }

  /**
   * Records no longer refer to these images (written before the call): each is deleted unless a
   * keeper keeps it, in which case the sweep deletes it once nothing keeps it any more. A
   * reference that is not one of our ids (a URL, '') is ignored.
   */
  async release(...refs: Array<string | null | undefined>): Promise<void> {
    const ids = [...new Set(refs.filter(isObjectIdString).map((ref) => ref.toLowerCase()))];
    const kept = await this.kept(ids);
    for (const id of ids) if (!kept.has(id)) await this.images.remove(id);
  }

  /** The job's pass, with a line when it repaired anything. */
  private async sweepLogged(): Promise<void> {
    const report = await this.sweep();
    if (report.orphans || report.strayChunks || report.cleared) {
      this.logger.log(
        `Images repaired: ${report.orphans} unreferenced deleted, ${report.strayChunks} stray chunks deleted, ` +
          `${report.cleared} records pointed at a missing image`,
      );
    }
  }

  /** One pass; `minAgeMs` is how old an unreferenced image must be to be deleted (IMAGE_SWEEP_AFTER_SECONDS). */
  async sweep({ minAgeMs = this.config.imageSweepAfterMs } = {}): Promise<SweepReport> {
    const db = this.connection.db!;
    const cutoff = Date.now() - minAgeMs;
    const files = await db
      .collection<{ _id: mongo.ObjectId; uploadDate: Date }>('images.files')
      .find({}, { projection: { _id: 1, uploadDate: 1 } })
      .toArray();
    const referenced = new Set<string>();
    for (const holder of this.holders.values()) {
      for (const ref of await holder.imageRefs()) if (isObjectIdString(ref)) referenced.add(ref.toLowerCase());
    }

    // Keepers are asked only now, after the records they copy from were read (see ImageKeeper).
    const unreferenced = files
      .filter((file) => new Date(file.uploadDate).getTime() <= cutoff)
      .map((file) => file._id.toHexString())
      .filter((id) => !referenced.has(id));
    const kept = await this.kept(unreferenced);
    let orphans = 0;
    for (const id of unreferenced) {
      if (kept.has(id)) continue;
      await this.images.remove(id);
      orphans++;
    }

    const fileIds = new Set(files.map((file) => file._id.toHexString()));
    const chunks = db.collection('images.chunks');
    const stray = ((await chunks.distinct('files_id')) as unknown[]).filter(
      (id): id is mongo.ObjectId =>
        id instanceof mongo.ObjectId && !fileIds.has(id.toHexString()) && id.getTimestamp().getTime() <= cutoff,
    );
    // Re-checked: an upload may have finished since the files were listed.
    const finished = stray.length
      ? await db
          .collection('images.files')
          .find({ _id: { $in: stray } }, { projection: { _id: 1 } })
          .toArray()
      : [];
    const gone = stray.filter((id) => !finished.some((file) => id.equals(file._id as mongo.ObjectId)));
    const strayChunks = gone.length ? (await chunks.deleteMany({ files_id: { $in: gone } })).deletedCount : 0;

    const missing = [...referenced].filter((id) => !fileIds.has(id));
    let cleared = 0;
    if (missing.length) {
      const present = await db
        .collection('images.files')
        .find({ _id: { $in: missing.map((id) => new mongo.ObjectId(id)) } }, { projection: { _id: 1 } })
        .toArray();
      const stillPresent = new Set(present.map((file) => (file._id as mongo.ObjectId).toHexString()));
      const lost = missing.filter((id) => !stillPresent.has(id));
      for (const holder of this.holders.values()) if (lost.length) cleared += await holder.forgetImages(lost);
    }
    return { orphans, strayChunks, cleared };
  }

  private async kept(ids: string[]): Promise<Set<string>> {
    const kept = new Set<string>();
    if (!ids.length) return kept;
    for (const keeper of this.keepers.values()) for (const id of await keeper.keptAmong(ids)) kept.add(id);
    return kept;
  }
}
