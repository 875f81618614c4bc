/**
 * Loaded into a server under test by the soak (NODE_OPTIONS=--import=…), never by the server
 * itself: it observes without touching server code.
 * - SOAK_MEMORY_FILE: every 500 ms process.memoryUsage() is written there (replacing it); on
 *   SIGUSR2 a full garbage collection runs and the usage after it goes to the same name plus
 *   `.gc`. The soak tells heap kept alive (a leak) from garbage not yet collected and from
 *   memory outside the heap.
 * - SOAK_CONNECTIONS_FILE: the client port and time (ms since the epoch) of every connection
 *   the HTTP server accepted, written there when the process exits. The drain phase uses it to tell a connection the
 *   server process accepted and then closed from one it never accepted (reset by the kernel).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const memoryFile = process.env.SOAK_MEMORY_FILE;
if (memoryFile) {
  // gc() without starting node with --expose-gc: set the flag, then take it from a fresh context.
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc');
  let gcRuns = 0;
  // Written aside and renamed, so the soak never reads half a file.
  const sample = (to) => {
    writeFileSync(`${to}.tmp`, JSON.stringify({ at: Date.now(), gcRuns, ...process.memoryUsage() }));
    renameSync(`${to}.tmp`, to);
  };
  setInterval(() => sample(memoryFile), 500).unref();
  // A listener also keeps SIGUSR2 from ending the process (its default action).
  process.on('SIGUSR2', () => {
    gc();
    gcRuns++;
    sample(`${memoryFile}.gc`);
  });
  sample(memoryFile);
}

const connectionsFile = process.env.SOAK_CONNECTIONS_FILE;
if (connectionsFile) {
  const accepted = [];
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (event, ...args) {
    if (event === 'connection') accepted.push([args[0].remotePort, Date.now()]);
    return emit.call(this, event, ...args);
  };
  process.on('exit', () => writeFileSync(connectionsFile, JSON.stringify(accepted)));
}
