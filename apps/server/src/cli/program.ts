import { Command, InvalidArgumentError, Option } from "commander";
import { CONTRACT_TYPES, OPERATION_TYPES } from "../platform/tenancy/tenancy.service";
import { adminCreate, adminResetPassword, adminResetTwoStep } from "./commands/admin";
import { mailOutbox } from "./commands/mail-outbox";
import { orgParameter } from "./commands/org-parameter";
import { seed } from "./commands/seed";
import { tenantCreate } from "./commands/tenant-create";
import type { CommandBody } from "./run";

/** Runs a command body and records its exit code; main passes the real runner, tests a fake. */
export type Runner = (body: CommandBody) => Promise<void>;

function positiveInteger(max: number) {
  return (value: string) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < 1 || n > max) {
      throw new InvalidArgumentError(`1〜${max.toLocaleString("ja-JP")}の整数で指定してください。`);
    }
    return n;
  };
}

// Commander's own messages are English; the few a person meets are said again in Japanese.
const COMMANDER_MESSAGES: [RegExp, string][] = [
  [/required option '(.+)' not specified/, "必須オプション $1 が指定されていません。"],
  [/unknown option '(.+?)'/, "不明なオプション $1 です。"],
  [/unknown command '(.+?)'/, "不明なコマンド $1 です。npm run cli -- --help で一覧を表示します。"],
  [/option '(.+)' argument missing/, "オプション $1 に値を指定してください。"],
  [/option '(.+)' argument '(.*)' is invalid\. (.*)/, "オプション $1 の値「$2」が正しくありません。$3"],
  [/too many arguments.*/, "引数が多すぎます。"],
];

export function translateCommanderError(text: string): string {
  const plain = text.replace(
    /Allowed choices are (.+)\./,
    (_, list: string) => `${list.split(", ").join(" / ")} のいずれかを指定してください。`,
  );
  for (const [pattern, japanese] of COMMANDER_MESSAGES) {
    const match = pattern.exec(plain);
    if (match) return `エラー: ${match[0].replace(pattern, japanese)}\n`;
  }
  return text;
}

const HELP_TITLES: Record<string, string> = {
  "Usage:": "使い方:",
  "Options:": "オプション:",
  "Commands:": "コマンド:",
  "Arguments:": "引数:",
  "Global Options:": "共通オプション:",
};

function localise(command: Command): Command {
  return command
    .helpOption("-h, --help", "ヘルプを表示します")
    .configureHelp({
      styleTitle: (title) => HELP_TITLES[title] ?? title,
      optionDescription: (option) => {
        const extra: string[] = [];
        if (option.argChoices) extra.push(`選択肢: ${option.argChoices.join(" / ")}`);
        if (option.defaultValue !== undefined && (option.required || option.optional)) {
          extra.push(`既定値: ${option.defaultValueDescription ?? String(option.defaultValue)}`);
        }
        return extra.length > 0 ? `${option.description}（${extra.join("、")}）` : option.description;
      },
    })
    .configureOutput({ outputError: (text, write) => write(translateCommanderError(text)) })
    .showHelpAfterError("（--help で使い方を表示します）");
}

/** Makes `command` the seed command: a subcommand of the CLI, or the whole program of `npm run seed`. */
export function configureSeedCommand(command: Command, run: Runner): Command {
  return localise(command)
    .description("デモ学園を用意し（なければ作成）、生徒を指定数だけ追加します")
    .option("--members <count>", "追加する生徒数（例: 100000）", positiveInteger(10_000_000))
    .option("--batch-size <rows>", "1トランザクションあたりの行数", positiveInteger(100_000), 1000)
    .action((opts: { members?: number; batchSize: number }) =>
      run((db, io) => seed(db, { members: opts.members, batchSize: opts.batchSize }, io)),
    );
}

