// Reference data for the adjudication tests, from an independent
// implementation: chess.js (npm, 1.4.0), whose FEN writes the en-passant
// square only when the capture is legal and whose castling rights follow the
// Laws, so its first four FEN fields are the position identity of FIDE 9.2.
//
//   cd tests/tools && npm install --no-save chess.js@1.4.0
//   node repetition_reference.mjs FILE.pgn > ../data/NAME.reference.jsonl
//
// One JSON line per game: the number of plies chess.js replays, the first ply
// at which the position has appeared three times with White / Black to move,
// the first with five, and the first ply at which the halfmove clock reaches
// 100 with White / Black to move, and 150, and the first ply with
// insufficient material (chess.js isInsufficientMaterial) (-1: never).
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

const text = readFileSync(process.argv[2], 'latin1');
const games = text.split(/\r?\n\r?\n(?=\[Event )/);
games.forEach((pgn, i) => {
  const replay = new Chess();
  let moves;
  try {
    replay.loadPgn(pgn);
    moves = replay.history();
  } catch (e) {
    console.log(JSON.stringify({ game: i + 1, error: String(e.message || e) }));
    return;
  }
  const header = replay.getHeaders ? replay.getHeaders() : replay.header();
  const board = header.FEN ? new Chess(header.FEN) : new Chess();
  const seen = new Map();
  const result = { game: i + 1, plies: moves.length, threefold: [-1, -1], fivefold: -1, fifty: [-1, -1], seventy_five: -1, insufficient: -1 };
  const look = (ply) => {
    const fields = board.fen().split(' ');
    const key = fields.slice(0, 4).join(' ');
    const n = (seen.get(key) || 0) + 1;
    seen.set(key, n);
    const side = fields[1] === 'w' ? 0 : 1;
    const clock = Number(fields[4]);
    if (n >= 3 && result.threefold[side] < 0) result.threefold[side] = ply;
    if (n >= 5 && result.fivefold < 0) result.fivefold = ply;
    if (clock >= 100 && result.fifty[side] < 0) result.fifty[side] = ply;
    if (clock >= 150 && result.seventy_five < 0 && !board.isCheckmate()) result.seventy_five = ply;
    if (result.insufficient < 0 && board.isInsufficientMaterial()) result.insufficient = ply;
  };
  look(0);
  moves.forEach((san, ply) => {
    board.move(san);
    look(ply + 1);
  });
  console.log(JSON.stringify(result));
});
