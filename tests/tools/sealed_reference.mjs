// Generated sealed-move envelopes with their verdicts from an independent
// implementation: chess.js (npm, 1.4.0) for the legal moves and, through its
// move generator with legal:false, the pseudo-legal ones (a piece moving by
// its rules with a clear path, king safety ignored). Positions come from real
// games; each envelope writes a move of the position (or a square no piece
// reaches) in SAN, Spanish algebraic, English or Spanish descriptive, and the
// expected verdict is what this script's own reading of that text finds:
//   valid       exactly one legal move fits
//   ambiguous   two or more legal moves fit
//   illegal     no legal move fits, a pseudo-legal one does (only check stops it)
//   impossible  not even a pseudo-legal move fits
//
//   cd tests/tools && npm install --no-save chess.js@1.4.0
//   node sealed_reference.mjs ../../../shared/corpus/masters/chesslib/linares_2002.pgn > ../data/sealed_generated.txt
//
// Each envelope carries "Expected verdict" and "Expected matches" (UCI,
// sorted) for the test (tests/sealed_test.cpp); Arbiter ignores those keys.
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

const FILES = 'abcdefgh';
const LETTERS = {
  'san-en': { p: '', n: 'N', b: 'B', r: 'R', q: 'Q', k: 'K' },
  'san-es': { p: '', n: 'C', b: 'A', r: 'T', q: 'D', k: 'R' },
};
const DESC = {
  'desc-en': { piece: { p: 'P', n: 'N', b: 'B', r: 'R', q: 'Q', k: 'K' },
               files: ['QR', 'QN', 'QB', 'Q', 'K', 'KB', 'KN', 'KR'],
               wingless: { a: 'R', b: 'N', c: 'B', f: 'B', g: 'N', h: 'R' } },
  'desc-es': { piece: { p: 'P', n: 'C', b: 'A', r: 'T', q: 'D', k: 'R' },
               files: ['TD', 'CD', 'AD', 'D', 'R', 'AR', 'CR', 'TR'],
               wingless: { a: 'T', b: 'C', c: 'A', f: 'A', g: 'C', h: 'T' } },
};

// A deterministic generator, so the data file is the same on every run.
let seed = 20261122;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor((seed / 2147483648) * n);
};
const pick = (list) => list[random(list.length)];

const uci = (m) => m.from + m.to + (m.promotion || '');
const fileIndex = (sq) => FILES.indexOf(sq[0]);
const relRank = (sq, color) => (color === 'w' ? Number(sq[1]) : 9 - Number(sq[1]));

// chess.js's move lists: internal squares are 0x88 indices.
const squareName = (i) => FILES[i & 15] + String(8 - (i >> 4));
function moveLists(board) {
  const legal = board.moves({ verbose: true }).map((m) => ({
    from: m.from, to: m.to, piece: m.piece, captured: m.captured, promotion: m.promotion, flags: m.flags,
  }));
  const pseudo = board._moves({ legal: false }).map((m) => ({
    from: squareName(m.from), to: squareName(m.to), piece: m.piece, captured: m.captured, promotion: m.promotion,
    flags: (m.flags & 2) || (m.flags & 8) ? 'e' : '',
  }));
  return { legal, pseudo };
}
const castles = (m) => m.flags.includes('k') || m.flags.includes('q');

// A text's meaning, independent of the way it is written:
// { piece, to: [squares] | null, rank: relative rank | 0, files: [file indices],
//   fromFile, capture, victim }.
function fits(spec, m, color) {
  if (m.piece !== spec.piece || castles(m)) return false;
  if (spec.fromFile !== undefined && m.from[0] !== spec.fromFile) return false;
  const capture = Boolean(m.captured);
  if (spec.algebraic) return m.to === spec.to;  // algebraic: the square decides, x or not
  if (capture !== spec.capture) return false;
  if (spec.capture) return m.captured === spec.victim;
  if (!spec.files.includes(fileIndex(m.to))) return false;
  return spec.rank === 0 || relRank(m.to, color) === spec.rank;
}
const denoted = (spec, moves, color) => moves.filter((m) => fits(spec, m, color));

// The text of a spec in a notation.
function write(spec, notation, color) {
  if (notation.startsWith('san')) {
    const L = LETTERS[notation];
    const capture = spec.captureWritten ? 'x' : '';
    if (spec.piece === 'p') return (spec.fromFile && capture ? spec.fromFile : '') + capture + spec.to;
    return L[spec.piece] + (spec.fromFile || '') + capture + spec.to;
  }
  const D = DESC[notation];
  const english = notation === 'desc-en';
  const piece = D.piece[spec.piece];
  if (spec.capture) return piece + 'x' + D.piece[spec.victim];
  let file = spec.files.length === 1 ? D.files[spec.files[0]] : D.wingless[FILES[spec.files[0]]];
  const rank = spec.rank ? String(spec.rank) : '';
  return english ? `${piece}-${file}${rank}` : `${piece}${rank ? '' : '-'}${rank}${file}`;
}

