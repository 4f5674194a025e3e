import { describe, expect, it } from "vitest";
import { addressKey } from "./limits.server";

describe("client address keys", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["unknown", "unknown"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1:2:3:4", "fe80:0:0:0::/64"],
  ])("%s counts as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
