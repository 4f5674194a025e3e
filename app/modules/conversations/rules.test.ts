import { describe, expect, it } from "vitest";
import {
  afterRead,
  afterSend,
  checkMessageBody,
  checkTitle,
  ConversationRefusal,
  groupOthers,
  nextMessageTime,
  readCursor,
  seenMarks,
  unreadTotal,
  writeCursor,
} from "./rules";

const member = (userId: string, unread = 0, extra: { muted?: boolean; left?: boolean } = {}) => ({
  userId,
  unread,
  muted: extra.muted ?? false,
  left: extra.left ?? false,
});

describe("unread arithmetic", () => {
  it("a send adds one for every other member still in, clears the sender's, and leaves those who left alone", () => {
    const members = [member("ana", 3), member("bia", 0, { muted: true }), member("caio", 5, { left: true }), member("davi", 1)];
    expect(afterSend(members, "ana").map((m) => m.unread)).toEqual([0, 1, 5, 2]);
  });

  it("a read clears only the reader's count", () => {
    const members = [member("ana", 3), member("bia", 2)];
    expect(afterRead(members, "bia").map((m) => m.unread)).toEqual([3, 0]);
  });

  it("the badge sums the person's rows without the muted ones and the groups they left", () => {
    expect(unreadTotal([member("x", 2), member("x", 4, { muted: true }), member("x", 7, { left: true }), member("x", 1)])).toBe(
      3,
    );
    expect(unreadTotal([])).toBe(0);
  });
});

describe("group size", () => {
  it("takes 2 to 19 others, without the creator and repeats", () => {
    expect(groupOthers("eu", ["a", "b", "a", "eu"])).toEqual(["a", "b"]);
    const nineteen = Array.from({ length: 19 }, (_, index) => `p${index}`);
    expect(groupOthers("eu", nineteen)).toHaveLength(19);
    expect(() => groupOthers("eu", ["a", "eu"])).toThrow(/de 2 a 19 outras pessoas/);
    expect(() => groupOthers("eu", [...nineteen, "p19"])).toThrow(ConversationRefusal);
  });
});

describe("what a person writes", () => {
  it("keeps line breaks, drops blank edges, refuses control characters and over 4 000 characters", () => {
    expect(checkMessageBody("\n  \nOlá\r\ntudo bem?  \n\n")).toBe("Olá\ntudo bem?");
    expect(checkMessageBody("   ")).toBe("");
    expect(() => checkMessageBody("a\u0007b")).toThrow(/caracteres de controle/);
    expect(() => checkMessageBody("x".repeat(4001))).toThrow(/até 4.000 caracteres/);
    expect(checkTitle("  Equipe  ")).toBe("Equipe");
    expect(() => checkTitle(" ")).toThrow(/título/);
    expect(() => checkTitle("x".repeat(81))).toThrow(/até 80/);
  });
});

describe("visto", () => {
  const messages = [
    { id: "m1", senderId: "eu", createdAt: "2026-01-01T10:00:00.000Z" },
    { id: "m2", senderId: "ana", createdAt: "2026-01-01T10:01:00.000Z" },
    { id: "m3", senderId: "eu", createdAt: "2026-01-01T10:02:00.000Z" },
  ];
  it("names each person under the last of my messages their reading reached", () => {
    const marks = seenMarks(
      messages,
      [
        { userId: "ana", name: "Ana", lastReadAt: "2026-01-01T10:02:00.000Z" },
        { userId: "bia", name: "Bia", lastReadAt: "2026-01-01T10:01:30.000Z" },
        { userId: "caio", name: "Caio", lastReadAt: null },
        { userId: "eu", name: "Eu", lastReadAt: "2026-01-01T10:02:00.000Z" },
      ],
      "eu",
    );
    expect(marks).toEqual({ m3: ["Ana"], m1: ["Bia"] });
  });
});

describe("thread time and cursors", () => {
  it("a message's time is strictly after the previous one even when the clock has not moved", () => {
    const now = new Date("2026-01-01T10:00:00.000Z");
    expect(nextMessageTime("2026-01-01T10:00:00.000Z", now)).toBe("2026-01-01T10:00:00.001Z");
    expect(nextMessageTime("2026-01-01T09:00:00.000Z", now)).toBe("2026-01-01T10:00:00.000Z");
    expect(nextMessageTime(null, now)).toBe("2026-01-01T10:00:00.000Z");
  });

  it("reads back what it writes and nothing else", () => {
    const id = "0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";
    expect(readCursor(writeCursor("2026-01-01T10:00:00.000Z", id))).toEqual({ at: "2026-01-01T10:00:00.000Z", id });
    expect(readCursor("2026-01-01_x")).toBeNull();
    expect(readCursor(null)).toBeNull();
  });
});
