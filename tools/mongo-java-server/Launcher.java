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
// H2 file: every command that changed the store is committed and fsynced before its reply is sent, so an
// acknowledged write survives kill -9 of this process (see DurableH2Backend). -Dlauncher.commit=background
// restores H2's own commit about once a second instead (for measuring the cost only: it loses up to a second).
// Startup errors (port in use, H2 file locked, bad args): one stderr line, exit 1.
// Log level: WARN to stderr; override with e.g. java -Dorg.slf4j.simpleLogger.defaultLogLevel=info ...

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.io.File;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.concurrent.atomic.AtomicBoolean;
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
                boolean background = "background".equals(System.getProperty("launcher.commit"));
                backend = background ? new H2Backend(store) : DurableH2Backend.open(store);
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
     * H2 backend whose acknowledged writes are on disk. Every command runs on the one Netty thread; when it
     * changed the store, it is committed (its chunk written to the file) and the file is fsynced right there,
     * before the reply is written, so a client never sees an acknowledgement for a write that kill -9 could
     * undo. Commands that changed nothing (reads) commit nothing and pay nothing.
     * H2's background writer is off: its commits write asynchronously and could take a command's changes
     * out of that command's own commit, so the reply could overtake them. Its housekeeping (rewriting
     * sparse chunks so that the file does not keep growing) runs here instead, on the same thread, at most
     * once a second, after a write.
     */
    static final class DurableH2Backend extends H2Backend {
        private static final long HOUSEKEEPING_INTERVAL_NANOS = 1_000_000_000L;
        private final HousekeptFileStore fileStore;
        private long lastHousekeeping = System.nanoTime();

        static DurableH2Backend open(String fileName) {
            HousekeptFileStore fileStore = new HousekeptFileStore();
            fileStore.open(fileName, false, null);
            try {
                MVStore mvStore = new MVStore.Builder().adoptFileStore(fileStore).autoCommitDisabled().open();
                // H2 keeps dead chunks 45 s by default, in case the OS has not written newer ones yet; each commit
                // here is fsynced, so their space can be reused at once (else the file grows ~25 KB per write).
                mvStore.setRetentionTime(0);
                return new DurableH2Backend(mvStore, fileStore);
            } catch (RuntimeException e) {
                fileStore.close();
                throw e;
            }
        }

        private DurableH2Backend(MVStore mvStore, HousekeptFileStore fileStore) {
            super(mvStore);
            this.fileStore = fileStore;
            persist(-1); // opening the databases found in the file may have registered maps
        }

        @Override
        public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
            long version = getMvStore().getCurrentVersion();
            try {
                return super.handleCommand(channel, databaseName, command, query);
            } finally {
                persist(version); // also after a failed command: it may have changed part of the store
            }
        }

        /** Commits and fsyncs what was changed since {@code version}; nothing when nothing changed. */
        private void persist(long version) {
            MVStore mvStore = getMvStore();
            if (mvStore.hasUnsavedChanges()) mvStore.commit();
            // A large write may have been committed midway by H2 itself: the version tells whether anything was.
            if (mvStore.getCurrentVersion() == version) return;
            mvStore.sync();
            long now = System.nanoTime();
            if (now - lastHousekeeping < HOUSEKEEPING_INTERVAL_NANOS) return;
            lastHousekeeping = now;
            try {
                fileStore.housekeeping(mvStore);
                if (mvStore.hasUnsavedChanges()) mvStore.commit();
                mvStore.sync();
            } catch (Exception e) { // the command's own write is already on disk
                System.err.println("mongo-java-server launcher: H2 housekeeping failed: " + e);
            }
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
