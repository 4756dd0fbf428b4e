import { type CodeType, FormMessageType, FormReception } from "@gakumu/domain";

type Reception = CodeType<typeof FormReception>;

/** Whether a form takes answers at `now`, from its answer period (an open side has no limit). */
export function receptionOf(
  period: { answerPeriodStart: Date | null; answerPeriodEnd: Date | null },
  now: Date,
): Reception {
  if (period.answerPeriodStart && now < period.answerPeriodStart) return FormReception.BEFORE_PERIOD;
  if (period.answerPeriodEnd && now >= period.answerPeriodEnd) return FormReception.CLOSED;
  return FormReception.OPEN;
}

/**
 * The message shown instead of answering: type 1 (受付開始前) before the period, type 2 (受付終了)
 * after it, as the domain's FormMessageType names them; a default sentence when the form has none.
 */
export function closedMessageOf(
  reception: Reception,
  messages: readonly { messageType: number; bodyHtml: string }[],
): string | null {
  if (reception === FormReception.OPEN) return null;
  const type =
    reception === FormReception.BEFORE_PERIOD
      ? FormMessageType.BEFORE_RECEPTION
      : FormMessageType.AFTER_RECEPTION;
  const own = messages.find((m) => m.messageType === type)?.bodyHtml;
  if (own) return own;
  return reception === FormReception.BEFORE_PERIOD
    ? "<p>このフォームはまだ受付を開始していません。</p>"
    : "<p>このフォームの受付は終了しました。</p>";
}
