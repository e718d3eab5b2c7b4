// Local MongoDB wire-protocol server (de.bwaldvogel:mongo-java-server) for machines without mongod.
//
// Fetch jars (once; needs Maven Central):
//   mvn -q -f tools/mongo-java-server/pom.xml dependency:copy-dependencies -DoutputDirectory=lib
//   (a relative -DoutputDirectory is resolved against tools/mongo-java-server/, so jars land in its lib/)
// Run (single-source program, Java 11+):
//   java -cp "tools/mongo-java-server/lib/*" tools/mongo-java-server/Launcher.java <host> <port> <h2-file|:memory:>
// Port 0 picks a free port. Prints exactly one stdout line "LISTENING <host> <port>" once bound.
// Keep stdin open (a pipe from the parent): EOF means the parent died. Run by hand with </dev/null it exits at once.
// Exits 0 after closing the server and the store (H2: committed + closed) on stdin EOF, SIGTERM or SIGINT.
// H2 file: no reply is sent before every change it may reflect is committed and fsynced, so an acknowledged
// write survives kill -9 of this process; writes arriving together share one commit (see DurableH2Backend).
// Documents are stored in the H2 file as BSON (see BsonValues); files whose documents were stored by Java
// serialization, as before, are read as they are, and each page changed is written back as BSON.
// For measuring only: -Dlauncher.commit=each-write commits and fsyncs after each write on its own;
// -Dlauncher.commit=background restores H2's own commit about once a second (it loses up to a second);
// -Dlauncher.values=serialized stores new documents by Java serialization again (also for testing that
// such files still open); -Dlauncher.indexEntries=bson writes index entries in their former encoding, and
// -Dlauncher.keys=h2 uses H2's own type for ids and unique keys (both for testing that files open either way).
// H2 file: non-unique indexes are kept too (mongo-java-server keeps unique ones only), and queries use them
// (SortedIndex, IndexPlan), answering from the index's entries alone when they hold every field a query
// names and asks for; serverStatus reports launcherIndexes: { plannedQueries, documentsRead, entriesRead,
// documentsScanned: { <database.collection>: documents read by scans } }.
// Startup errors (port in use, H2 file locked, bad args): one stderr line, exit 1.
// Log level: WARN to stderr; override with e.g. java -Dorg.slf4j.simpleLogger.defaultLogLevel=info ...

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.AbstractCursor;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.DocumentWithPosition;
import de.bwaldvogel.mongo.backend.EmptyIndex;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.Missing;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.h2.H2UniqueIndex;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.wire.message.MongoQuery;
import de.bwaldvogel.mongo.wire.bson.BsonDecoder;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.EventLoop;
import io.netty.util.ReferenceCountUtil;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import de.bwaldvogel.mongo.bson.BsonRegularExpression;
import java.io.File;
import java.lang.reflect.Constructor;
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Supplier;
import java.util.stream.StreamSupport;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.h2.mvstore.Cursor;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.BasicDataType;
import org.h2.mvstore.type.ObjectDataType;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.SingleFileStore;

