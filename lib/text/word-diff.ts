// A word-level difference between two versions of an article, for the history page.
//
// Design, in three steps:
//
//  1. Text. Each version's HTML is cut into blocks (paragraphs, headings, list items …) and
//     read as plain text (html-text.ts): markup changes alone are not shown, the words are.
//  2. Blocks first. The two block lists are aligned with Myers' diff over whole blocks, which
//     is cheap (an article has tens of blocks, not thousands) and keeps unchanged paragraphs
//     out of the word diff. A run of changed blocks between two unchanged ones is a region:
//     when both sides of a region have the same number of blocks they are diffed pairwise
//     (the common case: words edited inside paragraphs), otherwise as one piece.
//  3. Words. A region is cut into tokens: Latin (and other space-separated) text into words,
//     each punctuation mark on its own; runs of Han characters with Intl.Segmenter (locale zh,
//     granularity word), which knows both scripts' words. Whitespace rides on the token
//     before it, so "is still simple" against "is simple" inserts "still " and nothing else.
//     Tokens are interned to numbers and compared with Myers' O((N+M)·D) algorithm after
//     trimming the common head and tail.
//
// Cost: on 10,000-word articles with scattered edits this takes a few milliseconds (see
// scripts/bench/word-diff.ts). Myers' work is O((N+M)·D) and its trace O(D²) memory, so the
// edit distance looked for in a region is capped: at most MAX_EDIT_DISTANCE, and no more than
// what is left of the whole comparison's budget of MAX_WORK steps allows for the region's size
// (never under MIN_EDIT_DISTANCE, so small regions late in a long text still get their words).
// A region that needs more is shown as wholly deleted and wholly inserted: by then the texts
// have little in common and a word-by-word view would not help a reader.
//
// Why not jsdiff's diffWords (with an Intl.Segmenter), measured against this on the same cases:
// its unchanged runs carry the newer version's white space, so the older side would not read
// as written ("He left early." against "He left, early." shows "He leftearly."); over whole
// 10,000-word articles it was 6 to 22 times slower than this (scripts/bench/word-diff.ts cases),
// and with the blocks aligned first, as here, it has no budget for texts with little in common.
//
// Pure: it runs in the worker while the page renders (the history page is server-rendered).
import { htmlBlocks, type TextBlock, type TextBlockKind } from "./html-text.ts";

export type SegmentKind = "equal" | "delete" | "insert";
export type Segment = { kind: SegmentKind; text: string };
export type BlockKind = TextBlockKind;
/** One block of one side of the comparison, its text in runs. */
export type DiffBlock = { kind: BlockKind; segments: Segment[] };

export type WordDiff = {
  /** The older version's blocks: equal and deleted runs. */
  from: DiffBlock[];
  /** The newer version's blocks: equal and inserted runs. */
  to: DiffBlock[];
  /** How many runs of words were inserted and deleted (each a marked <ins> or <del>). */
  insertions: number;
  deletions: number;
};

/** At most this many insertions and deletions are looked for in one region … */
export const MAX_EDIT_DISTANCE = 2000;
/** … and fewer in long ones, so that the sum of (N+M)·D, the work of Myers' algorithm, stays near this … */
export const MAX_WORK = 4_000_000;
/** … though a region may always look for this many. */
export const MIN_EDIT_DISTANCE = 32;

// ---- text ----

type Block = TextBlock;

// ---- tokens ----

const HAN_RUN = /\p{Script=Han}+/u;
// a word (letters, marks, digits, inner apostrophes and hyphens), a run of Han, or one other
// character; whitespace is split off and joined to the token before it below
const WORD_CHAR = String.raw`(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])`;
const TOKEN = new RegExp(String.raw`\p{Script=Han}+|${WORD_CHAR}+(?:['’\-]${WORD_CHAR}+)*|\s+|\S`, "gu");

let segmenter: Intl.Segmenter | undefined;

