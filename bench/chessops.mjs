// The chessops peer of bench/compare: lichess' own PGN reader and move
// replay (npm chessops, TypeScript compiled to JavaScript, run by node).
// Streams FILE through PgnParser, replays every move of every line with
// parseSan + play, and prints one line: games, plies, games with an error.
//
//   npm install --no-save --prefix bench chessops@0.15.1   (bench/compare does it)
//   node bench/chessops.mjs FILE
import { openSync, readSync } from 'node:fs';
import { PgnParser, startingPosition, walk } from 'chessops/pgn';
import { parseSan } from 'chessops/san';

let games = 0;
let plies = 0;
let failed = 0;

const replay = (game) => {
  games += 1;
  const start = startingPosition(game.headers);
  if (start.isErr) {
    failed += 1;
    return;
  }
  let ok = true;
  walk(game.moves, start.value, (pos, node) => {
    const move = parseSan(pos, node.san);
    if (!move) {
      ok = false;
      return false;  // the rest of this line cannot be replayed
    }
    pos.play(move);
    plies += 1;
    return true;
  });
  if (!ok) failed += 1;
};

const parser = new PgnParser(replay);
const decoder = new TextDecoder('utf-8');
const fd = openSync(process.argv[2], 'r');
const chunk = Buffer.allocUnsafe(1 << 20);
for (;;) {
  const n = readSync(fd, chunk, 0, chunk.length, null);
  if (n === 0) break;
  parser.parse(decoder.decode(chunk.subarray(0, n), { stream: true }), { stream: true });
}
parser.parse(decoder.decode());
console.log(JSON.stringify({ games, plies, failed }));
