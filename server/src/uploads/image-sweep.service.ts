import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, mongo } from 'mongoose';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ImagesService } from './images.service';

/** Records that refer to stored images (books' covers, users' photos), as the sweep sees them. */
export interface ImageHolder {
  /** Every image reference the records hold: our image ids, external URLs or ''. */
  imageRefs(): Promise<string[]>;
  /** Records referring to one of these ids (images that are gone) get '' instead; returns how many changed. */
  forgetImages(ids: string[]): Promise<number>;
}

export interface SweepReport {
  /** Stored images no record refers to, deleted. */
  orphans: number;
  /** Chunks of uploads or deletions that never finished, deleted. */
  strayChunks: number;
  /** Records that pointed at a missing image, now without one. */
  cleared: number;
}

const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Cleans up after a crash between storing an image and writing its record (or between writing
 * the record and deleting the old image): at start-up and every 15 minutes, images older than
 * IMAGE_SWEEP_AFTER_SECONDS (a minute) that no record refers to are deleted, with chunks whose file is gone, and a record
 * pointing at a missing image gets ''. The modules that own such records register themselves
 * (`register`), so this module never reads their collections. A record is always written after
 * its image is stored, so a reference to a file that is still missing after the references were
 * read is a real loss, never an upload in flight.
 */
@Injectable()
export class ImageSweepService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImageSweepService.name);
  private readonly holders = new Map<string, ImageHolder>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(name: string, holder: ImageHolder): void {
    this.holders.set(name, holder);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv === 'test') return; // the integration tests call sweep() themselves
    await this.runLogged();
    this.timer = setInterval(() => void this.runLogged(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async runLogged(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep()
      .then((report) => {
        if (report.orphans || report.strayChunks || report.cleared) {
          this.logger.log(
            `Images repaired: ${report.orphans} unreferenced deleted, ${report.strayChunks} stray chunks deleted, ` +
              `${report.cleared} records pointed at a missing image`,
          );
        }
      })
      .catch((error: unknown) => this.logger.warn(`Image sweep failed (retried later): ${(error as Error).message}`))
      .finally(() => (this.running = undefined));
    await this.running;
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

    let orphans = 0;
    for (const file of files) {
      const id = file._id.toHexString();
      if (referenced.has(id) || new Date(file.uploadDate).getTime() > cutoff) continue;
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
}
