import type { AnswerValue } from "@gakumu/domain/forms/answer-types";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { renderWithProviders } from "@gakumu/ui/test";
import { useState } from "react";
import type { AnswerErrors } from "../answer-errors";
import { FormAnswerFields } from "../FormAnswerFields";
import type { AnswerServices } from "../inputs/input-props";

/** The fields with their values kept by a parent, as an app keeps them; `values()` reads them back. */
export function renderFields(
  form: PublicForm,
  options: {
    values?: Record<string, unknown>;
    errors?: AnswerErrors;
    readOnly?: boolean;
  } & AnswerServices = {},
) {
  let current: Record<string, unknown> = options.values ?? {};
  function Host() {
    const [values, setValues] = useState(current);
    const onChange = (itemKey: string, value: AnswerValue) =>
      setValues((previous) => {
        current = { ...previous, [itemKey]: value };
        return current;
      });
    return <FormAnswerFields {...options} form={form} values={values} onChange={onChange} />;
  }
  const view = renderWithProviders(<Host />);
  return { ...view, values: () => current };
}
