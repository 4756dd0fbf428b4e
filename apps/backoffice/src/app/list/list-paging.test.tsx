// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ListPager, type SortedPage, sortedBy } from "./list-paging";

describe("sortedBy", () => {
  const state: SortedPage<"name" | "date"> & { filter: { q: string } } = {
    sort: "name",
    order: "asc",
    page: 3,
    filter: { q: "x" },
  };

  it("flips the order of the column already sorted and goes back to page 1", () => {
    expect(sortedBy(state, "name")).toEqual({ ...state, order: "desc", page: 1 });
    expect(sortedBy({ ...state, order: "desc" }, "name")).toMatchObject({ order: "asc", page: 1 });
  });

  it("sorts another column ascending, keeping the rest of the state", () => {
    expect(sortedBy({ ...state, order: "desc" }, "date")).toEqual({ ...state, sort: "date", page: 1 });
  });
});

describe("ListPager", () => {
  it("shows nothing before the first result or when all found fits on one page", () => {
    const { container } = renderWithProviders(
      <>
        <ListPager found={undefined} page={1} onChange={() => {}} />
        <ListPager found={{ total: 20, pageSize: 20 }} page={1} onChange={() => {}} />
      </>,
    );
    expect(container.querySelector("button")).toBeNull();
  });

  it("offers a page per pageSize rows and reports the page chosen", () => {
    const onChange = vi.fn();
    renderWithProviders(<ListPager found={{ total: 41, pageSize: 20 }} page={1} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "3" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "4" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