export function buildProgram(run: Runner): Command {
  const program = localise(new Command("cli"))
    // An embedded database must not be opened by two processes at once: PGlite has no lock of its own.
    .description(
      "学務 管理コマンド（設定は DATA_DIR / DATABASE_URL などの環境変数から読みます）\n" +
        "組み込みデータベース（DATABASE_URL 未設定）の場合は、サーバーを停止してから実行してください。",
    )
    .helpCommand("help [command]", "コマンドのヘルプを表示します");

  localise(program.command("tenant:create"))
    .description("テナントと、その生徒組織を作成します")
    .requiredOption("--code <code>", "テナントコード（半角英小文字・数字・ハイフン）")
    .requiredOption("--name <name>", "テナント名（例: サンプル学園）")
    .addOption(new Option("--contract <type>", "契約種別").choices(CONTRACT_TYPES).default("BASIC"))
    .addOption(new Option("--operation <type>", "運用種別").choices(OPERATION_TYPES).default("PRODUCTION"))
    .action((opts: { code: string; name: string; contract: string; operation: string }) =>
      run((db, io) => tenantCreate(db, opts, io)),
    );

  localise(program.command("admin:create"))
    .description("管理者アカウントを作成します（パスワード省略時は入力を求めるか自動生成します）")
    .requiredOption("--tenant <code>", "テナントコード")
    .requiredOption("--login-id <id>", "ログインID")
    .requiredOption("--name <name>", "氏名")
    .requiredOption("--mail <address>", "メールアドレス")
    .option("--password <password>", "パスワード（シェルの履歴に残る点に注意）")
    .option("--organization <code>", "所属組織コード（省略時はテナントの最初の組織）")
    .action(
      (opts: {
        tenant: string;
        loginId: string;
        name: string;
        mail: string;
        password?: string;
        organization?: string;
      }) => run((db, io) => adminCreate(db, opts, io)),
    );

  localise(program.command("org:parameter"))
    .description("組織パラメータを1件設定します（例: SESSION IDLE_TIMEOUT_MINUTES 15）")
    .requiredOption("--tenant <code>", "テナントコード")
    .requiredOption("--organization <code>", "組織コード")
    .requiredOption("--category <category>", "パラメータカテゴリ（例: SESSION, SECURITY）")
    .requiredOption("--type <type>", "パラメータ種別（例: IDLE_TIMEOUT_MINUTES, TWO_STEP_REQUIRED）")
    .requiredOption("--value <value>", "値")
    .action((opts: { tenant: string; organization: string; category: string; type: string; value: string }) =>
      run((db, io) => orgParameter(db, opts, io)),
    );

  localise(program.command("admin:reset-password"))
    .description("管理者のパスワードを再設定し、ロックを解除します")
    .requiredOption("--tenant <code>", "テナントコード")
    .requiredOption("--login-id <id>", "ログインID")
    .option("--password <password>", "新しいパスワード（省略時は入力を求めるか自動生成します）")
    .action((opts: { tenant: string; loginId: string; password?: string }) =>
      run((db, io) => adminResetPassword(db, opts, io)),
    );

  localise(program.command("admin:reset-2fa"))
    .description("管理者の二段階認証をリセットします（次回ログイン時に再設定）")
    .requiredOption("--tenant <code>", "テナントコード")
    .requiredOption("--login-id <id>", "ログインID")
    .action((opts: { tenant: string; loginId: string }) => run((db, io) => adminResetTwoStep(db, opts, io)));

  localise(program.command("mail:outbox"))
    .description("送信メール（アウトボックス）を新しい順に表示します")
    .option("--tenant <code>", "テナントコードで絞り込みます")
    .option("--limit <count>", "表示件数", positiveInteger(1000), 20)
    .option("--body", "本文も表示します")
    .action((opts: { tenant?: string; limit: number; body?: boolean }) =>
      run((db, io) => mailOutbox(db, opts, io)),
    );

  configureSeedCommand(program.command("seed"), run);
  return program;
}