public class Launcher {
    public static void main(String[] args) {
        // One Netty worker thread: requests run strictly one after another. With several, a findAndModify
        // {new:true} reply could be serialized after a concurrent update changed the same (live) document.
        setDefault("io.netty.eventLoopThreads", "1");
        setDefault("org.slf4j.simpleLogger.logFile", "System.err");
        setDefault("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        setDefault("org.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire", "off"); // errors are returned to the client anyway
        setDefault("org.slf4j.simpleLogger.log.de.bwaldvogel.mongo.backend.AbstractMongoDatabase", "error");
        setDefault("org.slf4j.simpleLogger.log.de.bwaldvogel.mongo.MongoServer", "error");
        if (args.length != 3) fail("usage: Launcher <host> <port> <h2-file-path|:memory:>", null);
        String host = args[0], store = args[2];
        MongoBackend backend = null;
        MongoServer server;
        try {
            int port = Integer.parseInt(args[1]);
            if (store.equals(":memory:")) {
                backend = new MemoryBackend();
            } else {
                File parent = new File(store).getAbsoluteFile().getParentFile();
                if (parent != null) parent.mkdirs();
                String commit = System.getProperty("launcher.commit", "group");
                if (!List.of("group", "each-write", "background").contains(commit))
                    throw new IllegalArgumentException("launcher.commit must be group, each-write or background");
                backend = commit.equals("background") ? new H2Backend(store)
                        : DurableH2Backend.open(store, commit.equals("group"));
            }
            server = new MongoServer(backend);
            server.bind(host, port);
        } catch (Throwable e) {
            if (backend != null) try { backend.close(); } catch (Throwable ignored) { }
            fail("cannot start mongo-java-server on " + host + ":" + args[1] + " (" + store + ")", e);
            return;
        }
        AtomicBoolean stopped = new AtomicBoolean();
        final MongoServer srv = server;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (!stopped.compareAndSet(false, true)) return;
            int code = 0;
            try { srv.shutdownNow(); } // closes clients, then the backend (H2: commit + close of the MVStore)
            catch (Throwable e) { System.err.println("mongo-java-server launcher: shutdown failed: " + e); code = 1; }
            Runtime.getRuntime().halt(code); // exit status 0 after SIGTERM/SIGINT too (not 143/130)
        }));
        Thread stdinWatch = new Thread(() -> {
            try { while (System.in.read() != -1) { } } catch (Exception ignored) { }
            System.exit(0); // runs the shutdown hook
        }, "stdin-eof-watch");
        stdinWatch.setDaemon(true);
        int actualPort = ((InetSocketAddress) server.getLocalAddress()).getPort();
        System.out.println("LISTENING " + host + " " + actualPort);
        System.out.flush();
        stdinWatch.start();
    }

    /**
     * H2 backend whose acknowledged writes are on disk. Every command runs on the one Netty thread, and no
     * reply leaves while the store holds a change that is not yet committed and fsynced: a client never sees
     * an acknowledgement for a write that kill -9 could undo, nor a read of one.
     *
     * Group commit (the default): a command that changed the store does not commit by itself. Its reply, and
     * any reply written after it while the store is unsynced, waits in that connection's {@link ReplyGate};
     * the first such command queues one commit task on the event loop, which Netty runs once it has handled
     * every request that arrived in the same read of the sockets. The task commits (one H2 chunk) and fsyncs
     * once for all of them, then lets the replies go. A lone write therefore waits for nothing but its own
     * commit; under load, the requests that arrive during one commit are applied and share the next.
     * -Dlauncher.commit=each-write commits and fsyncs after each write command instead, before its reply
     * (the behaviour before group commit, kept for measuring it).
     *
     * H2's background writer is off: its commits write asynchronously and could take a command's changes
     * out of that command's own commit, so the reply could overtake them. Its housekeeping (rewriting
     * sparse chunks so that the file does not keep growing) runs here instead, on the same thread, at most
     * once a second, after a commit.
     */
    static final class DurableH2Backend extends H2Backend {
        private static final long HOUSEKEEPING_INTERVAL_NANOS = 1_000_000_000L;
        private final HousekeptFileStore fileStore;
        private final boolean grouped;
        private long lastHousekeeping = System.nanoTime();
        /** The store's version after the last fsync: a different current version means a commit to sync. */
        private long syncedVersion;
        /** A command changed the store since the last fsync: replies written now must wait for the next. */
        private boolean unsynced;
        private boolean commitQueued;
        private final List<ReplyGate> holding = new ArrayList<>();
        private long commits;
        private long writeCommands;
        /** Commands that wrote since the last commit, and how many the last commit covered. */
        private int groupWrites;
        private int lastGroupWrites;
        /** How long a commit waits for company when the previous one was shared (-Dlauncher.commitDelayMicros). */
        private final long commitDelayMicros = Long.getLong("launcher.commitDelayMicros", 1000);

        static DurableH2Backend open(String fileName, boolean grouped) {
            HousekeptFileStore fileStore = new HousekeptFileStore();
            fileStore.open(fileName, false, null);
            try {
                MVStore mvStore = new MVStore.Builder().adoptFileStore(fileStore).autoCommitDisabled().open();
                // H2 keeps dead chunks 45 s by default, in case the OS has not written newer ones yet; each commit
                // here is fsynced, so their space can be reused at once (else the file grows ~25 KB per write).
                mvStore.setRetentionTime(0);
                return new DurableH2Backend(mvStore, fileStore, grouped);
            } catch (RuntimeException e) {
                fileStore.close();
                throw e;
            }
        }

        private DurableH2Backend(MVStore mvStore, HousekeptFileStore fileStore, boolean grouped) {
            super(mvStore);
            this.fileStore = fileStore;
            this.grouped = grouped;
            syncedVersion = mvStore.getCurrentVersion();
            persist(); // opening the databases found in the file may have registered maps
        }

        @Override
        public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
            if (grouped) ReplyGate.install(channel, this);
            MVStore mvStore = getMvStore();
            long version = mvStore.getCurrentVersion();
            int unsavedMemory = mvStore.getUnsavedMemory();
            boolean unsaved = mvStore.hasUnsavedChanges();
            try {
                return super.handleCommand(channel, databaseName, command, query);
            } finally {
                // Also after a failed command: it may have changed part of the store.
                if (mvStore.getCurrentVersion() != version || mvStore.getUnsavedMemory() != unsavedMemory
                        || mvStore.hasUnsavedChanges() != unsaved) {
                    writeCommands++;
                    groupWrites++;
                }
                if (!grouped) persist();
                else if (mvStore.hasUnsavedChanges() || mvStore.getCurrentVersion() != syncedVersion) {
                    unsynced = true;
                    queueCommit(channel != null ? channel.eventLoop() : null);
                }
            }
        }

        @Override
        public QueryResult handleQuery(MongoQuery query) {
            if (grouped) ReplyGate.install(query.getChannel(), this);
            return super.handleQuery(query);
        }

        /** H2UniqueIndex's constructor, package-private in mongo-java-server (static: the database's constructor opens indexes). */
        private static final Constructor<H2UniqueIndex> UNIQUE_INDEX = uniqueIndexConstructor();

        private static Constructor<H2UniqueIndex> uniqueIndexConstructor() {
            try {
                Constructor<H2UniqueIndex> constructor =
                        H2UniqueIndex.class.getDeclaredConstructor(MVMap.class, String.class, List.class, boolean.class);
                constructor.setAccessible(true);
                return constructor;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("mongo-java-server's H2UniqueIndex has changed", e);
            }
        }

        @Override
        protected MongoDatabase openOrCreateDatabase(String databaseName) {
            return new NarrowingH2Database(databaseName);
        }

        /**
         * H2's database, whose collections are {@link NarrowingH2Collection}s (the same maps, by the same names).
         * An inner class: H2Database opens the collections found in the file from its constructor, and keeps the
         * store private; the enclosing backend's is reachable then (Java sets the outer reference first).
         */
        final class NarrowingH2Database extends H2Database {
            NarrowingH2Database(String databaseName) {
                super(databaseName, getMvStore(), getCursorRegistry());
            }

            @Override
            protected MongoCollection<Object> openOrCreateCollection(String collectionName, CollectionOptions options) {
                String fullName = getFullCollectionNamespace(collectionName);
                MVMap.Builder<Object, Document> data =
                        new MVMap.Builder<Object, Document>().keyType(SerializedOnce.create());
                MVMap<Object, Document> dataMap = getMvStore().openMap("databases." + fullName,
                        BsonValues.SERIALIZED ? data : data.valueType(BsonValues.INSTANCE));
                MVMap<String, Object> metaMap = getMvStore().openMap("meta." + fullName);
                return new NarrowingH2Collection(this, collectionName, options, dataMap, metaMap, cursorRegistry);
            }

            /** mongo-java-server's unique index, on the same map, with keys and values serialized once (SerializedOnce). */
            @Override
            protected Index<Object> openOrCreateUniqueIndex(String collectionName, String indexName,
                    List<IndexKey> keys, boolean sparse) {
                MVMap<KeyValue, Object> entries = getMvStore().openMap(
                        getFullCollectionNamespace(collectionName) + "._index_" + indexName,
                        new MVMap.Builder<KeyValue, Object>().keyType(SerializedOnce.create())
                                .valueType(SerializedOnce.create()));
                try {
                    return UNIQUE_INDEX.newInstance(entries, indexName, keys, sparse);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot open the unique index " + indexName, e);
                }
            }

            /**
             * mongo-java-server keeps no non-unique index (an EmptyIndex, which answers nothing): here each one is
             * a {@link SortedIndex} in an H2 map of its own, named as the unique indexes' maps are, so that
             * dropping the index, the collection or the database removes it as it removes theirs. A sparse one
             * stays empty, as before (none of the store's is sparse).
             */
            @Override
            protected Index<Object> openOrCreateSecondaryIndex(String collectionName, String indexName,
                    List<IndexKey> keys, boolean sparse) {
                if (sparse) return new EmptyIndex<>(indexName, keys);
                String fullName = getFullCollectionNamespace(collectionName);
                MVMap<Object[], Boolean> entries = getMvStore().openMap(fullName + "._index_" + indexName,
                        new MVMap.Builder<Object[], Boolean>().keyType(IndexEntries.INSTANCE));
                return new SortedIndex(indexName, keys, entries, getMvStore().openMap("meta." + fullName));
            }
        }

        /** serverStatus, with how many commits (each one fsync) covered how many commands that wrote. */
        @Override
        public Document getServerStatus() {
            Document status = super.getServerStatus();
            Document commitStatus = new Document();
            commitStatus.put("mode", grouped ? "group" : "each-write");
            commitStatus.put("commits", commits);
            commitStatus.put("writeCommands", writeCommands);
            status.put("launcherCommit", commitStatus);
            Document indexStatus = new Document();
            indexStatus.put("plannedQueries", NarrowingH2Collection.plannedQueries);
            indexStatus.put("documentsRead", NarrowingH2Collection.documentsRead);
            indexStatus.put("entriesRead", NarrowingH2Collection.entriesRead);
            Document scanned = new Document();
            NarrowingH2Collection.documentsScanned.forEach(scanned::put);
            indexStatus.put("documentsScanned", scanned);
            status.put("launcherIndexes", indexStatus);
            return status;
        }

        /** Whether a reply written now must wait: the store holds changes that are not on disk yet. */
        boolean mustHold() {
            return unsynced;
        }

        /** A gate holds a reply: make sure a commit that releases it is on its way. */
        void holding(ReplyGate gate, EventLoop eventLoop) {
            holding.add(gate);
            queueCommit(eventLoop);
        }

        private void queueCommit(EventLoop eventLoop) {
            if (commitQueued) return;
            if (eventLoop == null) { // not from a connection (nothing of the server does this): commit right here
                groupCommit();
                return;
            }
            commitQueued = true;
            // Netty runs tasks after the requests read with this one. When the last commit was shared, writers
            // are busy: a short wait lets the ones whose replies just left join this commit rather than the next.
            if (lastGroupWrites > 1 && commitDelayMicros > 0)
                eventLoop.schedule(this::groupCommit, commitDelayMicros, TimeUnit.MICROSECONDS);
            else eventLoop.execute(this::groupCommit);
        }

        /** Commits and fsyncs everything applied so far, once, then sends the replies that waited for it. */
        private void groupCommit() {
            commitQueued = false;
            lastGroupWrites = groupWrites;
            groupWrites = 0;
            List<ReplyGate> gates = new ArrayList<>(holding);
            holding.clear();
            try {
                persist();
            } catch (RuntimeException e) { // nothing of this group can be promised; its clients see the connection end
                System.err.println("mongo-java-server launcher: commit failed: " + e);
                for (ReplyGate gate : gates) gate.abandon();
                return;
            }
            unsynced = false;
            for (ReplyGate gate : gates) gate.release();
            housekeepingIfDue();
        }

        /** Commits and fsyncs what was changed since the last fsync; nothing when nothing changed. */
        private void persist() {
            MVStore mvStore = getMvStore();
            if (mvStore.hasUnsavedChanges()) mvStore.commit();
            // A large write may have been committed midway by H2 itself: the version tells whether anything was.
            if (mvStore.getCurrentVersion() == syncedVersion) return;
            mvStore.sync();
            syncedVersion = mvStore.getCurrentVersion();
            commits++;
            if (!grouped) housekeepingIfDue();
        }

        private void housekeepingIfDue() {
            long now = System.nanoTime();
            if (now - lastHousekeeping < HOUSEKEEPING_INTERVAL_NANOS) return;
            lastHousekeeping = now;
            MVStore mvStore = getMvStore();
            try {
                fileStore.housekeeping(mvStore);
                if (mvStore.hasUnsavedChanges()) mvStore.commit();
                mvStore.sync();
                syncedVersion = mvStore.getCurrentVersion();
            } catch (Exception e) { // the writes before it are already on disk
                System.err.println("mongo-java-server launcher: H2 housekeeping failed: " + e);
            }
        }
    }

    /**
     * mongo-java-server uses an index only when a query names exactly the index's fields, so
     * {_id: x, stock: {$gte: 2}} (a conditional update, a findAndModify) scanned the whole collection. As
     * MongoDB does, a query with an equality on the field of a unique single-field index (_id among them)
     * (or an $in of such values) now reads the documents the index names, and the whole query is then matched
     * against them. Other queries are planned on the non-unique indexes ({@link SortedIndex}, {@link IndexPlan}):
     * the entries an index holds for the query's bounds are read in the index's order, and every document so
     * found is matched against the whole query, so an index only ever chooses which documents are looked at
     * and in what order, never which match.
     */
    static final class NarrowingH2Collection extends H2Collection {
        /** Queries answered through the sorted indexes, the documents they read, and those scans read, by collection (serverStatus). */
        static long plannedQueries;
        static long documentsRead;
        /** Index entries that answered for their documents (a covering index): no document read. */
        static long entriesRead;
        static final Map<String, Long> documentsScanned = new HashMap<>();

        NarrowingH2Collection(MongoDatabase database, String collectionName, CollectionOptions options,
                MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursorRegistry) {
            super(database, collectionName, options, dataMap, metaMap, cursorRegistry);
        }

        /** A new sorted index is filled from the documents in one pass (mongo-java-server's own takes two). */
        @Override
        public void addIndex(Index<Object> index) {
            if (index instanceof SortedIndex) ((SortedIndex) index).fill(streamAllDocumentsWithPosition());
            super.addIndex(index);
        }

        @Override
        protected QueryResult queryDocuments(Document query, Document orderBy, int numberToSkip, int limit,
                int batchSize, Document fieldSelector) {
            // The documents are keyed by their _id: an ObjectId or a string is looked up there directly (the
            // _id index's keys compare by Java-serializing both sides, at every step of its binary search). What
            // the keys found holds the _id condition already, so only the query's other conditions are matched:
            // matching {$in: list} again compares each document with every value of the list (a batch of 500
            // orders' customers: 500 by 500 comparisons).
            Object id = query.get("_id");
            if (id instanceof ObjectId || id instanceof String) {
                Document found = getDocument(id);
                return matchDocumentsFromStream(found == null ? Stream.empty() : Stream.of(found), withoutId(query),
                        orderBy, numberToSkip, limit, batchSize, fieldSelector);
            }
            if (isInList(id) && ((List<?>) ((Document) id).get("$in")).stream()
                    .allMatch(value -> value instanceof ObjectId || value instanceof String)) {
                Stream<Document> found = ((List<?>) ((Document) id).get("$in")).stream().distinct()
                        .map(this::getDocument).filter(document -> document != null);
                return matchDocumentsFromStream(found, withoutId(query), orderBy, numberToSkip, limit, batchSize,
                        fieldSelector);
            }
            if (query.size() > 1) {
                for (Index<Object> index : getIndexes()) {
                    if (!index.isUnique() || index.getKeys().size() != 1 || index.canHandle(query)) continue;
                    String field = index.getKeys().get(0).getKey();
                    Object value = query.get(field);
                    if (!isPlainValue(value) && !isInList(value)) continue;
                    Document equality = new Document(field, value);
                    if (!index.canHandle(equality)) continue;
                    return matchDocuments(query, index.getPositions(equality), orderBy, numberToSkip, limit,
                            batchSize, fieldSelector);
                }
            }
            if (limit >= 0 && numberToSkip >= 0) {
                QueryResult planned = queryByPlan(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
                if (planned != null) return planned;
            }
            return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
        }

        /**
         * The query answered through the sorted indexes, or null when none serves it (see IndexPlan.choose). A
         * plan that reads in the order asked for (or when no order is asked) stops at the limit; one whose
         * answer is unlimited and read in batches (a cursor) is read one batch at a time, from where the last
         * batch stopped, so the whole answer is never held. Any other is read whole and sorted here.
         */
        private QueryResult queryByPlan(Document query, Document orderBy, int skip, int limit, int batchSize,
                Document fieldSelector) {
            List<SortedIndex> indexes = new ArrayList<>();
            for (Index<Object> index : getIndexes()) {
                if (index instanceof SortedIndex && ((SortedIndex) index).usable()) indexes.add((SortedIndex) index);
            }
            if (indexes.isEmpty()) return null;
            // A query naming its documents by _id is read by _id (queryDocuments, or mongo-java-server itself).
            Object id = query.get("_id");
            if (isPlainValue(id) || isInList(id)) return null;
            IndexPlan plan = IndexPlan.choose(indexes, query, orderBy);
            // Reading a whole index only for its order costs more than reading the documents and sorting them,
            // unless the answer is read in batches (a cursor: the index's order needs no whole answer held).
            if (plan == null || (!plan.bounded() && limit == 0 && batchSize <= 0)) return null;
            plannedQueries++;
            boolean sorted = orderBy == null || orderBy.isEmpty() || plan.ordered;
            // Answered by the index's entries alone where they hold every field the query names, sorts on and
            // asks for (a count of a customer's orders reads no order).
            List<SortedIndex> covering = plan.covering(query, orderBy, fieldSelector);
            if (!sorted) {
                // A page of an answer the entries can match and sort (of fields besides): its documents only are read.
                List<SortedIndex> sorting = covering == null && limit > 0
                        ? plan.covering(query, orderBy, new Document("_id", 1)) : null;
                Stream<Document> found = sorting == null ? candidates(plan, covering, query)
                        : firstMatches(plan, sorting, query, deriveComparator(orderBy), skip + limit).stream();
                return matchDocumentsFromStream(query, found, skip, limit, batchSize, deriveComparator(orderBy),
                        fieldSelector);
            }
            if (limit > 0 || batchSize <= 0) {
                return matchDocumentsFromStream(query, candidates(plan, covering, query), skip, limit, batchSize,
                        null, fieldSelector);
            }
            PlanCursor cursor = new PlanCursor(cursorRegistry.generateCursorId(), plan, query, skip, fieldSelector);
            List<Document> first = cursor.takeDocuments(batchSize);
            if (cursor.isEmpty()) return new QueryResult(first);
            cursorRegistry.add(cursor);
            return new QueryResult(first, cursor);
        }

        /** A scan of every document (mongo-java-server's own way), counted. */
        @Override
        protected QueryResult matchDocuments(Document query, Document orderBy, int numberToSkip, int numberToReturn,
                int batchSize, Document fieldSelector) {
            documentsScanned.merge(getFullName(), (long) count(), Long::sum);
            return super.matchDocuments(query, orderBy, numberToSkip, numberToReturn, batchSize, fieldSelector);
        }

        /**
         * What a plan gives to match: the documents it names, where a scan's index covers the query (`covering`,
         * one per scan, null where it does not) each entry as a document of the index's fields and _id. An entry
         * with a null value (a field null or missing: the entry cannot tell which) is read as its document, and
         * so is one whose fields do not match the query (in a union, it may match through another branch).
         */
        private Stream<Document> candidates(IndexPlan plan, List<SortedIndex> covering, Document query) {
            if (covering == null) return documents(plan.positions(null));
            Iterator<Object> positions = plan.positions(null, covering);
            return pulled(() -> {
                while (positions.hasNext()) {
                    Object position = positions.next();
                    if (position instanceof SortedIndex.Covered) {
                        Document covered = ((SortedIndex.Covered) position).document;
                        entriesRead++;
                        if (documentMatchesQuery(covered, query)) return covered;
                        // Outside a union every condition is on the entry's fields: its document fails too.
                        if (!plan.union()) continue;
                        position = covered.get("_id");
                    }
                    Document document = getDocument(position);
                    documentsRead++;
                    if (document != null) return document;
                }
                return null;
            });
        }

        /**
         * The first `count` matches in `order`, found and sorted on the entries where the scans' indexes cover
         * (`sorting`: every condition and the order's fields held); only those are then read whole.
         */
        private List<Document> firstMatches(IndexPlan plan, List<SortedIndex> sorting, Document query,
                Comparator<Document> order, int count) {
            Set<Document> covered = Collections.newSetFromMap(new IdentityHashMap<>());
            PriorityQueue<Document> last = new PriorityQueue<>(order.reversed());
            Iterator<Object> positions = plan.positions(null, sorting);
            while (positions.hasNext()) {
                Object position = positions.next();
                Document document = null;
                if (position instanceof SortedIndex.Covered) {
                    entriesRead++;
                    Document entry = ((SortedIndex.Covered) position).document;
                    if (documentMatchesQuery(entry, query)) {
                        document = entry;
                        covered.add(entry);
                    } else if (!plan.union()) {
                        continue; // every condition is on the entry's fields: its document fails too
                    } else {
                        position = entry.get("_id"); // it may match through another branch
                    }
                }
                if (document == null) {
                    document = getDocument(position);
                    documentsRead++;
                    if (document == null || !documentMatchesQuery(document, query)) continue;
                }
                last.add(document);
                if (last.size() > count) covered.remove(last.poll());
            }
            List<Document> page = new ArrayList<>();
            for (Document document : last) {
                if (!covered.contains(document)) {
                    page.add(document);
                    continue;
                }
                Document whole = getDocument(document.get("_id"));
                documentsRead++;
                if (whole != null) page.add(whole);
            }
            return page;
        }

        /** The documents at these positions, read as the stream is, skipping any deleted meanwhile. */
        private Stream<Document> documents(Iterator<Object> positions) {
            return pulled(() -> {
                while (positions.hasNext()) {
                    Document document = getDocument(positions.next());
                    documentsRead++;
                    if (document != null) return document;
                }
                return null;
            });
        }

        /** What `next` gives, one at a time as the stream is read, until it gives null. */
        private static Stream<Document> pulled(Supplier<Document> next) {
            Iterator<Document> found = new Iterator<>() {
                private Document ahead;
                private boolean done;

                @Override
                public boolean hasNext() {
                    if (ahead == null && !done) {
                        ahead = next.get();
                        done = ahead == null;
                    }
                    return ahead != null;
                }

                @Override
                public Document next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    Document document = ahead;
                    ahead = null;
                    return document;
                }
            };
            return StreamSupport.stream(Spliterators.spliteratorUnknownSize(found, Spliterator.ORDERED), false);
        }

        /**
         * The rest of an unlimited answer read in the index's order, one batch per getMore. It keeps only the
         * index entry it stopped after and reads on from there with the store as it is then: a document changed
         * meanwhile is matched as it is now, one deleted is skipped.
         */
        final class PlanCursor extends AbstractCursor {
            private final IndexPlan plan;
            private final Document query;
            private final Document fieldSelector;
            private int toSkip;
            private Object[] after;
            private boolean more = true;

            PlanCursor(long id, IndexPlan plan, Document query, int skip, Document fieldSelector) {
                super(id);
                this.plan = plan;
                this.query = query;
                this.toSkip = skip;
                this.fieldSelector = fieldSelector;
            }

            @Override
            public boolean isEmpty() {
                return !more;
            }

            @Override
            public List<Document> takeDocuments(int numberToReturn) {
                int wanted = numberToReturn > 0 ? numberToReturn : 101;
                List<Document> batch = new ArrayList<>();
                Iterator<Object[]> entries = plan.entries(after);
                more = false;
                while (entries.hasNext()) {
                    Object[] entry = entries.next();
                    Document document = getDocument(SortedIndex.positionOf(entry));
                    documentsRead++;
                    if (document == null || !documentMatchesQuery(document, query)) {
                        after = entry;
                        continue;
                    }
                    if (batch.size() == wanted) { // one more match: the next batch starts with it, read again then
                        more = true;
                        break;
                    }
                    after = entry;
                    if (toSkip > 0) toSkip--;
                    else batch.add(document);
                }
                if (fieldSelector == null || fieldSelector.isEmpty()) return batch;
                return matchDocumentsFromStream(new Document(), batch.stream(), 0, 0, 0, null, fieldSelector)
                        .collectDocuments();
            }
        }

        /** The query's conditions besides the one on _id, for documents already found by their _id. */
        private static Document withoutId(Document query) {
            Document rest = new Document(query);
            rest.remove("_id");
            return rest;
        }

        /** {$in: [plain values]}: the index reads the documents it names, one by one. */
        private static boolean isInList(Object value) {
            if (!(value instanceof Document) || ((Document) value).size() != 1) return false;
            Object list = ((Document) value).get("$in");
            return list instanceof List && ((List<?>) list).stream().allMatch(NarrowingH2Collection::isPlainValue);
        }

        /** A value an equality matches by itself: not an operator document, array, regular expression or null. */
        static boolean isPlainValue(Object value) {
            return value != null && !(value instanceof Document) && !(value instanceof List)
                    && !(value instanceof Pattern) && !(value instanceof BsonRegularExpression)
                    && !(value instanceof Object[]) && !(value instanceof Missing);
        }
    }

    /**
     * A non-unique index, which mongo-java-server does not keep: one entry per document in an H2 map (written in
     * the same commits as the documents, so a crash never leaves them apart), sorted by the document's values at
     * the index's fields (null for a missing one) and then its _id, in mongo-java-server's own order of values
     * (ValueComparator, as its sort uses). An index stores its fields ascending whatever their declared
     * direction (an order the other way is the same entries read backwards). A document with an array at one of
     * the fields would need one entry per element (MongoDB's multikey index): the index is then given up for
     * good, emptied and never used (marked in the collection's meta map), and queries scan as before.
     */
    static final class SortedIndex extends Index<Object> {
        private final MVMap<Object[], Boolean> entries;
        private final MVMap<String, Object> meta;
        private final String givenUpFlag;
        private final List<String> paths = new ArrayList<>();
        private boolean givenUp;

        SortedIndex(String name, List<IndexKey> keys, MVMap<Object[], Boolean> entries, MVMap<String, Object> meta) {
            super(name, keys, false);
            this.entries = entries;
            this.meta = meta;
            for (IndexKey key : keys) paths.add(key.getKey());
            givenUpFlag = "launcher.multikey." + name;
            givenUp = Boolean.TRUE.equals(meta.get(givenUpFlag));
        }

        List<String> paths() {
            return paths;
        }

        boolean usable() {
            return !givenUp;
        }

        MVMap<Object[], Boolean> entries() {
            return entries;
        }

        /** Where an entry's document is: its _id, the last value. */
        static Object positionOf(Object[] entry) {
            return entry[entry.length - 1];
        }

        /** A document's entry; null when one of the fields holds an array. */
        private Object[] entryOf(Document document) {
            Object[] entry = new Object[paths.size() + 1];
            for (int i = 0; i < paths.size(); i++) {
                Object value = Utils.getSubdocumentValueCollectionAware(document, paths.get(i));
                if (value instanceof Collection) return null;
                entry[i] = value instanceof Missing ? null : value;
            }
            entry[paths.size()] = document.get("_id");
            return entry;
        }

        /**
         * The document an entry stands for, as far as the index holds it: its fields at their paths and its
         * _id; null when a value is null (a null and a missing field have the same entry).
         */
        Document documentOf(Object[] entry) {
            Document document = new Document();
            document.put("_id", positionOf(entry));
            for (int i = 0; i < paths.size(); i++) {
                if (entry[i] == null) return null;
                String[] names = paths.get(i).split("\\.");
                Document parent = document;
                for (int n = 0; n < names.length - 1; n++) {
                    Object child = parent.get(names[n]);
                    if (!(child instanceof Document)) {
                        child = new Document();
                        parent.put(names[n], child);
                    }
                    parent = (Document) child;
                }
                parent.put(names[names.length - 1], entry[i]);
            }
            return document;
        }

        /** The entry as a document of its fields (`documentOf`), else (a null value) its position. */
        Object covered(Object[] entry) {
            Document document = documentOf(entry);
            return document != null ? new Covered(document) : positionOf(entry);
        }

        /** A document an index entry stands for, told apart from a position (an _id may be a document). */
        static final class Covered {
            final Document document;

            Covered(Document document) {
                this.document = document;
            }
        }

        /** Whether this field is one the entries hold (the _id always is). */
        boolean holds(String path) {
            return path.equals("_id") || paths.contains(path);
        }

        /** Fills a new, empty index from the collection's documents. */
        void fill(Stream<DocumentWithPosition<Object>> documents) {
            if (givenUp || !entries.isEmpty()) return;
            Iterator<DocumentWithPosition<Object>> all = documents.iterator();
            while (!givenUp && all.hasNext()) add(all.next().getDocument(), null, null);
        }

        private void giveUp() {
            givenUp = true;
            entries.clear();
            meta.put(givenUpFlag, Boolean.TRUE);
        }

        @Override
        public void add(Document document, Object position, MongoCollection<Object> collection) {
            if (givenUp) return;
            Object[] entry = entryOf(document);
            if (entry == null) giveUp();
            else entries.put(entry, Boolean.TRUE);
        }

        /** Returns the document's position, as every index must (mongo-java-server checks they agree). */
        @Override
        public Object remove(Document document) {
            if (!givenUp) {
                Object[] entry = entryOf(document);
                if (entry != null) entries.remove(entry);
            }
            return Missing.ofNullable(document.get("_id"));
        }

        @Override
        public void updateInPlace(Document oldDocument, Document newDocument, Object position,
                MongoCollection<Object> collection) {
            if (givenUp) return;
            Object[] before = entryOf(oldDocument);
            Object[] after = entryOf(newDocument);
            if (after == null) {
                giveUp();
                return;
            }
            if (before != null && IndexEntries.INSTANCE.compare(before, after) == 0) return;
            if (before != null) entries.remove(before);
            entries.put(after, Boolean.TRUE);
        }

        /** Not empty once given up: mongo-java-server must not fill it again (it would add every document). */
        @Override
        public boolean isEmpty() {
            return !givenUp && entries.isEmpty();
        }

        @Override
        public long getCount() {
            return entries.sizeAsLong();
        }

        @Override
        public void drop() {
            entries.clear();
            meta.remove(givenUpFlag);
            givenUp = false;
        }

        // Unused: queries read the entries through IndexPlan, and nothing is unique to check.
        @Override public Object getPosition(Document document) { return null; }
        @Override public void checkAdd(Document document, MongoCollection<Object> collection) { }
        @Override public void checkUpdate(Document oldDocument, Document newDocument, MongoCollection<Object> c) { }
        @Override public boolean canHandle(Document query) { return false; }
        @Override public Iterable<Object> getPositions(Document query) { return List.of(); }
        @Override public long getDataSize() { return 0; }
    }

    /**
     * The key type of a sorted index's map: an entry (values, then the _id), compared value by value in
     * mongo-java-server's order. LOW and HIGH are only ever searched for, never stored: below and
     * above every value, they fill the rest of a bound ("every entry whose first value is x").
     */
    static final class IndexEntries extends BasicDataType<Object[]> {
        static final IndexEntries INSTANCE = new IndexEntries();
        static final Object LOW = new Object();
        static final Object HIGH = new Object();
        private static final Comparator<Object> VALUES = ValueComparator.asc();
        /** -Dlauncher.indexEntries=bson: entries are written in the former encoding (for testing that such files open). */
        static final boolean FORMER = "bson".equals(System.getProperty("launcher.indexEntries"));
        /**
         * Marks the compact encoding: the former one starts with a BSON document's length, a varint of at
         * least 5, never 0.
         */
        private static final byte COMPACT = 0;
        private static final byte NULL = 0, OBJECT_ID = 1, STRING = 2, INT32 = 3, INT64 = 4, DOUBLE = 5, DATE = 6,
                TRUE = 7, FALSE = 8, OTHER = 9;

        static int compareValues(Object a, Object b) {
            if (a == b) return 0;
            if (a == LOW || b == HIGH) return -1;
            if (a == HIGH || b == LOW) return 1;
            return VALUES.compare(a, b);
        }

        /** The two entries compared from value `from` on (the values before it being equal). */
        static int compareFrom(Object[] a, Object[] b, int from) {
            for (int i = from; i < Math.min(a.length, b.length); i++) {
                int c = compareValues(a[i], b[i]);
                if (c != 0) return c;
            }
            return Integer.compare(a.length, b.length);
        }

        @Override
        public int compare(Object[] a, Object[] b) {
            return compareFrom(a, b, 0);
        }

        @Override
        public int getMemory(Object[] entry) {
            return 48 + 32 * entry.length;
        }

        /**
         * Each value behind a tag of its own (the types an index entry holds: ids, strings, numbers, dates,
         * booleans, null), anything else as a one-value BSON document. H2 rewrites every entry of a page at
         * each commit that changes the page, and the entries of the orders' indexes were a quarter of the
         * engine's thread when each one was encoded as a BSON document of an array.
         */
        @Override
        public void write(WriteBuffer buff, Object[] entry) {
            if (FORMER) {
                writeFormer(buff, entry);
                return;
            }
            buff.put(COMPACT).putVarInt(entry.length);
            for (Object value : entry) {
                if (value == null) buff.put(NULL);
                else if (value instanceof ObjectId) buff.put(OBJECT_ID).put(((ObjectId) value).toByteArray());
                else if (value instanceof String) {
                    byte[] utf8 = ((String) value).getBytes(StandardCharsets.UTF_8);
                    buff.put(STRING).putVarInt(utf8.length).put(utf8);
                } else if (value instanceof Integer) buff.put(INT32).putInt((Integer) value);
                else if (value instanceof Long) buff.put(INT64).putLong((Long) value);
                else if (value instanceof Double) buff.put(DOUBLE).putLong(Double.doubleToRawLongBits((Double) value));
                else if (value instanceof Instant) buff.put(DATE).putLong(((Instant) value).toEpochMilli());
                else if (value instanceof Boolean) buff.put((Boolean) value ? TRUE : FALSE);
                else {
                    ByteBuf bytes = Unpooled.buffer(64);
                    BsonEncoder.encodeDocument(new Document("v", value), bytes);
                    int length = bytes.readableBytes();
                    buff.put(OTHER).putVarInt(length).put(bytes.array(), bytes.arrayOffset(), length);
                }
            }
        }

        /** The encoding before: a BSON document holding the entry as an array (-Dlauncher.indexEntries=bson writes it). */
        private void writeFormer(WriteBuffer buff, Object[] entry) {
            ByteBuf bytes = Unpooled.buffer(256);
            BsonEncoder.encodeDocument(new Document("k", Arrays.asList(entry)), bytes);
            int length = bytes.readableBytes();
            buff.putVarInt(length).put(bytes.array(), bytes.arrayOffset(), length);
        }

        @Override
        public Object[] read(ByteBuffer buff) {
            if (buff.get(buff.position()) != COMPACT) {
                byte[] bytes = new byte[DataUtils.readVarInt(buff)];
                buff.get(bytes);
                return ((List<?>) BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bytes)).get("k")).toArray();
            }
            buff.get();
            Object[] entry = new Object[DataUtils.readVarInt(buff)];
            for (int i = 0; i < entry.length; i++) {
                byte tag = buff.get();
                switch (tag) {
                    case NULL: break;
                    case OBJECT_ID: {
                        byte[] id = new byte[12];
                        buff.get(id);
                        entry[i] = new ObjectId(id);
                        break;
                    }
                    case STRING: {
                        byte[] utf8 = new byte[DataUtils.readVarInt(buff)];
                        buff.get(utf8);
                        entry[i] = new String(utf8, StandardCharsets.UTF_8);
                        break;
                    }
                    case INT32: entry[i] = buff.getInt(); break;
                    case INT64: entry[i] = buff.getLong(); break;
                    case DOUBLE: entry[i] = Double.longBitsToDouble(buff.getLong()); break;
                    case DATE: entry[i] = Instant.ofEpochMilli(buff.getLong()); break;
                    case TRUE: entry[i] = Boolean.TRUE; break;
                    case FALSE: entry[i] = Boolean.FALSE; break;
                    case OTHER: {
                        byte[] bytes = new byte[DataUtils.readVarInt(buff)];
                        buff.get(bytes);
                        entry[i] = BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bytes)).get("v");
                        break;
                    }
                    default: throw new IllegalStateException("index entry: unknown value tag " + tag);
                }
            }
            return entry;
        }

        @Override
        public Object[][] createStorage(int size) {
            return new Object[size][];
        }
    }

    /**
     * What a query says of one field that an index can bound: equal to a plain value, in a list of them, within
     * a range ($gt, $gte, $lt, $lte of a plain value), or matching a regular expression. Conditions on the same
     * field (from several $and parts) narrow it; anything else about the field is left to the matcher.
     */
    static final class Bounds {
        List<Object> points;
        boolean single;
        Object lower;
        Object upper;
        boolean lowerIncluded;
        boolean upperIncluded;
        BsonRegularExpression regex;

        void add(Object condition) {
            // A null matches a null or missing field: the entries holding null, exactly (arrays give the index up).
            if (NarrowingH2Collection.isPlainValue(condition) || condition == null) {
                equal(condition);
                return;
            }
            if (condition instanceof BsonRegularExpression) {
                if (regex == null) regex = (BsonRegularExpression) condition;
                return;
            }
            if (!(condition instanceof Document)) return;
            Document operators = (Document) condition;
            for (String operator : operators.keySet()) if (!operator.startsWith("$")) return; // a document compared whole
            for (Map.Entry<String, Object> entry : operators.entrySet()) {
                Object value = entry.getValue();
                boolean plain = NarrowingH2Collection.isPlainValue(value);
                switch (entry.getKey()) {
                    case "$eq": if (plain || value == null) equal(value); break;
                    case "$in": in(value); break;
                    case "$gt": if (plain) lower(value, false); break;
                    case "$gte": if (plain) lower(value, true); break;
                    case "$lt": if (plain) upper(value, false); break;
                    case "$lte": if (plain) upper(value, true); break;
                    case "$regex": regex(value, operators.get("$options")); break;
                    default: break;
                }
            }
        }

        boolean hasRange() {
            return lower != null || upper != null;
        }

        private void equal(Object value) {
            if (!single) points = Collections.singletonList(value);
            single = true;
        }

        private void in(Object list) {
            if (single || !(list instanceof List)) return;
            for (Object value : (List<?>) list) if (!NarrowingH2Collection.isPlainValue(value)) return;
            if (points == null || ((List<?>) list).size() < points.size()) points = new ArrayList<>((List<?>) list);
        }

        private void lower(Object value, boolean included) {
            int c = lower == null ? 1 : IndexEntries.compareValues(value, lower);
            if (c > 0 || (c == 0 && !included)) {
                lower = value;
                lowerIncluded = included;
            }
        }

        private void upper(Object value, boolean included) {
            int c = upper == null ? -1 : IndexEntries.compareValues(value, upper);
            if (c < 0 || (c == 0 && !included)) {
                upper = value;
                upperIncluded = included;
            }
        }

        private void regex(Object pattern, Object options) {
            if (regex != null) return;
            if (pattern instanceof BsonRegularExpression) regex = (BsonRegularExpression) pattern;
            else if (pattern instanceof String)
                regex = new BsonRegularExpression((String) pattern, options instanceof String ? (String) options : "");
        }
    }

    /**
     * How the sorted indexes answer a query. Its conditions are read from the top level and any $and (an $or
     * says nothing for the whole query; see below). For each index, the leading fields with an equality or $in
     * give points (every combination of them, at most MAX_RANGES), the next field's range or regular expression
     * narrows each point's range, and the index gives the order asked when the sort names the fields after the
     * points, in the index's order, all one way (then optionally _id). The plan with the most bounds wins (an
     * equality counts 3, an $in 2, a range or regular expression 1, the order asked 2); an index that neither
     * bounds nor orders is not used. When no plan has an equality, an $or whose every branch has a bounded plan
     * (or names _ids) is read as the union of its branches. Every document found is still matched against the
     * whole query (the collection does that), so a plan only decides which documents are read, and in what order.
     */
    static final class IndexPlan {
        private static final int MAX_RANGES = 1000;
        /** The documents an $or's branches name by _id. */
        private final List<Object> ids;
        private final List<Scan> scans;
        /** A union's: the branch each scan reads for (null for one scan). */
        private final List<Document> branches;
        /** The entries come in the order the query asks (one scan that gives it). */
        final boolean ordered;

        private IndexPlan(List<Object> ids, List<Scan> scans, List<Document> branches, boolean ordered) {
            this.ids = ids;
            this.scans = scans;
            this.branches = branches;
            this.ordered = ordered;
        }

        static IndexPlan choose(List<SortedIndex> indexes, Document query, Document orderBy) {
            Map<String, Bounds> bounds = new LinkedHashMap<>();
            List<List<Document>> ors = new ArrayList<>();
            read(query, bounds, ors);
            Scan best = best(indexes, bounds, orderBy);
            if (best == null || best.bounds < 3) {
                for (List<Document> branches : ors) {
                    IndexPlan union = union(indexes, branches);
                    if (union != null) return union;
                }
            }
            return best == null ? null : new IndexPlan(List.of(), List.of(best), null, best.ordered);
        }

        /**
         * For each scan, its index when its entries answer for their documents, else null (and null when none
         * does): the index holds every field the projection asks for and the sort names, and every condition is
         * on a field it holds (at the top level or in an $and), those of the scan's own branch for a union's
         * $or.
         */
        List<SortedIndex> covering(Document query, Document orderBy, Document fieldSelector) {
            if (fieldSelector == null || fieldSelector.isEmpty()) return null;
            Document rest = query;
            if (branches != null) {
                rest = new Document(query);
                if (rest.remove("$or") == null) return null;
            }
            List<SortedIndex> covering = new ArrayList<>();
            boolean any = false;
            for (int i = 0; i < scans.size(); i++) {
                SortedIndex index = scans.get(i).index;
                boolean held = heldFields(fieldSelector, orderBy, index) && conditionsHeld(rest, index)
                        && (branches == null || conditionsHeld(branches.get(i), index));
                covering.add(held ? index : null);
                any |= held;
            }
            return any ? covering : null;
        }

        private static boolean heldFields(Document fieldSelector, Document orderBy, SortedIndex index) {
            for (Map.Entry<String, Object> field : fieldSelector.entrySet()) {
                Object value = field.getValue();
                boolean included = value instanceof Boolean ? (Boolean) value
                        : value instanceof Number && ((Number) value).doubleValue() != 0;
                // Only fields the entries hold are asked for (an _id left out is left out either way).
                if (included ? !index.holds(field.getKey()) : !field.getKey().equals("_id")) return false;
            }
            if (orderBy != null) for (String field : orderBy.keySet()) if (!index.holds(field)) return false;
            return true;
        }

        private static boolean conditionsHeld(Document query, SortedIndex index) {
            for (Map.Entry<String, Object> condition : query.entrySet()) {
                String field = condition.getKey();
                if (field.equals("$and") && condition.getValue() instanceof List) {
                    for (Object part : (List<?>) condition.getValue()) {
                        if (!(part instanceof Document) || !conditionsHeld((Document) part, index)) return false;
                    }
                } else if (field.startsWith("$") || !index.holds(field)) {
                    return false;
                }
            }
            return true;
        }

        /** Whether the plan reads an $or's branches. */
        boolean union() {
            return branches != null || !ids.isEmpty();
        }

        /** Whether the plan narrows what is read (else it only gives the order asked). */
        boolean bounded() {
            return !ids.isEmpty() || scans.size() > 1 || scans.get(0).bounds > 0;
        }

        /** The index entries from just after `after` (from the start when null), in the plan's order. */
        Iterator<Object[]> entries(Object[] after) {
            return scans.get(0).entries(after);
        }

        /** The positions of the documents to read: every branch's once (a union), or the one scan's in its order. */
        Iterator<Object> positions(Object[] after) {
            if (scans.size() == 1 && ids.isEmpty()) {
                Iterator<Object[]> entries = entries(after);
                return new Iterator<>() {
                    @Override public boolean hasNext() { return entries.hasNext(); }
                    @Override public Object next() { return SortedIndex.positionOf(entries.next()); }
                };
            }
            LinkedHashSet<Object> positions = new LinkedHashSet<>(ids);
            for (Scan scan : scans) scan.entries(null).forEachRemaining(entry -> positions.add(SortedIndex.positionOf(entry)));
            return positions.iterator();
        }

        /**
         * As `positions(null)`, but where a scan's index covers (`covering`), each entry as a document of its
         * fields (null values excepted), once per document whichever branch found it first.
         */
        Iterator<Object> positions(Object[] after, List<SortedIndex> covering) {
            if (scans.size() == 1 && ids.isEmpty()) {
                Iterator<Object[]> entries = entries(after);
                SortedIndex index = covering.get(0);
                return new Iterator<>() {
                    @Override public boolean hasNext() { return entries.hasNext(); }
                    @Override public Object next() { return index.covered(entries.next()); }
                };
            }
            LinkedHashMap<Object, Object> found = new LinkedHashMap<>();
            for (Object id : ids) found.put(id, id);
            for (int i = 0; i < scans.size(); i++) {
                SortedIndex index = covering.get(i);
                scans.get(i).entries(null).forEachRemaining(entry -> {
                    Object position = SortedIndex.positionOf(entry);
                    if (index == null) found.putIfAbsent(position, position);
                    else if (!(found.get(position) instanceof SortedIndex.Covered)) found.put(position, index.covered(entry));
                });
            }
            return found.values().iterator();
        }

        private static void read(Document query, Map<String, Bounds> bounds, List<List<Document>> ors) {
            for (Map.Entry<String, Object> condition : query.entrySet()) {
                String field = condition.getKey();
                Object value = condition.getValue();
                if (field.equals("$and") && value instanceof List) {
                    for (Object part : (List<?>) value) if (part instanceof Document) read((Document) part, bounds, ors);
                } else if (field.equals("$or") && value instanceof List) {
                    List<Document> branches = new ArrayList<>();
                    for (Object branch : (List<?>) value) if (branch instanceof Document) branches.add((Document) branch);
                    if (branches.size() == ((List<?>) value).size()) ors.add(branches);
                } else if (!field.startsWith("$")) {
                    bounds.computeIfAbsent(field, f -> new Bounds()).add(value);
                }
            }
        }

        private static Scan best(List<SortedIndex> indexes, Map<String, Bounds> bounds, Document orderBy) {
            Scan best = null;
            for (SortedIndex index : indexes) {
                Scan scan = Scan.of(index, bounds, orderBy);
                if (scan != null && (best == null || scan.score() > best.score())) best = scan;
            }
            return best;
        }

        private static IndexPlan union(List<SortedIndex> indexes, List<Document> branches) {
            List<Object> ids = new ArrayList<>();
            List<Scan> scans = new ArrayList<>();
            List<Document> scanned = new ArrayList<>();
            for (Document branch : branches) {
                Map<String, Bounds> bounds = new LinkedHashMap<>();
                read(branch, bounds, new ArrayList<>());
                Bounds id = bounds.get("_id");
                if (id != null && id.points != null) {
                    ids.addAll(id.points);
                    continue;
                }
                Scan scan = best(indexes, bounds, null);
                if (scan == null || scan.bounds == 0) return null;
                scans.add(scan);
                scanned.add(branch);
            }
            return new IndexPlan(ids, scans, scanned, false);
        }
    }

    /** The ranges of one index that a plan reads: one per combination of the leading points. */
    static final class Scan {
        private final int prefix;
        private final List<Object[][]> ranges;
        private final BsonRegularExpression regex;
        private final boolean reverse;
        final SortedIndex index;
        final MVMap<Object[], Boolean> map;
        final int bounds;
        final boolean ordered;

        private Scan(SortedIndex index, int prefix, List<Object[][]> ranges, BsonRegularExpression regex,
                boolean reverse, int bounds, boolean ordered) {
            this.index = index;
            this.map = index.entries();
            this.prefix = prefix;
            this.ranges = ranges;
            this.regex = regex;
            this.reverse = reverse;
            this.bounds = bounds;
            this.ordered = ordered;
        }

        int score() {
            return bounds + (ordered ? 2 : 0);
        }

        static Scan of(SortedIndex index, Map<String, Bounds> bounds, Document orderBy) {
            List<String> paths = index.paths();
            List<List<Object>> points = new ArrayList<>();
            int score = 0;
            long combinations = 1;
            int prefix = 0;
            for (; prefix < paths.size(); prefix++) {
                Bounds field = bounds.get(paths.get(prefix));
                if (field == null || field.points == null) break;
                if (combinations * Math.max(1, field.points.size()) > IndexPlan.MAX_RANGES) break;
                combinations *= field.points.size();
                points.add(field.points);
                score += field.single ? 3 : 2;
            }
            Bounds next = prefix < paths.size() ? bounds.get(paths.get(prefix)) : null;
            boolean range = next != null && next.hasRange();
            BsonRegularExpression regex = !range && next != null ? next.regex : null;
            if (range || regex != null) score++;
            Boolean reverse = orderOf(paths, prefix, orderBy);
            if (score == 0 && reverse == null) return null;
            int length = paths.size() + 1;
            List<Object[][]> ranges = new ArrayList<>();
            for (List<Object> combination : combinations(points)) {
                Object[] from = range && next.lower != null
                        ? bound(combination, length, next.lower, !next.lowerIncluded)
                        : bound(combination, length, null, false);
                Object[] to = range && next.upper != null
                        ? bound(combination, length, next.upper, next.upperIncluded)
                        : bound(combination, length, null, true);
                ranges.add(new Object[][] { from, to });
            }
            return new Scan(index, prefix, ranges, regex, Boolean.TRUE.equals(reverse), score, reverse != null);
        }

        /** The leading points, then `value` when given, then LOW (`high` false) or HIGH for the rest. */
        private static Object[] bound(List<Object> points, int length, Object value, boolean high) {
            Object[] key = new Object[length];
            int i = 0;
            for (Object point : points) key[i++] = point;
            if (value != null) key[i++] = value;
            Arrays.fill(key, i, length, high ? IndexEntries.HIGH : IndexEntries.LOW);
            return key;
        }

        private static List<List<Object>> combinations(List<List<Object>> points) {
            List<List<Object>> combinations = new ArrayList<>();
            combinations.add(List.of());
            for (List<Object> values : points) {
                List<List<Object>> longer = new ArrayList<>();
                for (List<Object> combination : combinations) {
                    for (Object value : values) {
                        List<Object> next = new ArrayList<>(combination);
                        next.add(value);
                        longer.add(next);
                    }
                }
                combinations = longer;
            }
            return combinations;
        }

        /**
         * Whether the index gives the order asked, reading from the field after the points: null when it does
         * not (or none is asked), else whether it is read backwards.
         */
        private static Boolean orderOf(List<String> paths, int prefix, Document orderBy) {
            if (orderBy == null || orderBy.isEmpty()) return null;
            Integer direction = null;
            int i = prefix;
            for (Map.Entry<String, Object> key : orderBy.entrySet()) {
                if (!(key.getValue() instanceof Number)) return null;
                int way = ((Number) key.getValue()).doubleValue() < 0 ? -1 : 1;
                if (direction == null) direction = way;
                else if (direction != way) return null;
                if (i < paths.size() && paths.get(i).equals(key.getKey())) i++;
                else if (i == paths.size() && key.getKey().equals("_id")) i++;
                else return null;
            }
            return direction < 0;
        }

        /**
         * The entries of every range from just after `after`, each range's in the index's order (backwards when
         * asked); with several ranges, merged in that order by the values after the points (then as they come
         * when no order is asked: the merge is the same either way).
         */
        Iterator<Object[]> entries(Object[] after) {
            List<Iterator<Object[]>> walks = new ArrayList<>();
            for (Object[][] range : ranges) walks.add(walk(range, after));
            if (walks.size() == 1) return walks.get(0);
            return merged(walks);
        }

        private Iterator<Object[]> walk(Object[][] range, Object[] after) {
            Object[] start = reverse ? range[1] : range[0];
            Object[] end = reverse ? range[0] : range[1];
            Object[] resume = null;
            if (after != null) {
                resume = range[0].clone();
                System.arraycopy(after, prefix, resume, prefix, after.length - prefix);
                int c = IndexEntries.INSTANCE.compare(resume, start);
                if (reverse ? c < 0 : c > 0) start = resume;
                else resume = null;
            }
            Object[] skip = resume;
            Object[] last = end;
            Cursor<Object[], Boolean> first = map.cursor(start, end, reverse);
            return new Iterator<>() {
                private Cursor<Object[], Boolean> cursor = first;
                private Object[] next;

                @Override
                public boolean hasNext() {
                    while (next == null && cursor.hasNext()) {
                        Object[] entry = cursor.next();
                        if (skip != null && IndexEntries.INSTANCE.compare(entry, skip) == 0) continue;
                        if (regex != null && !(entry[prefix] instanceof String
                                && regex.matcher((String) entry[prefix]).find())) {
                            // Every entry with this value fails too: on to the next value (a value is tested
                            // once, however many documents hold it).
                            Object[] past = Arrays.copyOf(entry, entry.length);
                            Arrays.fill(past, prefix + 1, past.length, reverse ? IndexEntries.LOW : IndexEntries.HIGH);
                            cursor = map.cursor(past, last, reverse);
                            continue;
                        }
                        next = entry;
                    }
                    return next != null;
                }

                @Override
                public Object[] next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    Object[] entry = next;
                    next = null;
                    return entry;
                }
            };
        }

        private Iterator<Object[]> merged(List<Iterator<Object[]>> walks) {
            Comparator<Object[]> order = (a, b) -> IndexEntries.compareFrom(a, b, prefix);
            PriorityQueue<Object[]> heads = new PriorityQueue<>(
                    Comparator.comparing((Object[] head) -> (Object[]) head[0], reverse ? order.reversed() : order));
            for (Iterator<Object[]> walk : walks) if (walk.hasNext()) heads.add(new Object[] { walk.next(), walk });
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return !heads.isEmpty();
                }

                @Override
                @SuppressWarnings("unchecked")
                public Object[] next() {
                    Object[] head = heads.poll();
                    if (head == null) throw new NoSuchElementException();
                    Iterator<Object[]> walk = (Iterator<Object[]>) head[1];
                    if (walk.hasNext()) heads.add(new Object[] { walk.next(), walk });
                    return (Object[]) head[0];
                }
            };
        }
    }

    /**
     * The last outbound handler of a connection (next to the socket): while the store holds unsynced changes,
     * it keeps the replies written to it, in order, until the group commit covering them releases them.
     * Runs on the Netty thread only, as the backend does.
     */
    static final class ReplyGate extends ChannelOutboundHandlerAdapter {
        private final DurableH2Backend backend;
        private final ArrayDeque<Object> messages = new ArrayDeque<>();
        private final ArrayDeque<ChannelPromise> promises = new ArrayDeque<>();
        private ChannelHandlerContext ctx;
        private boolean flushWanted;

        private ReplyGate(DurableH2Backend backend) {
            this.backend = backend;
        }

        static void install(Channel channel, DurableH2Backend backend) {
            if (channel == null || channel.pipeline().get(ReplyGate.class) != null) return;
            channel.pipeline().addFirst("launcher-reply-gate", new ReplyGate(backend));
        }

        @Override
        public void handlerAdded(ChannelHandlerContext ctx) {
            this.ctx = ctx;
        }

        @Override
        public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
            if (messages.isEmpty() && !backend.mustHold()) {
                ctx.write(msg, promise);
                return;
            }
            if (messages.isEmpty()) backend.holding(this, ctx.channel().eventLoop());
            messages.add(msg);
            promises.add(promise);
        }

        @Override
        public void flush(ChannelHandlerContext ctx) {
            if (messages.isEmpty()) ctx.flush();
            else flushWanted = true;
        }

        void release() {
            while (!messages.isEmpty()) ctx.write(messages.poll(), promises.poll());
            if (flushWanted) ctx.flush();
            flushWanted = false;
        }

        void abandon() {
            while (!messages.isEmpty()) {
                ReferenceCountUtil.release(messages.poll());
                promises.poll().tryFailure(new IllegalStateException("the commit covering this reply failed"));
            }
            flushWanted = false;
            ctx.close();
        }
    }

    /**
     * The value type of the collections' maps: each document as the BSON the wire carries, behind a tag byte
     * that H2's ObjectDataType never writes. H2 rewrites a whole page at each commit that changes it, so every
     * order re-encoded the pages of the books, orders and carts it touched; by Java serialization (H2's
     * default for an object it does not know) that was about 40 % of the engine's thread. Any other value, or
     * a document holding something BSON cannot carry, and every value of a file written before, goes through
     * ObjectDataType as before, so older files open unchanged and move to BSON page by page as they change.
     */
    static final class BsonValues extends BasicDataType<Object> {
        static final boolean SERIALIZED = "serialized".equals(System.getProperty("launcher.values"));
        static final BsonValues INSTANCE = new BsonValues();
        /** Unused by ObjectDataType, whose tags run from 0 to 119. */
        private static final byte BSON_TAG = 126;
        private final ObjectDataType serialized = new ObjectDataType();
        private final ThreadLocal<ByteBuf> scratch = ThreadLocal.withInitial(() -> Unpooled.buffer(1024));
        /** What H2 counts per document for splitting pages: a running average of twice the encoded size. */
        private volatile int averageMemory = 1024;

        @Override
        public int getMemory(Object value) {
            return value instanceof Document ? averageMemory : serialized.getMemory(value);
        }

        @Override
        public void write(WriteBuffer buff, Object value) {
            if (value instanceof Document) {
                ByteBuf bytes = scratch.get().clear();
                boolean encoded;
                try {
                    BsonEncoder.encodeDocument((Document) value, bytes);
                    encoded = true;
                } catch (RuntimeException notBson) {
                    encoded = false;
                }
                if (encoded) {
                    int length = bytes.readableBytes();
                    buff.put(BSON_TAG).putVarInt(length).put(bytes.array(), bytes.arrayOffset(), length);
                    averageMemory = (averageMemory * 15 + 2 * length) / 16;
                    return;
                }
            }
            serialized.write(buff, value);
        }

        @Override
        public Object read(ByteBuffer buff) {
            if (buff.get(buff.position()) != BSON_TAG) return serialized.read(buff);
            buff.get();
            byte[] bytes = new byte[DataUtils.readVarInt(buff)];
            buff.get(bytes);
            return BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bytes));
        }

        @Override
        public Object[] createStorage(int size) {
            return new Object[size];
        }

        @Override
        public int compare(Object a, Object b) {
            return serialized.compare(a, b);
        }
    }

    /**
     * H2's ObjectDataType for what it Java-serializes here: the unique indexes' keys (a KeyValue) and the
     * documents' ids (an ObjectId), which key the collections' maps and are the unique indexes' values. H2
     * serializes such an object at every write of its page and, for a KeyValue (not Comparable), both sides
     * at every comparison of a binary search: about a sixth of the engine's thread under orders. Here the
     * bytes of the objects seen last are kept, by identity, so that each is serialized about once while its
     * page is in memory. The bytes written and the order compared are H2's own: files open either way.
     */
    static final class SerializedOnce extends ObjectDataType {
        /** -Dlauncher.keys=h2: H2's own type (for testing that files written by either open with the other). */
        static final boolean H2_OWN = "h2".equals(System.getProperty("launcher.keys"));
        /** ObjectDataType's tag for a Java-serialized object. */
        private static final byte TYPE_SERIALIZED_OBJECT = 19;
        private static final int SLOTS = 1 << 12;
        private final Serialized[] recent = new Serialized[SLOTS];
        /** As H2's own starts. */
        private int averageSize = 10_000;

        /** An object and its bytes (final fields: a slot read from another thread sees both or an older pair). */
        private static final class Serialized {
            final Object value;
            final byte[] bytes;

            Serialized(Object value, byte[] bytes) {
                this.value = value;
                this.bytes = bytes;
            }
        }

        static ObjectDataType create() {
            return H2_OWN ? new ObjectDataType() : new SerializedOnce();
        }

        private static boolean serializedByH2(Object value) {
            return value instanceof KeyValue || value instanceof ObjectId;
        }

        private byte[] bytesOf(Object value) {
            int slot = System.identityHashCode(value) & (SLOTS - 1);
            Serialized seen = recent[slot];
            if (seen != null && seen.value == value) return seen.bytes;
            byte[] bytes = ObjectDataType.serialize(value);
            recent[slot] = new Serialized(value, bytes);
            return bytes;
        }

        @Override
        public int compare(Object a, Object b) {
            if (a instanceof KeyValue && b instanceof KeyValue)
                return a == b ? 0 : ObjectDataType.compareNotNull(bytesOf(a), bytesOf(b));
            return super.compare(a, b);
        }

        /** H2's estimate for such objects: a running average of twice their serialized size, updated as they are written. */
        @Override
        public int getMemory(Object value) {
            return serializedByH2(value) ? averageSize : super.getMemory(value);
        }

        @Override
        public void write(WriteBuffer buff, Object value) {
            if (!serializedByH2(value)) {
                super.write(buff, value);
                return;
            }
            byte[] bytes = bytesOf(value);
            averageSize = (int) ((2L * bytes.length + 15L * averageSize) / 16);
            buff.put(TYPE_SERIALIZED_OBJECT).putVarInt(bytes.length).put(bytes);
        }
    }

    /** H2's single-file store, with its background housekeeping callable from the Netty thread. */
    static final class HousekeptFileStore extends SingleFileStore {
        HousekeptFileStore() {
            super(new HashMap<>());
        }

        void housekeeping(MVStore mvStore) throws InterruptedException {
            doHousekeeping(mvStore);
        }
    }

    private static void setDefault(String key, String value) {
        if (System.getProperty(key) == null) System.setProperty(key, value); // -Dkey=value on the java command wins
    }

    private static void fail(String msg, Throwable e) {
        Throwable root = e;
        while (root != null && root.getCause() != null && root.getCause() != root) root = root.getCause();
        System.err.println("mongo-java-server launcher: " + msg + (root == null ? "" : ": " + root));
        System.exit(1);
    }
}
