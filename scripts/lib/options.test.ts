import { describe, expect, it, vi } from "vitest";
import { scriptOptions } from "./options.ts";

const defaults = { duration: 10, connections: [10, 50], engine: "pglite" };

describe("a perf script's options", () => {
  it("gives each option the type of its default, and the default when it is not given", () => {
    expect(scriptOptions(defaults, [])).toEqual(defaults);
    expect(scriptOptions(defaults, ["--duration", "3", "--connections", "1,2,3", "--engine", "postgres"])).toEqual({
      duration: 3,
      connections: [1, 2, 3],
      engine: "postgres",
    });
  });

  it("stops with one line naming the option when a number is not a number", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exit");
    }) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => scriptOptions(defaults, ["--duration", "ten"])).toThrow("exit");
    expect(() => scriptOptions(defaults, ["--connections", "1,x"])).toThrow("exit");
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '--duration takes a number, not "ten"',
      '--connections takes numbers separated by commas, not "1,x"',
    ]);
    expect(exit).toHaveBeenCalledWith(2);
    exit.mockRestore();
    error.mockRestore();
  });
});
