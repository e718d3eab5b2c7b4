export default async function globalTeardown() {
  const database = (globalThis as { __TEST_DATABASE__?: { stop(): Promise<void> } }).__TEST_DATABASE__;
  await database?.stop();
}
