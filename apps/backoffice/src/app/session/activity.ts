import { readStored, writeStored } from "./storage";

// The server's idle timeout runs from the last request it saw, whichever tab sent it; keeping the
// time in local storage lets every tab of this browser agree on when the session lapses.
const KEY = "gakumu.lastServerActivity";
let memory = 0;

export function recordServerActivity(now = Date.now()): void {
  memory = now;
  writeStored("local", KEY, now);
}

export function lastServerActivity(): number {
  return Math.max(memory, readStored<number>("local", KEY, 0));
}
