import { describe, expect, it } from "vitest";
import { requestLanguage } from "./language.tsx";

describe("requestLanguage", () => {
  it("reads the language from the page's address, data requests included", () => {
    const at = (path: string) => requestLanguage(new Request(`http://localhost${path}`));
    expect(at("/")).toBe("en");
    expect(at("/_.data")).toBe("en");
    expect(at("/courses.data")).toBe("en");
    expect(at("/es")).toBe("es");
    // The Spanish home page's data, as the browser or the prerenderer fetches it.
    expect(at("/es.data")).toBe("es");
    expect(at("/es/cursos.data?_routes=root")).toBe("es");
    expect(at("/es/no-existe")).toBe("es");
    expect(at("/espanol")).toBe("en");
  });
});
