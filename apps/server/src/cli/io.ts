import readline from "node:readline";
import { Writable } from "node:stream";
import { AppError } from "../platform/errors/app-error";

/** Where a command writes: stdout for results, stderr for problems. Tests pass a recorder. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for a secret without echoing it; absent when there is no terminal to ask on. */
  promptSecret?(question: string): Promise<string>;
}

/** A mistake of the person at the keyboard: exit code 1 and the message, no stack trace. */
export class CliUserError extends Error {}

export const EXIT_OK = 0;
export const EXIT_USER_ERROR = 1;
export const EXIT_UNEXPECTED = 2;

/** Maps what a command threw to an exit code, writing the Japanese message to stderr. */
export function reportFailure(error: unknown, io: CliIo): number {
  if (error instanceof CliUserError) {
    io.err(error.message);
    return EXIT_USER_ERROR;
  }
  // The services' own refusals (validation, not found, duplicate) are the user's to fix, too.
  if (error instanceof AppError && error.status < 500) {
    io.err(error.message);
    return EXIT_USER_ERROR;
  }
  io.err(
    `予期しないエラーが発生しました: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return EXIT_UNEXPECTED;
}

function promptSecretOnTerminal(question: string): Promise<string> {
  let muted = false;
  // Echo the question, then swallow what readline would echo back of the typed secret.
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding as BufferEncoding);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  promptSecret: process.stdin.isTTY ? promptSecretOnTerminal : undefined,
};
