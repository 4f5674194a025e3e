import { describe, expect, it } from "vitest";
import { notificationHref, notificationSentence, unreadLabel } from "./sentences";

const actor = { username: "ana", displayName: "Ana Lima", avatarUrl: null };

describe("notification sentences", () => {
  it("says who did what in pt-BR, and where it leads", () => {
    expect(notificationSentence({ kind: "reacao", actor, commentId: null })).toBe("Ana Lima reagiu à sua publicação");
    expect(notificationSentence({ kind: "comentario", actor, commentId: "c" })).toBe("Ana Lima comentou a sua publicação");
    expect(notificationSentence({ kind: "mencao", actor, commentId: null })).toBe("Ana Lima mencionou você em uma publicação");
    expect(notificationSentence({ kind: "mencao", actor: null, commentId: "c" })).toBe("Alguém mencionou você em um comentário");
    expect(notificationHref({ kind: "reacao", postId: "p1" })).toBe("/labfeelings/discovery/p1");
    expect(unreadLabel(1)).toBe("1 mensagem não lida");
    expect(unreadLabel(4)).toBe("4 mensagens não lidas");
  });

  it("tells an administrator of an access request and leads to the members page", () => {
    const request = { kind: "pedido_acesso" as const, actor: null, commentId: null, postId: null };
    expect(notificationSentence(request)).toBe("Um novo pedido de acesso à organização aguarda a sua aprovação");
    expect(notificationHref(request)).toBe("/profile");
  });
});
