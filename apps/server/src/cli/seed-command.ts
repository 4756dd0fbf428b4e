import { Command } from "commander";
import { processIo } from "./io";
import { configureSeedCommand } from "./program";
import { runOnConfiguredDatabase } from "./run";

// npm run seed -- --members 100000: the CLI's seed command as its own entry point.
let exitCode = 0;
const program = configureSeedCommand(new Command("seed"), async (body) => {
  exitCode = await runOnConfiguredDatabase(body, processIo);
});
await program.parseAsync(process.argv);
process.exit(exitCode);
