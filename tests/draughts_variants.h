// Variant rows the draughts tests make from the table, for records the
// table has no row for.
#pragma once

#include "draughts/variant.h"

// Seed 004 writes Anglo-American games in the Spanish numbering, the side
// that moves first (Black in English books) called White and numbered from
// 1: English rules, Spanish squares. The variant table is data, so such a
// variant is one row more.
inline arbiter::draughts::Variant english_in_spanish_numbering() {
  arbiter::draughts::Variant v = *arbiter::draughts::find_variant("english");
  const arbiter::draughts::Variant& spanish = *arbiter::draughts::find_variant("spanish");
  v.first_mover = spanish.first_mover;
  v.low_side = spanish.low_side;
  v.mirrored = spanish.mirrored;
  return v;
}
