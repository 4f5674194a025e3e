/** The setup project: signs every demo account of DEMO_SESSIONS in once for the run (sessions.ts). */
import { test } from "@playwright/test";
import { DEMO_SESSIONS, saveDemoSession, type DemoAccount } from "./sessions";

for (const account of Object.keys(DEMO_SESSIONS) as DemoAccount[]) {
  test(`signs ${account} in`, () => saveDemoSession(account));
}
