import { Stack, TextInput } from "@mantine/core";
import { PLAN_DATE_LIST_DEFAULT_MAX } from "../codes";
import { useFormViewTranslation } from "../i18n";
import { ChoiceSelect, ListChoice } from "./choice-inputs";
import { type AnswerInputProps, textsOf } from "./input-props";
import { DateInput } from "./text-inputs";

// Answers made of several picks in order: DIVISION_SELECT (a path down the organisation's hierarchy)
// and wished-for days (PLAN_DATE, PLAN_DATE_LIST).

/**
 * DIVISION_SELECT: one select per level; a level appears once the one above is chosen and has
 * children, and changing a level clears the levels below it (they belonged to the old choice).
 */
export function DivisionPath(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, value, onChange, readOnly, ids } = props;
  const path = textsOf(value).filter(Boolean);
  const depth = Math.max(item.divisionDepth ?? 1, 1);
  const levels: { parent: string | null; options: typeof item.divisionOptions }[] = [];
  for (let level = 0; level < depth; level++) {
    const parent = level === 0 ? null : (path[level - 1] ?? undefined);
    if (parent === undefined) break;
    const options = item.divisionOptions.filter((o) => o.parentValue === parent);
    if (options.length === 0) break;
    levels.push({ parent, options });
  }
  const choose = (level: number, code: string) => {
    const next = [...path.slice(0, level), ...(code ? [code] : [])];
    onChange(next.length > 0 ? next : null);
  };
  return (
    <Stack gap={6} role="group" aria-labelledby={ids.labelId}>
      {levels.map(({ options }, level) => (
        <ChoiceSelect
          key={`${ids.inputId}-${options[0]?.value ?? level}`}
          id={level === 0 ? ids.inputId : `${ids.inputId}-${level}`}
          label={t("division.level", { n: level + 1 })}
          choices={options.map((o) => ({ value: o.value, label: o.label }))}
          selected={path[level] ?? ""}
          onPick={(code) => choose(level, code)}
          readOnly={readOnly}
          error={props.invalid}
          aria-describedby={ids.describedBy}
          aria-required={item.required}
        />
      ))}
    </Stack>
  );
}

/** PLAN_DATE: one of the candidate days, or any day in the range when there are none. */
export function PlanDateInput(props: AnswerInputProps) {
  return props.item.choices.length > 0 ? <ListChoice {...props} /> : <DateInput {...props} />;
}

/** PLAN_DATE_LIST: 第1希望, 第2希望, … up to the item's maximum (3 when none is set). */
export function PlanDateListInput(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, value, onChange, readOnly, ids } = props;
  const count = item.validation.maxSelect ?? PLAN_DATE_LIST_DEFAULT_MAX;
  const wishes = textsOf(value);
  const set = (index: number, day: string) => {
    const next = Array.from({ length: Math.max(count, wishes.length) }, (_, i) =>
      i === index ? day : (wishes[i] ?? ""),
    );
    // Trailing empty wishes are dropped; a gap in the middle is kept so each wish keeps its place.
    while (next.length > 0 && next[next.length - 1] === "") next.pop();
    onChange(next.length > 0 ? next : null);
  };
  const { minDate, maxDate } = item.validation;
  return (
    <Stack gap={6} role="group" aria-labelledby={ids.labelId} aria-describedby={ids.describedBy}>
      {Array.from({ length: count }, (_, i) => {
        const label = t("planDate.nth", { n: i + 1 });
        const id = i === 0 ? ids.inputId : `${ids.inputId}-${i}`;
        return item.choices.length > 0 ? (
          <ChoiceSelect
            key={label}
            id={id}
            label={label}
            choices={item.choices}
            selected={wishes[i] ?? ""}
            onPick={(day) => set(i, day)}
            readOnly={readOnly}
            error={props.invalid}
          />
        ) : (
          <TextInput
            key={label}
            id={id}
            label={label}
            type="date"
            min={minDate ?? undefined}
            max={maxDate ?? "9999-12-31"}
            value={wishes[i] ?? ""}
            onChange={(event) => set(i, event.currentTarget.value)}
            readOnly={readOnly}
            error={props.invalid}
            size="md"
            maw={200}
          />
        );
      })}
    </Stack>
  );
}
