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
// Startup errors (port in use, H2 file locked, bad args): one stderr line, exit 1.
// Log level: WARN to stderr; override with e.g. java -Dorg.slf4j.simpleLogger.defaultLogLevel=info ...

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.File;
import java.net.InetSocketAddress;
import java.util.concurrent.atomic.AtomicBoolean;

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
                backend = new H2Backend(store);
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
