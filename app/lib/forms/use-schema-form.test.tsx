import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { useSchemaForm } from "./use-schema-form";

const schema = z.object({
  name: z.string().check(z.minLength(2, "Too short")),
  colour: z.enum(["red", "blue"], "Pick a colour"),
  agree: z.boolean().check(z.refine((value) => value, "Agree first")),
});
const empty = { name: "", colour: "", agree: false };
const loadSchema = () => Promise.resolve(schema);

type FormProps = { onValid: (data: unknown) => void; onChange?: () => void; load?: () => Promise<typeof schema> };

function Form({ onValid, onChange, load = loadSchema }: FormProps) {
  const { errors, field, radio, checkbox, handleSubmit, reset, prepare } = useSchemaForm(load, empty, { onChange });
  return (
    <form aria-label="Test" method="post" noValidate onFocus={prepare} onSubmit={handleSubmit(onValid)}>
      <input aria-label="Name" {...field("name")} />
      <p>{errors.name}</p>
      <fieldset>
        <legend>Colour</legend>
        <input type="radio" aria-label="Red" {...radio("colour", "red")} />
        <input type="radio" aria-label="Blue" {...radio("colour", "blue")} />
      </fieldset>
      <p>{errors.colour}</p>
      <input type="checkbox" aria-label="Agree" {...checkbox("agree")} />
      <p>{errors.agree}</p>
      <button type="submit">Send</button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </form>
  );
}

describe("useSchemaForm", () => {
  it("checks nothing before the first submit", async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText("Name"), "A");
    expect(screen.queryByText("Too short")).toBeNull();
  });

  it("on submit shows each field's first message, focuses the first invalid field and sends nothing", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Too short")).toBeTruthy();
    expect(screen.getByText("Pick a colour")).toBeTruthy();
    expect(screen.getByText("Agree first")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("focuses a radio group's first radio when it is the first invalid field", async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Red"));
  });

  it("after a submit, re-checks a field on each change", async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await userEvent.type(screen.getByLabelText("Name"), "Ad");
    expect(screen.queryByText("Too short")).toBeNull();
    await userEvent.click(screen.getByLabelText("Blue"));
    expect(screen.queryByText("Pick a colour")).toBeNull();
    await userEvent.clear(screen.getByLabelText("Name"));
    expect(screen.getByText("Too short")).toBeTruthy();
  });

  it("submits the parsed values once valid, and reset empties the form and forgets the submit", async () => {
    const onValid = vi.fn();
    const onChange = vi.fn();
    render(<Form onValid={onValid} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.click(screen.getByLabelText("Red"));
    await userEvent.click(screen.getByLabelText("Agree"));
    expect(onChange).toHaveBeenCalledTimes(5);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).toHaveBeenCalledWith({ name: "Ada", colour: "red", agree: true }, expect.any(HTMLFormElement));
    act(() => screen.getByRole("button", { name: "Reset" }).click());
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Red").checked).toBe(false);
    await userEvent.type(screen.getByLabelText("Name"), "A");
    expect(screen.queryByText("Too short")).toBeNull();
  });

  it("loads the rules once, on the form's focus, and a submit before they arrive waits for them and sends once", async () => {
    let arrive = () => {};
    const load = vi.fn(() => new Promise<typeof schema>((resolve) => (arrive = () => resolve(schema))));
    const onValid = vi.fn();
    render(<Form onValid={onValid} load={load} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.click(screen.getByLabelText("Red"));
    await userEvent.click(screen.getByLabelText("Agree"));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("posts the form as without scripts when the rules cannot be loaded", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const onValid = vi.fn();
    render(<Form onValid={onValid} load={() => Promise.reject(new TypeError("Failed to fetch"))} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.contexts[0]).toBe(screen.getByRole("form", { name: "Test" }));
    expect(onValid).not.toHaveBeenCalled();
    submit.mockRestore();
  });
});
