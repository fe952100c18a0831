// Generated scoresheet pairs for `arbiter reconcile`, with the answers
// worked out by an independent implementation, chess.js (npm, 1.4.0), from
// what the generator did to each sheet: gaps (ticks, blank cells, missing
// lines, a sheet stopping early, both sheets stopping early), a move neither
// sheet records, both sheets ticking their last moves, a player writing
// another legal move or an illegal one, and going on or stopping there.
//
// What the sheets establish: the moves every line they allow to their last
// recorded move plays alike (a move neither records is established when one
// legal move there lets the later moves be played), never a move after the
// last one either sheet records; past that nothing is supplied.
//
//   cd tests/tools && npm install --no-save chess.js@1.4.0
//   node reconcile_pairs.mjs CORPUS_DIR > ../data/reconcile_pairs.jsonl
//
// One JSON line per pair: {id, scenario, white_sheet, black_sheet, expected:
// {agreed_plies, divergence_ply, white_sheet_legal, black_sheet_legal,
// missing, reconstructable, final_fen, repetition_claim_admissible}}, the
// fields of Arbiter's JSONL record. Positions are compared as chess.js
// writes them: board, side, castling (FEN fields 1-3).
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

const corpus = process.argv[2];

// mulberry32: the same pairs on every run.
let seed = 20261122;
function random() {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

// Piece letters as the FIDE Laws' Appendix C lists them per language.
const Letters = {
  en: { K: 'K', Q: 'Q', R: 'R', B: 'B', N: 'N' },
  es: { K: 'R', Q: 'D', R: 'T', B: 'A', N: 'C' },
  de: { K: 'K', Q: 'D', R: 'T', B: 'L', N: 'S' },
  fr: { K: 'R', Q: 'D', R: 'T', B: 'F', N: 'C' },
};
const translate = (san, lang) => san.replace(/[KQRBN]/g, (c) => Letters[lang][c]);
const Ticks = ['\u2713', 'v', '-', '\u2014'];

function games(file, limit, accept) {
  const text = readFileSync(`${corpus}/${file}`, 'latin1');
  const out = [];
  for (const pgn of text.split(/\r?\n\r?\n(?=\[Event )/)) {
    if (out.length >= limit) break;
    if (/\[(FEN|Variant) /.test(pgn)) continue;
    const game = new Chess();
    try {
      game.loadPgn(pgn);
    } catch {
      continue;
    }
    const moves = game.history();
    if (accept(moves)) out.push(moves);
  }
  return out;
}

const positionOf = (chess) => chess.fen().split(' ').slice(0, 3).join(' ');
const repetitionKey = (chess) => chess.fen().split(' ').slice(0, 4).join(' ');

// Plays English SAN words from the start; the plies played, the board, and
// whether it stopped at a word that fits several legal moves (chess.js
// refuses those; Arbiter reads on with each, so such pairs are left out).
function replay(words) {
  const chess = new Chess();
  for (let i = 0; i < words.length; ++i) {
    try {
      chess.move(words[i]);
    } catch {
      const m = /^([KQRBN]?)[a-h]?[1-8]?x?([a-h][1-8])/.exec(words[i]);
      const fits = m ? chess.moves({ verbose: true }).filter((v) => v.to === m[2] &&
        v.piece === (m[1] ? m[1].toLowerCase() : 'p')) : [];
      return { plies: i, chess, ambiguous: fits.length > 1 };
    }
  }
  return { plies: words.length, chess, ambiguous: false };
}

// A sheet: one cell per ply, {san} (English, translated when written) or
// {gap: tick text or ''}; shorter than the game when the writer stopped.
function write(cells, lang, layout) {
  const lines = [`White: A`, `Black: B`, ''];
  const word = (c) => (c.san !== undefined ? translate(c.san, lang) : c.gap);
  for (let ply = 0; ply < cells.length; ply += 2) {
    const number = ply / 2 + 1;
    const w = cells[ply], b = cells[ply + 1];
    const wBlank = w.san === undefined && w.gap === '';
    const bBlank = !b || (b.san === undefined && b.gap === '');
    if (wBlank && bBlank) {
      if (layout !== 'columns') lines.push(`${number}.`);  // else the line is left out
    } else if (wBlank) {
      lines.push(`${number}... ${word(b)}`);
    } else if (layout === 'columns') {
      lines.push(`${String(number).padStart(2)}  ${word(w).padEnd(10)}${bBlank ? '' : word(b)}`);
    } else {
      lines.push(`${number}. ${word(w)}${bBlank ? '' : ' ' + word(b)}`);
    }
  }
  // A sheet ending in blanks says nothing: its last cells are ticks.
  return lines.join('\n') + '\n';
}

function gapCell(trailing) {
  const t = random() < 0.5 || trailing ? pick(Ticks) : '';
  return { gap: t };
}

// The repetition rule of Arbiter's record: for each ply at which a position
// stands a third (or later) time, the moves after its third-latest
// occurrence up to that ply; admissible when some such run is recorded on
// both sheets; null with no repetition.
function admissible(line, unrecorded) {
  const chess = new Chess();
  const seen = new Map([[repetitionKey(chess), [0]]]);
  let any = false;
  for (let ply = 1; ply <= line.length; ++ply) {
    chess.move(line[ply - 1]);
    const key = repetitionKey(chess);
    const plies = seen.get(key) || [];
    plies.push(ply);
    seen.set(key, plies);
    if (plies.length < 3) continue;
    any = true;
    const first = plies[plies.length - 3];
    let recorded = true;
    for (let p = first + 1; p <= ply; ++p) if (unrecorded(p)) recorded = false;
    if (recorded) return true;
  }
  return any ? false : null;
}

function pair(id, scenario, moves) {
  // Both sheets stop early: the game as far as the longer one goes.
  if (scenario === 'both-stop') moves = moves.slice(0, between(moves.length - 8, moves.length - 1));
  const plies = moves.length;
  const sheets = [moves.map((san) => ({ san })), moves.map((san) => ({ san }))];
  const langs = [pick(Object.keys(Letters)), pick(Object.keys(Letters))];
  const layouts = [pick(['lines', 'columns']), pick(['lines', 'columns'])];
  const used = new Set();  // plies (1-based) already changed on some sheet
  const gapOn = (s, ply) => {
    used.add(ply);
    sheets[s][ply - 1] = gapCell(ply === plies);
  };
  const free = (lo, hi) => {
    for (let tries = 0; tries < 50; ++tries) {
      const p = between(lo, hi);
      if (!used.has(p) && !used.has(p - 1) && !used.has(p + 1)) return p;
    }
    return null;
  };
  const expected = { divergence_ply: null, white_sheet_legal: true, black_sheet_legal: true };
  let divergence = null;

  if (scenario === 'diverge-legal' || scenario === 'diverge-illegal' || scenario === 'diverge-stop') {
    const d = between(6, plies - 2);
    used.add(d);
    const chess = replay(moves.slice(0, d - 1)).chess;
    let word;
    if (scenario !== 'diverge-illegal') {
      word = pick(chess.moves().filter((m) => m !== moves[d - 1]));
    } else {
      // The writer's own previous move again, or the opponent's: mostly
      // impossible now. Kept only when chess.js refuses it.
      const tries = [moves[d - 3], moves[d - 2], moves[d - 5]].map((m) => m && m.replace(/[x+#]/g, ''));
      word = tries.find((m) => {
        if (!m) return false;
        const probe = new Chess(chess.fen());
        try {
          probe.move(m);
          return false;
        } catch {
          return true;
        }
      });
    }
    if (!word) return null;
    divergence = { ply: d, sheet: between(0, 1), word };
    sheets[divergence.sheet][d - 1] = { san: word };
  }
  if (scenario === 'neither') {
    const g = free(4, plies - 1);
    if (!g) return null;
    gapOn(0, g);
    gapOn(1, g);
  }
  // Both sheets tick their last moves.
  const tail = scenario === 'tail' ? between(1, 4) : 0;
  // Gaps on one sheet at a time (the other supplies the move), never on the
  // divergent sheet, and a writer who stops early now and then.
  const gaps = scenario === 'clean' ? 0 : between(1, 6);
  for (let i = 0; i < gaps; ++i) {
    const s = divergence ? 1 - divergence.sheet : between(0, 1);
    const p = free(2, plies - tail);
    if (!p) continue;
    used.add(p);
    sheets[s][p - 1] = gapCell(p === plies);
  }
  for (let p = plies - tail + 1; p <= plies; ++p) {
    sheets[0][p - 1] = { gap: pick(Ticks) };
    sheets[1][p - 1] = { gap: pick(Ticks) };
  }
  if (divergence && scenario === 'diverge-stop') sheets[divergence.sheet].length = divergence.ply;
  if (scenario === 'stops' || scenario === 'both-stop') {
    const s = between(0, 1);
    const keep = between(plies - 6, plies - 1);
    let clash = false;
    for (let p = keep + 1; p <= plies; ++p) if (used.has(p)) clash = true;
    if (clash) return null;
    sheets[s].length = keep;
  }

  const unrecordedOn = (s, p) => p > sheets[s].length || sheets[s][p - 1].san === undefined;
  const unrecordedOnEither = (p) => unrecordedOn(0, p) || unrecordedOn(1, p);
  // Past the agreed plies nothing is supplied.
  const missingUpTo = (agreed) => {
    const missing = [];
    for (let p = 1; p <= agreed; ++p)
      for (const s of [0, 1])
        if (unrecordedOn(s, p) && !unrecordedOn(1 - s, p)) missing.push({ sheet: s ? 'black' : 'white', ply: p });
    return missing;
  };

  if (divergence) {
    expected.agreed_plies = divergence.ply - 1;
    expected.divergence_ply = divergence.ply;
    expected.missing = missingUpTo(divergence.ply - 1);
    const own = sheets[divergence.sheet].map((c, i) => (i === divergence.ply - 1 ? divergence.word : moves[i]));
    const own_replay = replay(own);
    if (own_replay.ambiguous) return null;
    const legal = own_replay.plies === own.length;
    expected[divergence.sheet ? 'black_sheet_legal' : 'white_sheet_legal'] = legal;
    expected.reconstructable = false;
    expected.final_fen = null;
    expected.repetition_claim_admissible = admissible(moves.slice(0, divergence.ply - 1), unrecordedOnEither);
  } else {
    // Every completion of the plies neither sheet records whose later
    // words all replay, up to the last move either sheet records: the moves
    // they all play alike are agreed, and the final positions they reach
    // say whether the game's end follows.
    let lastRecorded = plies;
    while (lastRecorded > 0 && unrecordedOn(0, lastRecorded) && unrecordedOn(1, lastRecorded)) --lastRecorded;
    const finals = new Set();
    let line = null;
    let shared = lastRecorded;
    const gapsOnBoth = [];
    for (let p = 1; p <= lastRecorded; ++p) if (unrecordedOn(0, p) && unrecordedOn(1, p)) gapsOnBoth.push(p);
    const extend = (chess, ply, played) => {
      if (ply > lastRecorded) {
        finals.add(positionOf(chess));
        if (!line) line = played.slice();
        let same = 0;
        while (same < shared && line[same] === played[same]) ++same;
        shared = same;
        return;
      }
      const options = gapsOnBoth.includes(ply) ? chess.moves() : [moves[ply - 1]];
      for (const m of options) {
        const next = new Chess(chess.fen());
        try {
          next.move(m);
        } catch {
          continue;
        }
        played.push(next.history()[0] || m);
        extend(next, ply + 1, played);
        played.pop();
      }
    };
    extend(new Chess(), 1, []);
    expected.agreed_plies = shared;
    expected.divergence_ply = shared < plies ? shared + 1 : null;
    expected.missing = missingUpTo(shared);
    expected.reconstructable = lastRecorded === plies && finals.size === 1;
    expected.final_fen = expected.reconstructable ? [...finals][0] : null;
    expected.repetition_claim_admissible = admissible(line.slice(0, shared), unrecordedOnEither);
  }
  return {
    id,
    scenario,
    white_sheet: write(sheets[0], langs[0], layouts[0]),
    black_sheet: write(sheets[1], langs[1], layouts[1]),
    expected,
  };
}

const masters = games('masters/serhiis21/Capablanca.pgn', 400, (m) => m.length >= 24 && m.length <= 80);
const repeated = games('online/chesscom/cancer0707_chesscom_export.pgn', 2000, (m) => {
  const chess = new Chess();
  const seen = new Map();
  for (const san of m) {
    chess.move(san);
    const k = repetitionKey(chess);
    seen.set(k, (seen.get(k) || 0) + 1);
    if (seen.get(k) >= 3) return m.length <= 140;
  }
  return false;
});

const Scenarios = ['clean', 'gaps', 'gaps', 'stops', 'neither', 'neither', 'diverge-legal', 'diverge-illegal'];
let id = 0;
for (const moves of masters.slice(0, 130)) {
  const p = pair(++id, pick(Scenarios), moves);
  if (p) console.log(JSON.stringify(p));
}
for (const moves of repeated) {
  const p = pair(++id, pick(['clean', 'gaps', 'gaps', 'gaps']), moves);
  if (p) console.log(JSON.stringify(p));
}
// The sheets' ends: both sheets ticking their last moves, a sheet writing
// another move and stopping there, both sheets stopping early.
for (const moves of masters.slice(130, 190)) {
  const p = pair(++id, pick(['tail', 'tail', 'diverge-stop', 'both-stop']), moves);
  if (p) console.log(JSON.stringify(p));
}
