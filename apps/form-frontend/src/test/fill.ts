import { fireEvent } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** Sets a field's value in one change event (typing key by key is slow and adds nothing here). */
export function fill(element: HTMLElement, value: string): void {
  fireEvent.change(element, { target: { value } });
}

/** Sets the value, then presses Enter in the field as a person would to submit (spec §2.2). */
export async function fillAndEnter(element: HTMLElement, value: string): Promise<void> {
  fill(element, value);
  await userEvent.type(element, "{Enter}");
}
