import "server-only";
import { cookies } from "next/headers";
import { CHINESE_SCRIPT_COOKIE, type ChineseScript, isChineseScript } from "@/lib/cookies/names";

/** The script the reader always wants Chinese in ("always show Chinese in …"), or null. */
export async function savedScript(): Promise<ChineseScript | null> {
  const value = (await cookies()).get(CHINESE_SCRIPT_COOKIE)?.value;
  return isChineseScript(value) ? value : null;
}
