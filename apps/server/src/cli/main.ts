import { processIo } from "./io";
import { buildProgram } from "./program";
import { runOnConfiguredDatabase } from "./run";

// npm run cli -- <command>: 0 done, 1 the user's mistake (message on stderr), 2 unexpected.
let exitCode = 0;
const program = buildProgram(async (body) => {
  exitCode = await runOnConfiguredDatabase(body, processIo);
});
await program.parseAsync(process.argv);
process.exit(exitCode);
