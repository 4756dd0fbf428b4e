// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test";
import { ClampedNumberInput } from "./ClampedNumberInput";

function Harness({ initial, min, max }: { initial: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ClampedNumberInput label="人数" value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="state">{String(value)}</output>
    </>
  );
}

describe("ClampedNumberInput", () => {
  it("shows empty on focus when 0 and turns back into 0 on blur when left empty", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={0} min={0} max={100} />);
    const input = screen.getByLabelText("人数");
    expect(input).toHaveProperty("value", "0");

    await user.click(input);
    expect(input).toHaveProperty("value", "");

    await user.tab();
    expect(input).toHaveProperty("value", "0");
    expect(screen.getByTestId("state").textContent).toBe("0");
  });

  it("clamps to max while typing and to min on blur", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={0} min={10} max={100} />);
    const input = screen.getByLabelText("人数");

    await user.click(input);
    await user.keyboard("150");
    expect(input).toHaveProperty("value", "100");
    expect(screen.getByTestId("state").textContent).toBe("100");

    await user.clear(input);
    await user.keyboard("5");
    expect(input).toHaveProperty("value", "5"); // still typing: 5 could become 50
    await user.tab();
    expect(input).toHaveProperty("value", "10");
    expect(screen.getByTestId("state").textContent).toBe("10");
  });

  it("keeps showing max when more digits follow a clamp, while typing and after blur", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={0} min={1} max={2000} />);
    const input = screen.getByLabelText("人数");

    await user.click(input);
    await user.keyboard("9999");
    expect(input).toHaveProperty("value", "2000");
    expect(screen.getByTestId("state").textContent).toBe("2000");

    await user.keyboard("9");
    expect(input).toHaveProperty("value", "2000");
    expect(document.activeElement).toBe(input); // the clamp does not remount the field

    await user.tab();
    expect(input).toHaveProperty("value", "2000");
    expect(screen.getByTestId("state").textContent).toBe("2000");
  });

  it("shows max once a decimal goes past it, even when the field already holds max", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={0} min={0} max={39} />);
    const input = screen.getByLabelText("人数");

    await user.click(input);
    await user.keyboard("39.");
    expect(input).toHaveProperty("value", "39.");
    await user.keyboard("5");
    expect(input).toHaveProperty("value", "39");
    expect(screen.getByTestId("state").textContent).toBe("39");

    await user.tab();
    expect(input).toHaveProperty("value", "39");
  });

  it("keeps showing min when more digits follow a negative clamp, while typing and after blur", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={0} min={-10} max={10} />);
    const input = screen.getByLabelText("人数");

    await user.click(input);
    await user.keyboard("-");
    expect(input).toHaveProperty("value", "-"); // a lone minus survives while typing
    await user.keyboard("99");
    expect(input).toHaveProperty("value", "-10");
    expect(screen.getByTestId("state").textContent).toBe("-10");

    await user.keyboard("99");
    expect(input).toHaveProperty("value", "-10");

    await user.tab();
    expect(input).toHaveProperty("value", "-10");
    expect(screen.getByTestId("state").textContent).toBe("-10");
  });

  it("keeps partial decimals while typing and shows what blur stored", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={3} min={0} max={100} />);
    const input = screen.getByLabelText("人数");

    await user.click(input);
    await user.clear(input);
    await user.keyboard("1.");
    expect(input).toHaveProperty("value", "1.");
    await user.keyboard("5");
    expect(input).toHaveProperty("value", "1.5");
    expect(screen.getByTestId("state").textContent).toBe("1.5");

    await user.clear(input);
    await user.keyboard("-");
    await user.tab();
    expect(input).toHaveProperty("value", "0");
    expect(screen.getByTestId("state").textContent).toBe("0");
  });

  it("clamps the step buttons' arrow keys too", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={2000} min={0} max={2000} />);
    const input = screen.getByLabelText("人数");

    await user.click(input);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveProperty("value", "2000");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveProperty("value", "1999");
    expect(screen.getByTestId("state").textContent).toBe("1999");
  });

  it("keeps a non-zero value on focus", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={7} />);
    const input = screen.getByLabelText("人数");
    await user.click(input);
    expect(input).toHaveProperty("value", "7");
  });
});