/** The tokens of a text, whose concatenation is the text. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [piece] of text.matchAll(TOKEN)) {
    if (/^\s/.test(piece) && tokens.length > 0) {
      tokens[tokens.length - 1] += piece;
    } else if (HAN_RUN.test(piece) && piece.length > 1) {
      segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
      for (const { segment } of segmenter.segment(piece)) tokens.push(segment);
    } else {
      tokens.push(piece);
    }
  }
  return tokens;
}

// ---- Myers ----

type Op = 0 | 1 | 2; // equal, delete (from a), insert (from b)
const EQUAL: Op = 0;
const DELETE: Op = 1;
const INSERT: Op = 2;

/**
 * The shortest edit script from a to b as one op per step (equal steps consume one item of
 * each), or undefined when more than maxD insertions and deletions would be needed.
 */
export function myers(a: readonly number[], b: readonly number[], maxD?: number): Op[] | undefined {
  // common head and tail cost nothing and often are most of the text
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middle = middleScript(
    Int32Array.from(a.slice(head, a.length - tail)),
    Int32Array.from(b.slice(head, b.length - tail)),
    maxD ?? MAX_EDIT_DISTANCE,
  );
  if (!middle) return undefined;
  return slideDown([...new Array<Op>(head).fill(EQUAL), ...middle, ...new Array<Op>(tail).fill(EQUAL)], a, b);
}

/**
 * Among equally short scripts, moves each run of only deletions (or only insertions) as far
 * down as it goes, as git does: "mistakes, [of course, ]and" rather than
 * "mistakes[, of course], and". A run can move one step when the item after it equals its first.
 */
function slideDown(ops: Op[], a: readonly number[], b: readonly number[]): Op[] {
  let i = 0; // position in a before ops[k]
  let j = 0; // position in b before ops[k]
  let k = 0;
  while (k < ops.length) {
    const op = ops[k] as Op;
    if (op === EQUAL) {
      i++;
      j++;
      k++;
      continue;
    }
    let end = k;
    while (end < ops.length && ops[end] === op) end++;
    if (end < ops.length && ops[end] !== EQUAL) {
      // a replacement (deletions and insertions together) stays where it is
      for (; k < ops.length && ops[k] !== EQUAL; k++) {
        if (ops[k] === DELETE) i++;
        else j++;
      }
      continue;
    }
    const items = op === DELETE ? a : b;
    const length = end - k;
    while (
      end < ops.length &&
      ops[end] === EQUAL &&
      items[op === DELETE ? i : j] === items[(op === DELETE ? i : j) + length]
    ) {
      ops[k++] = EQUAL;
      ops[end++] = op;
      i++;
      j++;
    }
    if (op === DELETE) i += length;
    else j += length;
    k = end;
  }
  return ops;
}

function middleScript(a: Int32Array, b: Int32Array, maxD: number): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  if (n === 0) return new Array<Op>(m).fill(INSERT);
  if (m === 0) return new Array<Op>(n).fill(DELETE);
  const limit = Math.min(n + m, maxD);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= limit && found < 0; d++) {
    // keep only the diagonals this round can reach: O(D²) memory in all
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0))
          ? (v[offset + k + 1] ?? 0)
          : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return undefined;

  // walk back through the rounds, from (n, m) to (0, 0)
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const before = trace[d] as Int32Array; // v at the start of round d, diagonals -d-1 … d+1
    const at = (k: number) => before[k + d + 1] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push(EQUAL);
      x--;
      y--;
    }
    ops.push(down ? INSERT : DELETE);
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    ops.push(EQUAL);
    x--;
    y--;
  }
  return ops.reverse();
}

// ---- regions ----

const BREAK = "\u2029"; // paragraph separator: a token of its own between the blocks of a region

/**
 * Interns tokens as small numbers so the diff compares numbers. The whitespace a token
 * carries does not count: "four" at the end of a paragraph is the same word as "four " inside one.
 */
function interner() {
  const ids = new Map<string, number>();
  return (tokens: readonly string[]) =>
    tokens.map((token) => {
      const t = token === BREAK ? token : token.trimEnd();
      let id = ids.get(t);
      if (id === undefined) {
        id = ids.size;
        ids.set(t, id);
      }
      return id;
    });
}

function pushSegment(segments: Segment[], kind: SegmentKind, text: string) {
  const last = segments.at(-1);
  if (last && last.kind === kind) last.text += text;
  else segments.push({ kind, text });
}

