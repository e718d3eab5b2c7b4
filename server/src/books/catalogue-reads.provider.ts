import { Logger, type Provider } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig, type CatalogueReadsSetting } from '../config/app-config';
import { DATABASE, type DatabaseEngine, type ResolvedDatabase } from '../database/resolved-database';
import { ImagesService } from '../images/images.service';
import { BooksRepository } from './books.repository';
import { CatalogueDatabase } from './catalogue-database';
import { CatalogueMemory } from './catalogue-memory';
import { CatalogueMirror } from './catalogue-mirror';
import { CatalogueReads } from './catalogue-reads';
import { toBook } from './models/book.model';

export interface CatalogueReadsChoice {
  mode: CatalogueReadsSetting;
  /** Why, for the one log line. */
  reason: string;
}

/**
 * CATALOGUE_READS when set; otherwise the in-process index on the embedded engine (which never
 * uses secondary indexes, so every page would scan the collection) and the database on an
 * external MongoDB (whose indexes serve every read, with nothing to load or hold per instance;
 * docs/architecture.md "Catalogue reads" says why).
 */
export function chooseCatalogueReads(
  setting: CatalogueReadsSetting | undefined,
  engine: DatabaseEngine,
): CatalogueReadsChoice {
  if (setting) return { mode: setting, reason: `CATALOGUE_READS=${setting}` };
  return engine === 'mongodb'
    ? { mode: 'database', reason: 'MongoDB, whose indexes serve them' }
    : { mode: 'memory', reason: 'embedded database' };
}

export function describeCatalogueReads({ mode, reason }: CatalogueReadsChoice): string {
  const how = mode === 'memory' ? 'in-process index of every book' : 'the database';
  return `Catalogue reads: ${how} (${reason})`;
}

/** `CatalogueReads` as configured, logged in one line at start-up. With `database`, no index is made. */
export const catalogueReadsProvider: Provider = {
  provide: CatalogueReads,
  inject: [BooksRepository, ImagesService, EventBus, APP_CONFIG, DATABASE],
  useFactory: (
    books: BooksRepository,
    images: ImagesService,
    events: EventBus,
    config: AppConfig,
    database: ResolvedDatabase,
  ): CatalogueReads => {
    const logger = new Logger('Catalogue');
    const choice = chooseCatalogueReads(config.catalogueReads, database.engine);
    logger.log(describeCatalogueReads(choice));
    const imageUrl = (ref: string) => images.urlFor(ref);
    const fromDatabase = new CatalogueDatabase(books, (record) => toBook(record, imageUrl), events);
    if (choice.mode === 'database') return fromDatabase;
    return new CatalogueMemory(new CatalogueMirror(books, imageUrl, logger, events), fromDatabase);
  },
};