// Specs for a move, as a writer would put it: the square in full.
function specOf(m, notation, color, { disambiguate }) {
  if (notation.startsWith('san')) {
    const spec = { algebraic: true, piece: m.piece, to: m.to, captureWritten: Boolean(m.captured) };
    if (m.piece === 'p' && m.captured) spec.fromFile = m.from[0];
    else if (disambiguate) spec.fromFile = m.from[0];
    return spec;
  }
  if (m.captured) return { piece: m.piece, capture: true, victim: m.captured };
  return { piece: m.piece, capture: false, files: [fileIndex(m.to)], rank: relRank(m.to, color) };
}

const cases = [];
function add(fen, color, notation, text, verdict, matches, intended) {
  cases.push({ fen, color, notation, text, verdict, matches: matches.map(uci).sort(), intended });
}

function classify(spec, lists, color) {
  const legal = denoted(spec, lists.legal, color);
  if (legal.length === 1) return ['valid', legal];
  if (legal.length > 1) return ['ambiguous', legal];
  return [denoted(spec, lists.pseudo, color).length ? 'illegal' : 'impossible', []];
}

function generate(fen) {
  const board = new Chess(fen);
  const color = board.turn();
  const lists = moveLists(board);
  const plain = lists.legal.filter((m) => !m.promotion && !castles(m));
  if (!plain.length) return;
  for (const notation of ['san-en', 'san-es', 'desc-en', 'desc-es']) {
    // A move as written in full: valid, or ambiguous where the notation
    // cannot tell two moves apart (descriptive NxP).
    const m = pick(plain);
    const spec = specOf(m, notation, color, { disambiguate: false });
    const [verdict, matches] = classify(spec, lists, color);
    add(fen, color, notation, write(spec, notation, color), verdict, matches, uci(m));
    // The file or rank left out: ambiguous when two moves fit.
    if (notation.startsWith('desc') && !spec.capture) {
      const loose = random(2) ? { ...spec, rank: 0 } : { ...spec, files: [spec.files[0], 7 - spec.files[0]] };
      if (loose.files.length === 1 || DESC[notation].wingless[FILES[loose.files[0]]]) {
        const [v, ms] = classify(loose, lists, color);
        add(fen, color, notation, write(loose, notation, color), v, ms, uci(m));
      }
    }
    // Two pieces of a kind that go to one square: SAN without the file is
    // ambiguous, with it valid.
    if (notation.startsWith('san')) {
      const twins = plain.filter((a) => a.piece !== 'p' &&
        plain.some((b) => b !== a && b.piece === a.piece && b.to === a.to));
      if (twins.length) {
        const t = pick(twins);
        for (const disambiguate of [false, true]) {
          const ts = specOf(t, notation, color, { disambiguate });
          const [v, ms] = classify(ts, lists, color);
          add(fen, color, notation, write(ts, notation, color), v, ms, uci(t));
        }
      }
    }
    // A move only king safety forbids.
    const legalSet = new Set(lists.legal.map(uci));
    const forbidden = lists.pseudo.filter((p) => !legalSet.has(uci(p)) && !p.promotion);
    if (forbidden.length) {
      const f = pick(forbidden);
      const fs = specOf(f, notation, color, { disambiguate: false });
      const [v, ms] = classify(fs, lists, color);
      add(fen, color, notation, write(fs, notation, color), v, ms, uci(f));
    }
    // A square the piece named does not reach.
    const piece = pick(['n', 'b', 'r', 'q', 'k']);
    const to = FILES[random(8)] + String(1 + random(8));
    const target = board.get(to);
    if (!target || target.color !== color) {
      const captured = target ? target.type : undefined;
      const ws = notation.startsWith('san')
        ? { algebraic: true, piece, to, captureWritten: Boolean(captured) }
        : captured && captured !== 'k'
          ? { piece, capture: true, victim: captured }
          : { piece, capture: false, files: [fileIndex(to)], rank: relRank(to, color) };
      if (!(ws.capture === false && target)) {
        const [v, ms] = classify(ws, lists, color);
        add(fen, color, notation, write(ws, notation, color), v, ms, null);
      }
    }
  }
}

const text = readFileSync(process.argv[2], 'latin1');
const games = text.split(/\r?\n\r?\n(?=\[Event )/);
for (const pgn of games) {
  const replay = new Chess();
  try {
    replay.loadPgn(pgn);
  } catch {
    continue;
  }
  const moves = replay.history();
  const board = new Chess();
  moves.forEach((san, ply) => {
    board.move(san);
    if (ply % 13 === 12) generate(board.fen());
  });
}

console.log('# Generated by tests/tools/sealed_reference.mjs from chess.js (see there); do not edit.');
cases.forEach((c, i) => {
  if (i) console.log('---');
  console.log(`FEN: ${c.fen}`);
  console.log(`Sealed by: ${c.color === 'w' ? 'White' : 'Black'}`);
  console.log(`Sealed move: ${c.text}`);
  console.log(`Sealed notation: ${c.notation}`);
  console.log(`Expected verdict: ${c.verdict}`);
  console.log(`Expected matches: ${c.matches.join(' ')}`);
  if (c.intended) console.log(`Intended: ${c.intended}`);
});
