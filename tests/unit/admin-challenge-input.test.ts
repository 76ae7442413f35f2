import { describe, expect, it } from "vitest";
import { emptyChallengeDraft } from "@/components/admin/challenge-draft";
import {
  articleHashes,
  challengeInput,
  fromLocalInput,
  toLocalInput,
  userNames,
} from "@/components/admin/challenge-input";

// The admin's challenge form as the putWritingChallenge input it sends
// (components/admin/challenge-input.ts): times in UTC+8 whatever the browser's zone, stages
// replaced while pending and only appended once started, user names as the form takes them.

const stage = (key: string, en: string, start = "") => ({
  key,
  id: null,
  name: { en, zh_hant: "", zh_hans: "" },
  start,
});

describe("the form's times", () => {
  it("reads and writes wall-clock times in UTC+8", () => {
    expect(fromLocalInput("2027-01-01T08:00")).toBe("2027-01-01T00:00:00.000Z");
    expect(fromLocalInput("2027-01-01T07:30:15")).toBe("2026-12-31T23:30:15.000Z");
    expect(toLocalInput("2027-01-01T00:00:00.000Z")).toBe("2027-01-01T08:00");
    expect(toLocalInput(fromLocalInput("2027-06-30T23:59"))).toBe("2027-06-30T23:59");
  });

  it("takes an empty or malformed field as no time", () => {
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("tomorrow")).toBeNull();
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("not a time")).toBe("");
  });
});

describe("challengeInput", () => {
  const people = { organizers: ["VXNlcjox"], managers: [], announcements: ["QXJ0aWNsZTo5"] };

  it("sends the texts given, the periods set, and every stage while the challenge is pending", () => {
    const draft = {
      ...emptyChallengeDraft(),
      name: { en: "Rivers", zh_hant: "河流", zh_hans: "" },
      applicationStart: "2027-01-01T08:00",
      writingStart: "2027-01-02T08:00",
      writingEnd: "2027-02-01T08:00",
      stages: [stage("a", "Source", "2027-01-02T08:00")],
      newStages: [stage("b", "Mouth")],
    };
    const input = challengeInput(draft, { id: null, cover: null, stagesLocked: false, ...people });
    expect(input.name).toEqual([
      { language: "en", text: "Rivers" },
      { language: "zh_hant", text: "河流" },
    ]);
    expect(input.description).toBeUndefined();
    // no navbar title given: the API's own (the name) stands; out of the navigation unless asked
    expect(input.navbarTitle).toBeUndefined();
    expect(input.channelEnabled).toBe(false);
    expect(input.applicationPeriod).toEqual({ start: "2027-01-01T00:00:00.000Z", end: null });
    expect(input.writingPeriod).toEqual({ start: "2027-01-02T00:00:00.000Z", end: "2027-02-01T00:00:00.000Z" });
    expect(input.stages).toEqual([
      { name: [{ language: "en", text: "Source" }], period: { start: "2027-01-02T00:00:00.000Z" } },
      { name: [{ language: "en", text: "Mouth" }] },
    ]);
    expect(input.newStages).toBeUndefined();
    expect(input).not.toHaveProperty("id");
    expect(input.organizers).toEqual(["VXNlcjox"]);
    expect(input.announcements).toEqual(["QXJ0aWNsZTo5"]);
  });

  it("once started, sends only the stages added, and none when none were", () => {
    const started = { ...emptyChallengeDraft(), state: "active" as const, stages: [stage("a", "Source")] };
    const withNew = challengeInput(
      { ...started, newStages: [stage("b", "Delta")] },
      { id: "Q2FtcGFpZ246MQ==", cover: "QXNzZXQ6MQ==", stagesLocked: true, ...people },
    );
    expect(withNew).toMatchObject({ id: "Q2FtcGFpZ246MQ==", cover: "QXNzZXQ6MQ==", state: "active" });
    expect(withNew.stages).toBeUndefined();
    expect(withNew.newStages).toEqual([{ name: [{ language: "en", text: "Delta" }] }]);
    const without = challengeInput(started, { id: "Q2FtcGFpZ246MQ==", cover: null, stagesLocked: true, ...people });
    expect(without.stages).toBeUndefined();
    expect(without.newStages).toBeUndefined();
  });
});

describe("userNames", () => {
  it("splits on commas (either width) and spaces, drops an @ and repeats", () => {
    expect(userNames(" @alice, bob，carol  alice\n dave、")).toEqual(["alice", "bob", "carol", "dave"]);
    expect(userNames("  ")).toEqual([]);
  });
});

describe("articleHashes", () => {
  it("takes whole addresses, paths and bare short hashes, each once", () => {
    expect(
      articleHashes(
        "https://margins.example/a/abc123\n/a/def456?x=1, ghi789  /a/abc123/ https://margins.example/tags/x",
      ),
    ).toEqual(["abc123", "def456", "ghi789", "https://margins.example/tags/x"]);
    expect(articleHashes(" \n ")).toEqual([]);
  });
});
