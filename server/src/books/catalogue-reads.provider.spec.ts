import { chooseCatalogueReads, describeCatalogueReads } from './catalogue-reads.provider';

describe('who answers the catalogue reads', () => {
  it('keeps the index on the embedded engines and asks MongoDB itself, unless CATALOGUE_READS says otherwise', () => {
    expect(chooseCatalogueReads(undefined, 'mongo-java-server')).toEqual({
      mode: 'memory',
      reason: 'embedded database',
    });
    expect(chooseCatalogueReads(undefined, 'mongodb-memory-server').mode).toBe('memory');
    expect(chooseCatalogueReads(undefined, 'mongodb')).toEqual({
      mode: 'database',
      reason: 'MongoDB, whose indexes serve them',
    });
    expect(chooseCatalogueReads('memory', 'mongodb')).toEqual({ mode: 'memory', reason: 'CATALOGUE_READS=memory' });
    expect(chooseCatalogueReads('database', 'mongo-java-server').mode).toBe('database');
  });

  it('says so in one line', () => {
    expect(describeCatalogueReads(chooseCatalogueReads(undefined, 'mongo-java-server'))).toBe(
      'Catalogue reads: in-process index of every book (embedded database)',
    );
    expect(describeCatalogueReads(chooseCatalogueReads(undefined, 'mongodb'))).toBe(
      'Catalogue reads: the database (MongoDB, whose indexes serve them)',
    );
  });
});
