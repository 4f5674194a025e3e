/** Company data, Pix keys and the régua on the test database: saved per organization, never read or changed by another. */
import { describe, expect, it } from "vitest";
import { TEST_COMPANY as COMPANY } from "../../../tests/support/charges";
import { newScope } from "../../../tests/support/ledger-rows";
import { CHARGE_DEFAULTS } from "./company-rules";
import {
  addPixKey,
  listPixKeys,
  readChargeSettings,
  readCompany,
  removePixKey,
  saveChargeSettings,
  saveCompany,
  setDefaultPixKey,
} from "./company.server";

describe("company data and Pix keys", () => {
  it("keeps each organization's company, keys and régua apart", async () => {
    const ours = await newScope();
    const theirs = await newScope();
    await saveCompany(ours, COMPANY);
    expect(await readCompany(ours)).toMatchObject(COMPANY);
    expect(await readCompany(theirs)).toMatchObject({ legalName: null, cnpj: null });

    expect(await addPixKey(ours, { kind: "cnpj", key: "11222333000181" })).toBe("added");
    expect(await addPixKey(ours, { kind: "email", key: "pix@eleve.com.br" })).toBe("added");
    expect(await addPixKey(ours, { kind: "cnpj", key: "11222333000181" })).toBe("duplicate");
    const [first, second] = await listPixKeys(ours);
    expect(first).toMatchObject({ key: "11222333000181", isDefault: true });
    expect(second).toMatchObject({ key: "pix@eleve.com.br", isDefault: false });

    // Another organization can neither see, make default nor remove our keys; the same key is its own there.
    expect(await listPixKeys(theirs)).toEqual([]);
    expect(await setDefaultPixKey(theirs, second!.id)).toBe(false);
    expect(await removePixKey(theirs, first!.id)).toBe(false);
    expect(await addPixKey(theirs, { kind: "cnpj", key: "11222333000181" })).toBe("added");
    expect((await listPixKeys(ours)).map((key) => key.isDefault)).toEqual([true, false]);

    expect(await setDefaultPixKey(ours, second!.id)).toBe(true);
    expect((await listPixKeys(ours)).map((key) => [key.key, key.isDefault])).toEqual([
      ["pix@eleve.com.br", true],
      ["11222333000181", false],
    ]);
    expect(await removePixKey(ours, second!.id)).toBe(true);
    expect(await listPixKeys(ours)).toMatchObject([{ key: "11222333000181", isDefault: true }]);

    await saveChargeSettings(ours, {
      remindersOn: true,
      daysBefore: null,
      onDueDate: false,
      daysAfter: [5],
      fine: 100,
      interest: 50,
    });
    expect(await readChargeSettings(ours)).toEqual({
      remindersOn: true,
      daysBefore: null,
      onDueDate: false,
      daysAfter: [5],
      fineBasisPoints: 100,
      interestBasisPoints: 50,
    });
    expect(await readChargeSettings(theirs)).toEqual(CHARGE_DEFAULTS);
  });
});
