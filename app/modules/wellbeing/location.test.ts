/** Reading a profile's free-text location as city and state. */
import { describe, expect, it } from "vitest";
import { parseLocation } from "./location";

describe("location parser", () => {
  it("reads the common ways of writing city and state", () => {
    expect(parseLocation("São Paulo, SP")).toEqual({ uf: "SP", city: "São Paulo" });
    expect(parseLocation("Recife - PE")).toEqual({ uf: "PE", city: "Recife" });
    expect(parseLocation("Curitiba/PR")).toEqual({ uf: "PR", city: "Curitiba" });
    expect(parseLocation("  Belo   Horizonte mg ")).toEqual({ uf: "MG", city: "Belo Horizonte" });
    expect(parseLocation("Porto Alegre, RS, Brasil")).toEqual({ uf: "RS", city: "Porto Alegre" });
    expect(parseLocation("Campo Grande-MS")).toEqual({ uf: "MS", city: "Campo Grande" });
  });

  it("reads a state's name, accents aside, and keeps hyphenated cities whole", () => {
    expect(parseLocation("Salvador, Bahia")).toEqual({ uf: "BA", city: "Salvador" });
    expect(parseLocation("Macapá - amapa")).toEqual({ uf: "AP", city: "Macapá" });
    expect(parseLocation("Embu-Guaçu, SP")).toEqual({ uf: "SP", city: "Embu-Guaçu" });
  });

  it("answers unknown for what names no state", () => {
    expect(parseLocation(null)).toBeNull();
    expect(parseLocation("")).toBeNull();
    expect(parseLocation("Lisboa, Portugal")).toBeNull();
    expect(parseLocation("Remoto")).toBeNull();
    expect(parseLocation("Cidade, XX")).toBeNull();
    expect(parseLocation(", SP")).toBeNull();
  });
});