/** Word diff of some blocks against some others: the blocks of each side, marked. */
type Budget = { left: number };

function diffRegion(
  from: readonly Block[],
  to: readonly Block[],
  result: WordDiff,
  intern: (t: readonly string[]) => number[],
  budget: Budget,
) {
  const tokensOf = (blocks: readonly Block[]) =>
    blocks.flatMap((b, i) => (i === 0 ? [] : [BREAK]).concat(tokenize(b.text)));
  const a = tokensOf(from);
  const b = tokensOf(to);
  const size = a.length + b.length;
  const cap = Math.max(MIN_EDIT_DISTANCE, Math.min(MAX_EDIT_DISTANCE, Math.floor(budget.left / size)));
  const ops = myers(intern(a), intern(b), cap);
  // what the search cost, about: the size times the distance found (or given up at)
  budget.left -= size * (ops ? ops.filter((op) => op !== EQUAL).length : cap);
  if (!ops) {
    result.from.push(
      ...from.map((blk) => ({ kind: blk.kind, segments: [{ kind: "delete" as const, text: blk.text }] })),
    );
    result.to.push(...to.map((blk) => ({ kind: blk.kind, segments: [{ kind: "insert" as const, text: blk.text }] })));
    return;
  }
  const sides = {
    from: { blocks: from, tokens: a, i: 0, out: [] as DiffBlock[] },
    to: { blocks: to, tokens: b, i: 0, out: [] as DiffBlock[] },
  };
  for (const side of [sides.from, sides.to]) {
    side.out = side.blocks.map((blk) => ({ kind: blk.kind, segments: [] }));
  }
  const blockIndex = { from: 0, to: 0 };
  const emit = (which: "from" | "to", kind: SegmentKind) => {
    const side = sides[which];
    const token = side.tokens[side.i++] as string;
    if (token === BREAK) {
      blockIndex[which]++;
      return;
    }
    pushSegment((side.out[blockIndex[which]] as DiffBlock).segments, kind, token);
  };
  for (const op of ops) {
    if (op === EQUAL) {
      emit("from", "equal");
      emit("to", "equal");
    } else if (op === DELETE) {
      emit("from", "delete");
    } else {
      emit("to", "insert");
    }
  }
  result.from.push(...sides.from.out);
  result.to.push(...sides.to.out);
}

/** The word-level difference from one version's HTML to another's. */
export function wordDiff(fromHtml: string, toHtml: string): WordDiff {
  const from = htmlBlocks(fromHtml);
  const to = htmlBlocks(toHtml);
  const result: WordDiff = { from: [], to: [], insertions: 0, deletions: 0 };
  const intern = interner();
  const budget: Budget = { left: MAX_WORK };
  const keyOf = (b: Block) => `${b.kind}:${b.text}`;
  // blocks are few: the block diff never needs the cap
  const ops = myers(intern(from.map(keyOf)), intern(to.map(keyOf)), Number.POSITIVE_INFINITY) ?? [];
  let i = 0;
  let j = 0;
  let k = 0;
  while (k < ops.length) {
    if (ops[k] === EQUAL) {
      const block = from[i++] as Block;
      j++;
      k++;
      result.from.push({ kind: block.kind, segments: [{ kind: "equal", text: block.text }] });
      result.to.push({ kind: block.kind, segments: [{ kind: "equal", text: block.text }] });
      continue;
    }
    const start = { i, j };
    while (k < ops.length && ops[k] !== EQUAL) {
      if (ops[k] === DELETE) i++;
      else j++;
      k++;
    }
    const removed = from.slice(start.i, i);
    const added = to.slice(start.j, j);
    if (removed.length === added.length) {
      removed.forEach((block, n) => {
        diffRegion([block], [added[n] as Block], result, intern, budget);
      });
    } else {
      diffRegion(removed, added, result, intern, budget);
    }
  }
  const count = (blocks: DiffBlock[], kind: SegmentKind) =>
    blocks.reduce((n, b) => n + b.segments.filter((s) => s.kind === kind).length, 0);
  result.deletions = count(result.from, "delete");
  result.insertions = count(result.to, "insert");
  return result;
}
