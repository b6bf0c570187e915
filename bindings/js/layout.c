/* SPDX-License-Identifier: MIT */
/* The struct layouts the JavaScript binding reads and writes in the
 * WebAssembly memory (the offsets written in bindings/js/library.mjs and
 * game.mjs), checked by the compiler:
 * built into the module by scripts/web.sh, it fails the build when the
 * header and the binding disagree. It defines nothing. */
#include <safari.h>
#include <stddef.h>

#define AT(type, field, offset) _Static_assert(offsetof(type, field) == (offset), #type "." #field)
#define SIZE(type, size) _Static_assert(sizeof(type) == (size), #type)

SIZE(void *, 4);
SIZE(safari_move, 8);
AT(safari_move, kind, 0);
AT(safari_move, species, 1);
AT(safari_move, index, 2);
AT(safari_move, tile, 3);
AT(safari_move, x, 4);
AT(safari_move, y, 6);
SIZE(safari_decision, 16);
SIZE(safari_diag, 128);
AT(safari_diag, message, 4);
SIZE(safari_options, 36);
AT(safari_options, boosts, 28);
AT(safari_options, tileset, 32);
SIZE(safari_seat_info, 28);
SIZE(safari_pool_info, 52);
AT(safari_pool_info, bag, 12);
AT(safari_pool_info, discard, 32);
SIZE(safari_tile_info, 16);
AT(safari_tile_info, tile, 4);
AT(safari_tile_info, copy, 5);
AT(safari_tile_info, rotation, 6);
AT(safari_tile_info, start, 7);
AT(safari_tile_info, sides, 8);
AT(safari_tile_info, baobab, 13);
AT(safari_tile_info, features, 14);
SIZE(safari_tile_feature, 32);
AT(safari_tile_feature, animals, 12);
SIZE(safari_tileset_info, 16);
AT(safari_tileset_info, faces, 8);
/* A face off the board (face.mjs). */
SIZE(safari_face, 184);
AT(safari_face, face, 4);
AT(safari_face, rotation, 20);
AT(safari_face, sides, 24);
AT(safari_face, baobab, 29);
AT(safari_face, features, 30);
AT(safari_face, corners, 31);
AT(safari_face, birds, 32);
AT(safari_face, savanna, 36);
AT(safari_face, feature, 56);
SIZE(safari_meeple_info, 12);
AT(safari_meeple_info, x, 4);
AT(safari_meeple_info, y, 6);
AT(safari_meeple_info, spot, 8);
SIZE(safari_feature_info, 60);
AT(safari_feature_info, animals, 20);
AT(safari_feature_info, meeples, 40);
SIZE(safari_slot_info, 12);
SIZE(safari_event, 20);
AT(safari_event, x, 12);
AT(safari_event, y, 14);
AT(safari_event, spot, 16);
/* The fixed action space: a window, and the metadata (game.mjs). */
SIZE(safari_window, 16);
AT(safari_window, width, 8);
SIZE(safari_metadata, 48);
AT(safari_metadata, obs_size, 28);
AT(safari_metadata, max_margin, 44);
/* The planning player and its levels (levels.mjs). */
SIZE(safari_plan_options, 48);
AT(safari_plan_options, iterations, 4);
AT(safari_plan_options, time_ms, 8);
AT(safari_plan_options, candidates, 12);
AT(safari_plan_options, replies, 16);
AT(safari_plan_options, beam, 20);
AT(safari_plan_options, temperature, 24);
AT(safari_plan_options, weights, 32);
SIZE(safari_plan_stats, 24);
AT(safari_plan_stats, elapsed_ms, 12);
AT(safari_plan_stats, value, 16);
/* The picture's options (game.mjs, svg()). */
SIZE(safari_svg_options, 24);
AT(safari_svg_options, width, 4);
AT(safari_svg_options, height, 8);
AT(safari_svg_options, legend, 12);
AT(safari_svg_options, scores, 16);
AT(safari_svg_options, ids, 20);
SIZE(safari_level_info, 16);
AT(safari_level_info, elo, 4);
AT(safari_level_info, time_ms, 8);
AT(safari_level_info, iterations, 12);
