// Loaded into the soak's server only (`node --expose-gc --import ./scripts/soak/memory-probe.mjs`):
// on SIGUSR2 it runs a full garbage collection and writes process.memoryUsage() to
// SOAK_MEMORY_FILE. The soak compares what is still alive after a collection (a leak), not RSS,
// which moves with the heap's size and the allocator and says little about leaks by itself.
import { writeFileSync } from 'node:fs';

const file = process.env.SOAK_MEMORY_FILE;
const gc = /** @type {(() => void) | undefined} */ (globalThis.gc);
if (file && gc) {
  process.on('SIGUSR2', () => {
    gc();
    gc();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
