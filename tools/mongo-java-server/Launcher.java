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
// such files still open).
// Startup errors (port in use, H2 file locked, bad args): one stderr line, exit 1.
// Log level: WARN to stderr; override with e.g. java -Dorg.slf4j.simpleLogger.defaultLogLevel=info ...

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
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
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.nio.ByteBuffer;
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
                MVMap<Object, Document> dataMap = BsonValues.SERIALIZED
                        ? getMvStore().openMap("databases." + fullName)
                        : getMvStore().openMap("databases." + fullName,
                                new MVMap.Builder<Object, Document>().valueType(BsonValues.INSTANCE));
                MVMap<String, Object> metaMap = getMvStore().openMap("meta." + fullName);
                return new NarrowingH2Collection(this, collectionName, options, dataMap, metaMap, cursorRegistry);
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
     * against them.
     */
    static final class NarrowingH2Collection extends H2Collection {
        NarrowingH2Collection(MongoDatabase database, String collectionName, CollectionOptions options,
                MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursorRegistry) {
            super(database, collectionName, options, dataMap, metaMap, cursorRegistry);
        }

        @Override
        protected QueryResult queryDocuments(Document query, Document orderBy, int numberToSkip, int limit,
                int batchSize, Document fieldSelector) {
            // The documents are keyed by their _id: an ObjectId or a string is looked up there directly (the
            // _id index's keys compare by Java-serializing both sides, at every step of its binary search).
            Object id = query.get("_id");
            if (id instanceof ObjectId || id instanceof String) {
                Document found = getDocument(id);
                return matchDocumentsFromStream(found == null ? Stream.empty() : Stream.of(found), query, orderBy,
                        numberToSkip, limit, batchSize, fieldSelector);
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
            return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
        }

        /** {$in: [plain values]}: the index reads the documents it names, one by one. */
        private static boolean isInList(Object value) {
            if (!(value instanceof Document) || ((Document) value).size() != 1) return false;
            Object list = ((Document) value).get("$in");
            return list instanceof List && ((List<?>) list).stream().allMatch(NarrowingH2Collection::isPlainValue);
        }

        /** A value an equality matches by itself: not an operator document, array, regular expression or null. */
        private static boolean isPlainValue(Object value) {
            return value != null && !(value instanceof Document) && !(value instanceof List)
                    && !(value instanceof Pattern) && !(value instanceof BsonRegularExpression)
                    && !(value instanceof Object[]);
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
