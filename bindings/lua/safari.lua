-- SPDX-License-Identifier: MIT
--- libsafari for LuaJIT: the rules engine of Carcassonne: Safari.
--
--   local safari = require("safari")
--   local game = safari.Game{seats = 2}
--   local rng = safari.SplitMix64(1)
--   while not game:is_over() do game:apply(game:sample_move(rng)) end
--   print(game:record())
--
-- The module calls the C library through the FFI. It loads, in order: the
-- file named by the environment variable SAFARI_LIBRARY, a libsafari.so.0
-- beside this file, the one in the library directory of the prefix the
-- module was installed into (`cmake --install`), then libsafari.so.0 through
-- the system loader; and it refuses a library whose major version is not
-- its own.
--
-- Seats are numbered from 0 as in C and in records; lists returned by the
-- module are Lua arrays from 1 (scores[seat + 1]). Failures raise an error
-- object (see safari.Error) with `status`, `name` and `message` fields.

local ffi = require("ffi")
local bit = require("bit")

local M = {}

--- The binding's version; its major must equal the loaded library's.
M.VERSION = "0.3.0"
M.VERSION_MAJOR = tonumber(M.VERSION:match("^(%d+)"))
local SONAME = "libsafari.so." .. M.VERSION_MAJOR
-- Where `cmake --install` put libsafari, relative to this file's directory
-- (or absolute); nil in the source tree. The install rule rewrites this one
-- line (scripts/cmake/SafariInstall.cmake).
local INSTALLED_LIBDIR = nil

-- The declarations of include/safari.h, as `cc -E -P -DSAFARI_API=` prints
-- them (bindings/check_sync.py fails when they differ). Constants are
-- enumerators there, so the module reads them from the FFI (C.SAFARI_*).
local CDEF = [[
 uint32_t safari_version_number(void);
 const char *safari_version_string(void);
typedef enum safari_status {
    SAFARI_OK = 0, SAFARI_EINVAL = -1, SAFARI_ENOMEM = -2, SAFARI_EBUFS = -3, SAFARI_EILLEGAL = -4, SAFARI_EPARSE = -5, SAFARI_ENOUNDO = -6, SAFARI_ENOTFOUND = -7, SAFARI_ELIMIT = -8,
    SAFARI_STATUS_END_ = 1
} safari_status;
 const char *safari_strerror(int status);
typedef struct safari_diag {
    int32_t line;
    char message[124];
} safari_diag;
enum {
    SAFARI_MAX_SEATS = 5,
    SAFARI_MEEPLES = 6,
    SAFARI_SPECIES = 5,
    SAFARI_TOKENS_PER_SPECIES = 10,
    SAFARI_RANGERS = 2,
    SAFARI_MAX_LAND_TILES = 200,
    SAFARI_MAX_START_CELLS = 8,
    SAFARI_MAX_TILE_TYPES = 99
};
enum {
    SAFARI_MAX_MOVES = 5120
};
typedef enum safari_species {
    SAFARI_APE = 0,
    SAFARI_ELEPHANT = 1,
    SAFARI_GIRAFFE = 2,
    SAFARI_LION = 3,
    SAFARI_ZEBRA = 4,
    SAFARI_NO_SPECIES = 5
} safari_species;
typedef enum safari_side {
    SAFARI_NORTH = 0,
    SAFARI_EAST = 1,
    SAFARI_SOUTH = 2,
    SAFARI_WEST = 3,
    SAFARI_BAOBAB = 4
} safari_side;
typedef enum safari_corner {
    SAFARI_NE = 0,
    SAFARI_SE = 1,
    SAFARI_SW = 2,
    SAFARI_NW = 3
} safari_corner;
typedef enum safari_decision_kind {
    SAFARI_DECISION_DRAW = 0,
    SAFARI_DECISION_TOKEN = 1,
    SAFARI_DECISION_PLACE = 2,
    SAFARI_DECISION_ACTION = 3,
    SAFARI_DECISION_BOOST = 4,
    SAFARI_DECISION_PARK = 5,
    SAFARI_DECISION_END = 6
} safari_decision_kind;
enum {
    SAFARI_CHANCE = -1,
    SAFARI_NOBODY = -2
};
typedef struct safari_decision {
    int32_t kind;
    int32_t to_move;
    int32_t recipient;
    int32_t active;
} safari_decision;
typedef enum safari_move_kind {
    SAFARI_MOVE_DRAW = 0,
    SAFARI_MOVE_TOKEN = 1,
    SAFARI_MOVE_PLACE = 2,
    SAFARI_MOVE_DISCARD = 3,
    SAFARI_MOVE_MEEPLE = 4,
    SAFARI_MOVE_RANGER = 5,
    SAFARI_MOVE_DIG = 6,
    SAFARI_MOVE_EXPAND = 7,
    SAFARI_MOVE_PASS = 8,
    SAFARI_MOVE_BOOST = 9,
    SAFARI_MOVE_PARK = 10
} safari_move_kind;
typedef struct safari_move {
    uint8_t kind;
    uint8_t species;
    uint8_t index;
    uint8_t tile;
    int16_t x;
    int16_t y;
} safari_move;
typedef struct safari_allocator {
    void *(*alloc)(void *ud, size_t size);
    void (*free)(void *ud, void *ptr, size_t size);
    void *ud;
} safari_allocator;
typedef struct safari_tileset safari_tileset;
 int safari_tileset_load(safari_tileset **out, const char *text, size_t len,
                                   const safari_allocator *alloc, safari_diag *diag);
 int safari_tileset_new_default(safari_tileset **out, const safari_allocator *alloc);
 void safari_tileset_free(safari_tileset *ts);
 const char *safari_tileset_default_text(void);
 const char *safari_tileset_text(const safari_tileset *ts, size_t *len);
 int safari_tileset_is_default(const safari_tileset *ts);
typedef struct safari_tileset_info {
    int32_t types;
    int32_t land_tiles;
    int32_t faces;
    int32_t start_cells;
} safari_tileset_info;
 int safari_tileset_info_get(const safari_tileset *ts, safari_tileset_info *out);
typedef struct safari_tile_type_info {
    int32_t id;
    int32_t copies;
    char sides[5];
    uint8_t baobab;
    uint8_t features;
    uint8_t reserved;
    int32_t animals[SAFARI_SPECIES];
    int32_t birds;
} safari_tile_type_info;
 int safari_tileset_type(const safari_tileset *ts, int32_t i, safari_tile_type_info *out);
typedef struct safari_game safari_game;
typedef enum safari_final_scoring {
    SAFARI_FINAL_MAJORITY = 0,
    SAFARI_FINAL_ALL = 1
} safari_final_scoring;
typedef enum safari_baobab_tokens {
    SAFARI_BAOBAB_BEFORE = 0,
    SAFARI_BAOBAB_AFTER = 1
} safari_baobab_tokens;
typedef enum safari_board_limit {
    SAFARI_LIMIT_NONE = 0,
    SAFARI_LIMIT_TABLE = 1,
    SAFARI_LIMIT_WINDOW = 2
} safari_board_limit;
typedef enum safari_boosts {
    SAFARI_BOOSTS_INDEPENDENT = 0,
    SAFARI_BOOSTS_DISTINCT = 1
} safari_boosts;
typedef struct safari_options {
    int32_t seats;
    int32_t first_seat;
    int32_t final_scoring;
    int32_t baobab_tokens;
    int32_t board_limited;
    int32_t limit_x;
    int32_t limit_y;
    int32_t boosts;
    const safari_tileset *tileset;
} safari_options;
 int safari_game_new(safari_game **out, const safari_options *options);
 int safari_game_new_ex(safari_game **out, const safari_options *options,
                                  const safari_allocator *alloc);
 int safari_game_clone(safari_game **out, const safari_game *game);
 int safari_game_copy(safari_game *dst, const safari_game *src);
 void safari_game_free(safari_game *game);
 int safari_game_options(const safari_game *game, safari_options *out);
 const safari_tileset *safari_game_tileset(const safari_game *game);
 size_t safari_game_state_size(const safari_game *game);
 int safari_game_decision(const safari_game *game, safari_decision *out);
 int safari_game_legal_moves(const safari_game *game, safari_move *moves,
                                       size_t cap, size_t *count);
 int safari_game_outcomes(const safari_game *game, safari_move *moves,
                                    uint32_t *weights, size_t cap, size_t *count);
 int safari_game_is_legal(const safari_game *game, const safari_move *move);
 int safari_game_apply(safari_game *game, const safari_move *move);
 int safari_game_undo(safari_game *game);
 size_t safari_game_history_length(const safari_game *game);
 int safari_game_history_move(const safari_game *game, size_t i, safari_move *out);
 uint64_t safari_game_hash(const safari_game *game);
typedef struct safari_seat_info {
    int32_t score;
    int32_t meeples;
    int32_t tokens[SAFARI_SPECIES];
} safari_seat_info;
typedef struct safari_pool_info {
    int32_t seats;
    int32_t stack;
    int32_t discarded_tiles;
    int32_t bag[SAFARI_SPECIES];
    int32_t discard[SAFARI_SPECIES];
} safari_pool_info;
 int safari_game_seat(const safari_game *game, int32_t seat, safari_seat_info *out);
 int safari_game_pools(const safari_game *game, safari_pool_info *out);
 int safari_game_projected_scores(const safari_game *game, int32_t *scores, size_t cap);
 int safari_game_projected_scores_ex(const safari_game *game, int32_t *scores,
                                               size_t cap, size_t *count);
 int safari_game_is_winner(const safari_game *game, int32_t seat);
typedef enum safari_policy {
    SAFARI_POLICY_UNIFORM = 0,
    SAFARI_POLICY_SCORING = 1
} safari_policy;
typedef enum safari_playout_result {
    SAFARI_RESULT_SCORES = 0,
    SAFARI_RESULT_WINS = 1
} safari_playout_result;
typedef struct safari_playout_options {
    int32_t policy;
    int32_t result;
    uint32_t max_moves;
    uint32_t reserved;
} safari_playout_options;
 int safari_game_playout(safari_game *game, uint64_t *rng_state,
                                   const safari_playout_options *options, size_t *played);
 int safari_game_sample_move(const safari_game *game, uint64_t *rng_state,
                                       const safari_playout_options *options, safari_move *out);
 int safari_game_playouts(const safari_game *root, safari_game *scratch, size_t n,
                                    uint64_t *rng_state, const safari_playout_options *options,
                                    int32_t *results, size_t cap, size_t *count);
typedef struct safari_search_options {
    uint32_t playouts;
    uint32_t time_ms;
    double explore;
    double score_weight;
    int32_t policy;
    uint32_t reserved;
} safari_search_options;
typedef struct safari_search_stats {
    uint32_t playouts;
    uint32_t nodes;
    uint32_t visits;
    uint32_t elapsed_ms;
    double value;
} safari_search_stats;
 int safari_game_search_move(const safari_game *game,
                                       const safari_search_options *options,
                                       uint64_t *rng_state, safari_move *out,
                                       safari_search_stats *stats);
 int safari_game_greedy_move(safari_game *game, uint64_t *rng_state, safari_move *out);
typedef enum safari_eval_feature {
    SAFARI_EVAL_SCORE = 0,
    SAFARI_EVAL_FINAL = 1,
    SAFARI_EVAL_TOKENS = 2,
    SAFARI_EVAL_SPECIES = 3,
    SAFARI_EVAL_MEEPLES = 4,
    SAFARI_EVAL_MEEPLES_LATE = 5,
    SAFARI_EVAL_TOKENS_LATE = 6,
    SAFARI_EVAL_GAIN_OPEN1 = 7,
    SAFARI_EVAL_GAIN_OPEN2 = 8,
    SAFARI_EVAL_GAIN_OPEN3 = 9,
    SAFARI_EVAL_GAIN_LATE = 10,
    SAFARI_EVAL_WASTED = 11,
    SAFARI_EVAL_SHARED = 12,
    SAFARI_EVAL_BAOBAB = 13,
    SAFARI_EVAL_BAOBAB_MEEPLES = 14,
    SAFARI_EVAL_HOLE_MEEPLES = 15,
    SAFARI_EVAL_FEATURES = 16
} safari_eval_feature;
 int safari_game_eval_features(const safari_game *game, int32_t seat, double *out,
                                         size_t cap, size_t *count);
 int safari_eval_default_weights(double *out, size_t cap, size_t *count);
 int safari_game_evaluate(const safari_game *game, const double *weights,
                                    size_t nweights, double *values, size_t cap, size_t *count);
typedef struct safari_plan_options {
    uint32_t size;
    uint32_t iterations;
    uint32_t time_ms;
    uint32_t candidates;
    uint32_t replies;
    uint32_t beam;
    double temperature;
    const double *weights;
    uint32_t nweights;
    uint32_t reserved;
} safari_plan_options;
typedef struct safari_plan_stats {
    uint32_t turns;
    uint32_t worlds;
    uint32_t candidates;
    uint32_t elapsed_ms;
    double value;
} safari_plan_stats;
 int safari_game_plan_move(const safari_game *game, const safari_plan_options *options,
                                     uint64_t *rng_state, safari_move *out,
                                     safari_plan_stats *stats);
typedef struct safari_level_info {
    const char *name;
    int32_t elo;
    uint32_t time_ms;
    uint32_t iterations;
} safari_level_info;
 int safari_level_options(int32_t level, safari_plan_options *options,
                                    safari_level_info *info);
typedef struct safari_score_stats {
    double games;
    double mean;
    double half95;
    double elo;
    double elo_low;
    double elo_high;
} safari_score_stats;
 int safari_stats_scores(double games, double sum, double sum_squares,
                                   safari_score_stats *out);
typedef struct safari_window {
    int32_t x0;
    int32_t y0;
    int32_t width;
    int32_t height;
} safari_window;
enum {
    SAFARI_WINDOW_MAX = 512,
    SAFARI_ACTION_CELL_PLANES = 47,
    SAFARI_ACTION_FIXED = 18
};
 int safari_game_board_window(const safari_game *game, safari_window *out);
 int safari_game_action_count(const safari_game *game, const safari_window *window,
                                        uint32_t *out);
 int safari_game_action_index(const safari_game *game, const safari_window *window,
                                        const safari_move *move, uint32_t *out);
 int safari_game_action_move(const safari_game *game, const safari_window *window,
                                       uint32_t index, safari_move *out);
 int safari_game_legal_mask(const safari_game *game, const safari_window *window,
                                      uint8_t *mask, size_t cap, size_t *count, size_t *outside);
 int safari_game_legal_actions(const safari_game *game, const safari_window *window,
                                         uint32_t *actions, size_t cap, size_t *count,
                                         size_t *outside);
enum {
    SAFARI_OBS_P_TILE = 0,
    SAFARI_OBS_P_TRAIL = 1,
    SAFARI_OBS_P_BUSH = 5,
    SAFARI_OBS_P_OPEN = 9,
    SAFARI_OBS_P_ANIMALS = 13,
    SAFARI_OBS_P_BIRDS = 18,
    SAFARI_OBS_P_BAOBAB = 19,
    SAFARI_OBS_P_MEEPLES = 20,
    SAFARI_OBS_P_TOKENS = 25,
    SAFARI_OBS_P_RANGERS = 45,
    SAFARI_OBS_P_FITS = 47,
    SAFARI_OBS_CELL_PLANES = 48,
    SAFARI_OBS_V_SCORES = 0,
    SAFARI_OBS_V_SUPPLY = 5,
    SAFARI_OBS_V_MEEPLES = 30,
    SAFARI_OBS_V_BAG = 35,
    SAFARI_OBS_V_DISCARD = 40,
    SAFARI_OBS_V_DISCARDED_TILES = 45,
    SAFARI_OBS_V_SEATS = 46,
    SAFARI_OBS_V_DECISION = 47,
    SAFARI_OBS_V_TO_MOVE = 54,
    SAFARI_OBS_VECTOR_FIXED = 59
};
 int safari_game_observation_size(const safari_game *game, const safari_window *window,
                                            uint32_t *planes, uint32_t *vector);
 int safari_game_observation(const safari_game *game, const safari_window *window,
                                       int32_t viewer, float *out, size_t cap, size_t *count);
enum { SAFARI_AI_TABLE_HALF = 12 };
 int safari_game_table_window(const safari_game *game, safari_window *out);
 int safari_game_apply_action(safari_game *game, const safari_window *window,
                                        uint32_t index);
enum {
    SAFARI_OBS_P_PLACED = 48,
    SAFARI_OBS_EX_PLANES = 49,
    SAFARI_OBS_EX_VECTOR_FIXED = 4
};
 int safari_game_observation_ex_size(const safari_game *game,
                                               const safari_window *window, uint32_t *planes,
                                               uint32_t *vector);
 int safari_game_observation_ex(const safari_game *game, const safari_window *window,
                                          int32_t viewer, float *out, size_t cap, size_t *count);
 int safari_game_observation_u8(const safari_game *game, const safari_window *window,
                                          int32_t viewer, uint8_t *out, size_t cap,
                                          size_t *count);
typedef struct safari_metadata {
    uint32_t max_game_length;
    uint32_t max_seat_moves;
    uint32_t max_chance_outcomes;
    uint32_t max_legal_moves;
    uint32_t actions;
    uint32_t obs_planes;
    uint32_t obs_vector;
    uint32_t obs_size;
    int32_t min_score;
    int32_t max_score;
    int32_t min_margin;
    int32_t max_margin;
} safari_metadata;
 int safari_game_metadata(const safari_game *game, const safari_window *window,
                                    safari_metadata *out);
typedef enum safari_controller {
    SAFARI_CONTROLLER_AGENT = 0,
    SAFARI_CONTROLLER_UNIFORM = 1,
    SAFARI_CONTROLLER_SCORING = 2
} safari_controller;
typedef struct safari_batch safari_batch;
typedef struct safari_batch_options {
    safari_options game;
    safari_window window;
    int32_t controllers[SAFARI_MAX_SEATS];
    uint32_t flags;
    const safari_allocator *alloc;
} safari_batch_options;
enum {
    SAFARI_BATCH_KEEP_FINAL = 1
};
 int safari_batch_new(safari_batch **out, const safari_batch_options *options,
                                uint32_t n, uint64_t seed);
 void safari_batch_free(safari_batch *batch);
 int safari_batch_shape(const safari_batch *batch, uint32_t *games, uint32_t *actions,
                                  uint32_t *obs, uint32_t *seats);
 const safari_game *safari_batch_game(const safari_batch *batch, uint32_t j);
 const safari_game *safari_batch_final_game(const safari_batch *batch, uint32_t j);
 int safari_batch_observe(safari_batch *batch, uint8_t *obs, uint8_t *masks,
                                    uint32_t *legal, uint32_t *legal_count, uint32_t legal_cap,
                                    int32_t *to_move);
 int safari_batch_step(safari_batch *batch, const uint32_t *actions, uint8_t *obs,
                                 uint8_t *masks, uint32_t *legal, uint32_t *legal_count,
                                 uint32_t legal_cap, float *rewards, uint8_t *terminal,
                                 int32_t *to_move);
typedef struct safari_tile_info {
    int16_t x;
    int16_t y;
    uint8_t tile;
    uint8_t copy;
    uint8_t rotation;
    uint8_t start;
    char sides[5];
    uint8_t baobab;
    uint8_t features;
    uint8_t reserved;
} safari_tile_info;
 size_t safari_game_tile_count(const safari_game *game);
 int safari_game_tile(const safari_game *game, size_t i, safari_tile_info *out);
 int safari_game_tile_at(const safari_game *game, int32_t x, int32_t y,
                                   safari_tile_info *out);
typedef struct safari_tile_feature {
    int32_t kind;
    int32_t sides;
    int32_t birds;
    int32_t animals[SAFARI_SPECIES];
} safari_tile_feature;
 int safari_game_tile_feature(const safari_game *game, int32_t x, int32_t y, int32_t i,
                                        safari_tile_feature *out);
typedef enum safari_place_kind {
    SAFARI_AT_SUPPLY = 0,
    SAFARI_AT_TRAIL = 1,
    SAFARI_AT_BUSH = 2,
    SAFARI_AT_BAOBAB = 3,
    SAFARI_AT_WATERHOLE = 4
} safari_place_kind;
typedef struct safari_meeple_info {
    int32_t where;
    int16_t x;
    int16_t y;
    int32_t spot;
} safari_meeple_info;
 int safari_game_meeple(const safari_game *game, int32_t seat, int32_t i,
                                  safari_meeple_info *out);
typedef enum safari_feature_kind {
    SAFARI_FEATURE_TRAIL = 1,
    SAFARI_FEATURE_BUSH = 2
} safari_feature_kind;
typedef struct safari_feature_info {
    int32_t kind;
    int32_t complete;
    int32_t open_sides;
    int32_t tiles;
    int32_t birds;
    int32_t animals[SAFARI_SPECIES];
    int32_t meeples[SAFARI_MAX_SEATS];
} safari_feature_info;
 int safari_game_feature_at(const safari_game *game, int32_t x, int32_t y,
                                      int32_t side, safari_feature_info *out);
 int safari_game_feature_side(const safari_game *game, int32_t x, int32_t y,
                                        int32_t side, int32_t *out);
typedef struct safari_slot_info {
    int32_t open;
    int32_t species;
    int32_t owner;
} safari_slot_info;
 int safari_game_slot(const safari_game *game, int32_t x, int32_t y, int32_t corner,
                                safari_slot_info *out);
 int safari_game_ranger(const safari_game *game, int32_t ranger, int32_t *x, int32_t *y);
 int safari_game_board_bounds(const safari_game *game, int32_t *x0, int32_t *y0, int32_t *x1,
                                        int32_t *y1);
typedef enum safari_event_kind {
    SAFARI_EVENT_RANGER = 0,
    SAFARI_EVENT_TRAIL = 1,
    SAFARI_EVENT_BUSH = 2,
    SAFARI_EVENT_BAOBAB = 3,
    SAFARI_EVENT_DIG = 4,
    SAFARI_EVENT_EXPAND = 5,
    SAFARI_EVENT_WATERHOLE = 6,
    SAFARI_EVENT_FINAL_TRAIL = 7,
    SAFARI_EVENT_FINAL_BUSH = 8,
    SAFARI_EVENT_FINAL_TOKENS = 9
} safari_event_kind;
typedef struct safari_event {
    int32_t kind;
    int32_t seat;
    int32_t points;
    int16_t x;
    int16_t y;
    int32_t spot;
} safari_event;
 int safari_game_events(const safari_game *game, safari_event *events, size_t cap,
                                  size_t *count);
enum { SAFARI_FACE_MAX_FEATURES = 4 };
typedef struct safari_face {
    uint32_t size;
    int32_t face;
    int32_t tile;
    int32_t copy;
    int32_t copies;
    int32_t rotation;
    char sides[5];
    uint8_t baobab;
    uint8_t features;
    uint8_t corners;
    int32_t birds;
    int32_t savanna[SAFARI_SPECIES];
    safari_tile_feature feature[SAFARI_FACE_MAX_FEATURES];
} safari_face;
 int safari_tileset_face(const safari_tileset *ts, int32_t face, int32_t rotation,
                                   safari_face *out);
 int safari_game_tile_in_hand(const safari_game *game, safari_face *out);
enum {
    SAFARI_MOVE_TEXT_MAX = 32
};
 int safari_move_to_string(const safari_move *move, char *buf, size_t cap, size_t *len);
 int safari_move_parse(const char *text, size_t len, const safari_game *game,
                                 safari_move *out);
 int safari_move_parse_ex(const char *text, size_t len, const safari_game *game,
                                    safari_move *out, safari_diag *diag);
 int safari_record_write(const safari_game *game, char *buf, size_t cap, size_t *len);
 int safari_record_read(safari_game **out, const char *text, size_t len,
                                  const safari_allocator *alloc, safari_diag *diag);
 int safari_legal_write(const safari_game *game, char *buf, size_t cap, size_t *len);
 int safari_game_svg_write(const safari_game *game, char *buf, size_t cap,
                                     size_t *len);
typedef struct safari_svg_options {
    uint32_t size;
    uint32_t width;
    uint32_t height;
    uint32_t legend;
    uint32_t scores;
    uint32_t ids;
} safari_svg_options;
 int safari_game_svg_write_ex(const safari_game *game, const safari_svg_options *options,
                                        char *buf, size_t cap, size_t *len);
]]

-- A program may have ffi.cdef'd the header itself before requiring the
-- module, and LuaJIT refuses to define a type twice: declare the header only
-- if its move type is unknown. Whoever declared it, every type, constant and
-- function the header declares must then be known (checked once loaded).
if not pcall(ffi.typeof, "safari_move") then ffi.cdef(CDEF) end

local function undeclared(lib)
    local missing = {}
    for name in CDEF:gmatch("(safari_[%w_]+)%s*%(") do
        if not pcall(function() return lib[name] end) then missing[#missing + 1] = name end
    end
    for name in CDEF:gmatch("(SAFARI_[%w_]+)%s*=") do
        if not pcall(function() return ffi.C[name] end) then missing[#missing + 1] = name end
    end
    for name in CDEF:gmatch("}%s*([%w_]+)%s*;") do
        if not pcall(ffi.typeof, name) then missing[#missing + 1] = name end
    end
    return missing
end

-- Names of the C enums, each a Lua array whose position i + 1 names value i.
M.STATUS = {[0] = "OK", "EINVAL", "ENOMEM", "EBUFS", "EILLEGAL", "EPARSE", "ENOUNDO",
            "ENOTFOUND", "ELIMIT"}
M.MOVE_KINDS = {"draw", "token", "place", "discard", "meeple", "ranger", "dig", "expand",
                "pass", "boost", "park"}
M.DECISIONS = {"draw", "token", "place", "action", "boost", "park", "end"}
M.SPECIES = {"A", "E", "G", "L", "Z"}
M.SIDES = {"N", "E", "S", "W"}
M.CORNERS = {"NE", "SE", "SW", "NW"}
M.PLACES = {"supply", "trail", "bush", "baobab", "waterhole"}
M.EVENTS = {"ranger", "trail", "bush", "baobab", "dig", "expand", "waterhole", "final_trail",
            "final_bush", "final_tokens"}
local FINAL_SCORING = {"majority", "all"}
local BAOBAB_TOKENS = {"before", "after"}
local BOOSTS = {"independent", "distinct"}
local FEATURES = {"trail", "bush"}

-- name -> C value of a names array.
local function values_of(names)
    local t = {}
    for i, name in ipairs(names) do t[name] = i - 1 end
    return t
end
local KIND_ID = values_of(M.MOVE_KINDS)

-- Loading ------------------------------------------------------------------

local function own_directory()
    local source = debug.getinfo(1, "S").source
    return source:sub(1, 1) == "@" and source:sub(2):match("^(.*)/[^/]*$") or "."
end

local function file_exists(path)
    local f = io.open(path, "rb")
    if f then f:close() end
    return f ~= nil
end

local function load_library()
    local candidates = {}
    local env = os.getenv("SAFARI_LIBRARY")
    if env and env ~= "" then
        candidates = {env}
    else
        local files = {own_directory() .. "/" .. SONAME}
        if INSTALLED_LIBDIR then
            local dir = INSTALLED_LIBDIR:sub(1, 1) == "/" and INSTALLED_LIBDIR
                        or own_directory() .. "/" .. INSTALLED_LIBDIR
            files[#files + 1] = dir .. "/" .. SONAME
        end
        for _, file in ipairs(files) do
            if file_exists(file) then candidates[#candidates + 1] = file end
        end
        candidates[#candidates + 1] = SONAME
    end
    local errors = {}
    for _, name in ipairs(candidates) do
        local ok, lib = pcall(ffi.load, name)
        if ok then
            local missing = undeclared(lib)
            if #missing > 0 then
                error(("safari: %s or the program's ffi.cdef lacks %s")
                      :format(name, table.concat(missing, ", ")), 0)
            end
            local number = lib.safari_version_number()
            if math.floor(number / 10000) ~= M.VERSION_MAJOR then
                error(("safari: %s is libsafari %s, but this binding needs major version %d")
                      :format(name, ffi.string(lib.safari_version_string()), M.VERSION_MAJOR), 0)
            end
            return lib, name
        end
        errors[#errors + 1] = tostring(lib)
    end
    error(("safari: cannot load libsafari (set SAFARI_LIBRARY to the path of %s): %s")
          :format(SONAME, table.concat(errors, "; ")), 0)
end

local C, library_path = load_library()
M.C = C
M.library_path = library_path
M.library_version = ffi.string(C.safari_version_string())
M.library_version_number = tonumber(C.safari_version_number())

-- Constants of safari.h, read from its enumerators.
M.MAX_SEATS, M.MEEPLES, M.RANGERS = C.SAFARI_MAX_SEATS, C.SAFARI_MEEPLES, C.SAFARI_RANGERS
M.MAX_MOVES, M.MOVE_TEXT_MAX = C.SAFARI_MAX_MOVES, C.SAFARI_MOVE_TEXT_MAX
M.CHANCE, M.NOBODY = C.SAFARI_CHANCE, C.SAFARI_NOBODY
M.NO_SPECIES, M.BAOBAB = C.SAFARI_NO_SPECIES, C.SAFARI_BAOBAB
local EINVAL, EBUFS, EPARSE, ENOTFOUND =
    C.SAFARI_EINVAL, C.SAFARI_EBUFS, C.SAFARI_EPARSE, C.SAFARI_ENOTFOUND

-- Errors ---------------------------------------------------------------------

--- Error objects: `status` (negative code), `name` ("EILLEGAL", ...),
--- `message`, and for parse errors of records and tile sets `line`.
local Error = {}
Error.__index = Error
Error.__tostring = function(e) return "safari: " .. e.message end
M.Error = Error

--- Whether a value raised by this module is an error object of it.
function M.is_error(value)
    return getmetatable(value) == Error
end

local function strerror(status)
    return ffi.string(C.safari_strerror(status))
end

local function raise(status, context, line)
    local message = strerror(status)
    if context then message = context .. ": " .. message end
    error(setmetatable({status = status, name = M.STATUS[-status] or "EUNKNOWN",
                        message = message, line = line}, Error), 2)
end

local function check(status, context)
    if status ~= 0 then raise(status, context) end
end

local function check_diag(status, diag, context)
    if status == EPARSE then
        raise(status, ("%s: line %d: %s"):format(context, diag.line, ffi.string(diag.message)),
              diag.line)
    end
    check(status, context)
end

-- Handles: each class that owns a C object (TileSet, Game, Batch) is made
-- by handle_class, which gives it the same three parts: wrap(ptr)
-- ties the pointer to the garbage collector (ffi.gc: a LuaJIT table has no
-- __gc), :close() frees it at once and unties it (idempotent), and
-- :_handle() returns it, or raises EINVAL "the <what> is closed" after close.
local function handle_class(free, what)
    local class = {}
    class.__index = class
    local closed = "the " .. what .. " is closed"
    function class:_handle()
        return self.ptr or raise(EINVAL, closed)
    end
    function class:close()
        if self.ptr then
            free(ffi.gc(self.ptr, nil))
            self.ptr = nil
        end
    end
    local function wrap(ptr)
        return setmetatable({ptr = ffi.gc(ptr, free)}, class)
    end
    return class, wrap
end

-- Argument checks, made before a call reaches the library: the FFI converts
-- a number to a C integer by truncating and wrapping (2.5 -> 2, 70000 ->
-- 4464 as int16_t), and a value of the wrong type would raise a raw FFI
-- error. Every failure is an error object (EINVAL) with a clear message.

-- {name, lowest, highest} of the C types integer arguments are passed as.
local INT16 = {"int16_t", -32768, 32767}
local INT32 = {"int32_t", -2147483648, 2147483647}
local UINT8 = {"uint8_t", 0, 255}

local function bad_argument(what, must, value)
    raise(EINVAL, ("%s must be %s, not %s"):format(what, must,
                                                 type(value) == "string" and ("%q"):format(value)
                                                 or tostring(value)))
end

-- A number that is an integer within a C type (INT32 by default).
local function integer(value, what, ctype)
    ctype = ctype or INT32
    if type(value) ~= "number" or value ~= math.floor(value) then
        bad_argument(what, "an integer", value)
    end
    if value < ctype[2] or value > ctype[3] then
        bad_argument(what, ("within %s (%d..%d)"):format(ctype[1], ctype[2], ctype[3]), value)
    end
    return value
end

-- A number in low..high, the range include/safari.h gives the argument:
-- within its C type first, then the range, the refusal naming both ("seats
-- 6: must be 2 to 5"), so the library is never asked only to say "invalid
-- argument".
local function within(value, what, low, high, ctype)
    value = integer(value, what, ctype)
    if value < low or value > high then
        raise(EINVAL, ("%s %d: must be %d to %d"):format(what, value, low, high))
    end
    return value
end

-- A board limit's numbers are distances on int16 cells (safari_options):
-- the table's half sizes 0..32767, the window's sides 1..32767.
local LIMIT_MAX = 32767

local function text_argument(value, what)
    if type(value) ~= "string" then bad_argument(what, "a string", value) end
    return value
end

-- A name or a C value (an int32_t) of an enum argument.
local function enum(value, names, what)
    if type(value) == "string" then
        for i, name in ipairs(names) do
            if name == value then return i - 1 end
        end
        raise(EINVAL, ("%s must be one of %s, not %q"):format(what, table.concat(names, ", "), value))
    end
    return within(value, what, 0, #names - 1)
end

local function species_table(counts)
    local t = {}
    for i, letter in ipairs(M.SPECIES) do t[letter] = counts[i - 1] end
    return t
end

-- Reads a text writer's output: once for the size, once into a buffer.
local function read_text(fn, handle)
    local len = ffi.new("size_t[1]")
    local status = fn(handle, nil, 0, len)
    if status ~= 0 and status ~= EBUFS then check(status) end
    local buf = ffi.new("char[?]", len[0] + 1)
    check(fn(handle, buf, len[0] + 1, len))
    return ffi.string(buf, len[0])
end

-- Moves ----------------------------------------------------------------------

--- A move is a safari_move cdata value: fields kind (number; name with
--- move:name()), species, index, tile, x, y. tostring() gives its text.
local Move
local move_methods = {}

function move_methods.name(m)
    return M.MOVE_KINDS[m.kind + 1]
end

function move_methods.species_letter(m)
    return M.SPECIES[m.species + 1]
end

function move_methods.copy(m)
    return Move(m)
end

Move = ffi.metatype("safari_move", {
    __index = move_methods,
    __eq = function(a, b)
        return ffi.istype(Move, a) and ffi.istype(Move, b) and a.kind == b.kind
            and a.species == b.species and a.index == b.index and a.tile == b.tile
            and a.x == b.x and a.y == b.y
    end,
    __tostring = function(m)
        local buf = ffi.new("char[?]", M.MOVE_TEXT_MAX)
        check(C.safari_move_to_string(m, buf, M.MOVE_TEXT_MAX, nil), "move to text")
        return ffi.string(buf)
    end,
})

--- Makes a move: safari.move{kind = "place", x = 2, y = 0, index = 1}.
--- species, index and tile are uint8_t, x and y int16_t.
function M.move(fields)
    if type(fields) ~= "table" then bad_argument("move fields", "a table", fields) end
    local kind = KIND_ID[fields.kind] or raise(EINVAL, "unknown move kind " .. tostring(fields.kind))
    return Move(kind, integer(fields.species or 0, "move field species", UINT8),
                integer(fields.index or 0, "move field index", UINT8),
                integer(fields.tile or 0, "move field tile", UINT8),
                integer(fields.x or 0, "move field x", INT16),
                integer(fields.y or 0, "move field y", INT16))
end

--- Parses a move's text; with a game, `meeple D` is normalised.
function M.parse_move(text, game)
    text_argument(text, "move text")
    if game ~= nil and getmetatable(game) ~= M.GameClass then bad_argument("game", "a Game", game) end
    local out = Move()
    local status = C.safari_move_parse(text, #text, game and game:_handle() or nil, out)
    if status == EPARSE then raise(status, ("not a move: %q"):format(text)) end
    check(status, "parsing a move")
    return out
end

-- The generator of `safari play` -----------------------------------------------

--- splitmix64, as in the `safari` command's `play` (cli/play.c):
--- the state starts at the seed; next() adds 0x9E3779B97F4A7C15 and mixes.
local SplitMix64 = {}
SplitMix64.__index = SplitMix64

--- The seed is an integer, taken modulo 2^64 as the Python binding does: a
--- number from -2^63 to below 2^64, or an int64_t or uint64_t cdata.
function M.SplitMix64(seed)
    if type(seed) == "cdata" and (ffi.istype("int64_t", seed) or ffi.istype("uint64_t", seed)) then
        seed = ffi.cast("int64_t", seed)
    elseif type(seed) ~= "number" or seed ~= math.floor(seed) then
        bad_argument("seed", "an integer", seed)
    elseif seed < -2^63 or seed >= 2^64 then
        bad_argument("seed", "from -2^63 to below 2^64", seed)
    elseif seed < 0 then
        seed = ffi.new("int64_t", seed)
    end
    return setmetatable({state = ffi.new("uint64_t", seed)}, SplitMix64)
end

function SplitMix64:next()
    self.state = self.state + 0x9E3779B97F4A7C15ULL
    local z = self.state
    z = bit.bxor(z, bit.rshift(z, 30)) * 0xBF58476D1CE4E5B9ULL
    z = bit.bxor(z, bit.rshift(z, 27)) * 0x94D049BB133111EBULL
    return bit.bxor(z, bit.rshift(z, 31))
end

-- Tile sets ------------------------------------------------------------------------

-- :close() releases this reference now (games keep their own).
local TileSet, wrap_tileset = handle_class(C.safari_tileset_free, "tile set")
M.TileSet = TileSet

--- The built-in tile set (no text), or one parsed from text.
function M.tileset(text)
    local out = ffi.new("safari_tileset *[1]")
    if text ~= nil then text_argument(text, "tile-set text") end
    if text == nil then
        check(C.safari_tileset_new_default(out, nil), "tile set")
    else
        local diag = ffi.new("safari_diag")
        check_diag(C.safari_tileset_load(out, text, #text, nil, diag), diag, "tile set")
    end
    return wrap_tileset(out[0])
end

function M.tileset_default_text()
    return ffi.string(C.safari_tileset_default_text())
end

function TileSet:text()
    return ffi.string(C.safari_tileset_text(self:_handle(), nil))
end

function TileSet:is_default()
    return C.safari_tileset_is_default(self:_handle()) == 1
end

function TileSet:info()
    local out = ffi.new("safari_tileset_info")
    check(C.safari_tileset_info_get(self:_handle(), out))
    return {types = out.types, land_tiles = out.land_tiles, faces = out.faces,
            start_cells = out.start_cells}
end

function TileSet:types()
    local out = ffi.new("safari_tile_type_info")
    local list = {}
    for i = 0, self:info().types - 1 do
        check(C.safari_tileset_type(self:_handle(), i, out))
        list[#list + 1] = {id = out.id, copies = out.copies, sides = ffi.string(out.sides, 4),
                           baobab = out.baobab == 1, features = out.features,
                           animals = species_table(out.animals), birds = out.birds}
    end
    return list
end

-- A safari_face as a table: {face, tile, copy, copies, rotation, sides, baobab,
-- corners ({"NE", ...} open), birds, savanna, features ({kind, sides, birds,
-- animals})}, in board orientation.
local function face_table(f)
    local function names(mask, list)
        local s = {}
        for d = 0, 3 do
            if bit.band(mask, bit.lshift(1, d)) ~= 0 then s[#s + 1] = list[d + 1] end
        end
        return s
    end
    local features = {}
    for i = 0, f.features - 1 do
        local e = f.feature[i]
        features[#features + 1] = {kind = FEATURES[e.kind],
                                   sides = table.concat(names(e.sides, M.SIDES)),
                                   birds = e.birds, animals = species_table(e.animals)}
    end
    return {face = f.face, tile = f.tile, copy = f.copy, copies = f.copies,
            rotation = f.rotation, sides = ffi.string(f.sides, 4), baobab = f.baobab == 1,
            corners = names(f.corners, M.CORNERS), birds = f.birds,
            savanna = species_table(f.savanna), features = features}
end

local function new_face()
    local out = ffi.new("safari_face")
    out.size = ffi.sizeof("safari_face")
    return out
end

--- Face `face` (0 .. info().faces - 1, in file order) in a rotation (0..3,
--- quarter turns clockwise; 0 by default), as the tile shows once placed so.
function TileSet:face(face, rotation)
    face = within(face, "face", 0, self:info().faces - 1)
    rotation = within(rotation or 0, "rotation", 0, 3)
    local out = new_face()
    check(C.safari_tileset_face(self:_handle(), face, rotation, out), "face")
    return face_table(out)
end

-- Games ----------------------------------------------------------------------------

-- :close() frees the C game now (otherwise the garbage collector does).
local Game, wrap_game = handle_class(C.safari_game_free, "game")
M.GameClass = Game

--- A new game. Options (all optional): seats (2), first_seat (0),
--- final_scoring ("majority" | "all"), baobab_tokens ("before" | "after"),
--- board_limit ({x, y}: the standard table; {"window", w, h}: the table with
--- total shifting), boosts ("independent" | "distinct"), tileset (a TileSet).
-- The safari_options of a Game's (or a Batch's) options table, checked.
local function game_options(options)
    options = options or {}
    if type(options) ~= "table" then bad_argument("options", "a table", options) end
    local opts = ffi.new("safari_options")
    local seats = integer(options.seats or 2, "seats")
    -- 0 is the library's spelling of the default, 2
    if seats ~= 0 then seats = within(seats, "seats", 2, M.MAX_SEATS) end
    opts.seats = seats
    opts.first_seat = within(options.first_seat or 0, "first_seat", 0, math.max(seats, 2) - 1)
    opts.final_scoring = enum(options.final_scoring or "majority", FINAL_SCORING, "final_scoring")
    opts.baobab_tokens = enum(options.baobab_tokens or "before", BAOBAB_TOKENS, "baobab_tokens")
    opts.boosts = enum(options.boosts or "independent", BOOSTS, "boosts")
    local limit = options.board_limit
    if limit then
        if type(limit) ~= "table" then
            bad_argument("board_limit", "a table {x, y} or {\"window\", w, h}", limit)
        end
        local window = limit[1] == "window" and 1 or 0
        opts.board_limited = 1 + window
        local names = window == 1 and {"board_limit window width", "board_limit window height"}
                      or {"board_limit x", "board_limit y"}
        opts.limit_x = within(limit[1 + window], names[1], window, LIMIT_MAX)
        opts.limit_y = within(limit[2 + window], names[2], window, LIMIT_MAX)
    end
    if options.tileset then
        if getmetatable(options.tileset) ~= TileSet then
            bad_argument("tileset", "a TileSet", options.tileset)
        end
        opts.tileset = options.tileset:_handle()
    end
    return opts, limit
end

function M.Game(options)
    options = options or {}
    local opts, limit = game_options(options)
    local out = ffi.new("safari_game *[1]")
    local status = C.safari_game_new(out, opts)
    if status == EINVAL and limit then
        -- every number was in range: the limit is what the library refused
        raise(EINVAL, "board_limit does not hold the start tile and the rangers")
    end
    check(status, "new game")
    return wrap_game(out[0])
end

--- The game a record reaches; a parse error carries the bad line.
function M.from_record(text)
    text_argument(text, "record")
    local out = ffi.new("safari_game *[1]")
    local diag = ffi.new("safari_diag")
    check_diag(C.safari_record_read(out, text, #text, nil, diag), diag, "record")
    return wrap_game(out[0])
end

function Game:clone()
    local out = ffi.new("safari_game *[1]")
    check(C.safari_game_clone(out, self:_handle()), "clone")
    return wrap_game(out[0])
end

--- Overwrites this game with another of the same tile set and options.
function Game:copy_from(other)
    if getmetatable(other) ~= Game then bad_argument("other", "a Game", other) end
    check(C.safari_game_copy(self:_handle(), other:_handle()),
          "copy (the games must have equal options and tile sets)")
end

function Game:_decision()
    local out = ffi.new("safari_decision")
    check(C.safari_game_decision(self:_handle(), out))
    return out
end

--- The pending decision's kind: draw, token, place, action, boost, park, end.
function Game:decision() return M.DECISIONS[self:_decision().kind + 1] end
--- The deciding seat, safari.CHANCE or safari.NOBODY.
function Game:to_move() return self:_decision().to_move end
--- At a token decision the receiving seat, else nil.
function Game:recipient()
    local seat = self:_decision().recipient
    return seat >= 0 and seat or nil
end
function Game:active() return self:_decision().active end
function Game:is_over() return self:_decision().to_move == M.NOBODY end
function Game:is_chance() return self:_decision().to_move == M.CHANCE end

function Game:_buffers()
    if not self.moves_buf then
        self.moves_buf = ffi.new("safari_move[?]", M.MAX_MOVES)
        self.weights_buf = ffi.new("uint32_t[?]", M.MAX_MOVES)
        self.count_buf = ffi.new("size_t[1]")
    end
    return self.moves_buf, self.weights_buf, self.count_buf
end

--- The legal moves (at a chance decision its outcomes), an array.
function Game:legal_moves()
    local moves, _, count = self:_buffers()
    check(C.safari_game_legal_moves(self:_handle(), moves, M.MAX_MOVES, count))
    local list = {}
    for i = 0, tonumber(count[0]) - 1 do list[i + 1] = Move(moves[i]) end
    return list
end

--- Two arrays: the outcomes and their weights (weight 1 at a seat's decision).
function Game:chance_outcomes()
    local moves, weights, count = self:_buffers()
    check(C.safari_game_outcomes(self:_handle(), moves, weights, M.MAX_MOVES, count))
    local list, ws = {}, {}
    for i = 0, tonumber(count[0]) - 1 do
        list[i + 1] = Move(moves[i])
        ws[i + 1] = weights[i]
    end
    return list, ws
end

--- Draws a move as `safari play` does: outcome i with probability
--- weight / total (a seat's moves by options.policy), from one draw of
--- rng. nil at the end. With a safari.SplitMix64 the library picks without
--- listing the moves (Game:playout's next move; rng advanced in place);
--- another generator (a table with a next method) picks from the listed
--- moves, rng:next() % total, uniformly at a seat's.
function Game:sample_move(rng, options)
    if getmetatable(rng) == SplitMix64 then return self:_library_sample(rng, options) end
    if type(rng) ~= "table" or type(rng.next) ~= "function" then
        bad_argument("rng", "a generator with a next method", rng)
    end
    if options ~= nil and (type(options) ~= "table" or (options.policy or "uniform") ~= "uniform") then
        bad_argument("options", "no policy but uniform without a SplitMix64", options)
    end
    local moves, weights, count = self:_buffers()
    check(C.safari_game_outcomes(self:_handle(), moves, weights, M.MAX_MOVES, count))
    local n = tonumber(count[0])
    if n == 0 then return nil end
    local total = 0
    for i = 0, n - 1 do total = total + weights[i] end
    local pick = tonumber(rng:next() % total)
    local i = 0
    while pick >= weights[i] do
        pick = pick - weights[i]
        i = i + 1
    end
    return Move(moves[i])
end

-- A move (safari_move cdata) or its text, as a safari_move.
function Game:_move(move)
    if type(move) == "string" then return M.parse_move(move, self) end
    if not ffi.istype(Move, move) then bad_argument("a move", "a safari_move or its text", move) end
    return move
end

--- Whether a move (cdata or text) is legal now; false for text that is no move.
function Game:is_legal(move)
    local handle = self:_handle()
    local ok, m = pcall(self._move, self, move)
    if not ok then
        if type(move) == "string" and M.is_error(m) and m.status == EPARSE then return false end
        error(m, 2)
    end
    return C.safari_game_is_legal(handle, m) == 1
end

--- Plays a move (cdata or text); an illegal move raises EILLEGAL and
--- changes nothing.
function Game:apply(move)
    local m = self:_move(move)
    local status = C.safari_game_apply(self:_handle(), m)
    if status ~= 0 then
        local ok, text = pcall(tostring, move)
        raise(status, ("cannot apply %q"):format(ok and text or "an unspellable move"))
    end
end

function Game:undo()
    check(C.safari_game_undo(self:_handle()), "undo")
end

function Game:history_length()
    return tonumber(C.safari_game_history_length(self:_handle()))
end

function Game:history()
    local list = {}
    for i = 0, self:history_length() - 1 do
        local m = Move()
        check(C.safari_game_history_move(self:_handle(), i, m))
        list[i + 1] = m
    end
    return list
end

--- The position hash, a uint64_t cdata (compare with ==).
function Game:hash()
    return C.safari_game_hash(self:_handle())
end

function Game:state_size()
    return tonumber(C.safari_game_state_size(self:_handle()))
end

function Game:options()
    local out = ffi.new("safari_options")
    check(C.safari_game_options(self:_handle(), out))
    return {seats = out.seats, first_seat = out.first_seat,
            final_scoring = FINAL_SCORING[out.final_scoring + 1],
            baobab_tokens = BAOBAB_TOKENS[out.baobab_tokens + 1],
            board_limit = out.board_limited == 1 and {out.limit_x, out.limit_y}
                or out.board_limited == 2 and {"window", out.limit_x, out.limit_y} or nil,
            boosts = BOOSTS[out.boosts + 1]}
end

--- The game's tile set, as a TileSet of its own (parsed from the game's).
function Game:tileset()
    local ts = C.safari_game_tileset(self:_handle())
    if C.safari_tileset_is_default(ts) == 1 then return M.tileset() end
    return M.tileset(ffi.string(C.safari_tileset_text(ts, nil)))
end

function Game:pools()
    local out = ffi.new("safari_pool_info")
    check(C.safari_game_pools(self:_handle(), out))
    return {seats = out.seats, stack = out.stack, discarded_tiles = out.discarded_tiles,
            bag = species_table(out.bag), discard = species_table(out.discard)}
end

function Game:seats()
    return self:pools().seats
end

--- Score, meeples in supply and tokens {A = n, ...} of a seat (from 0).
function Game:_seat(seat)
    return within(seat, "seat", 0, self:seats() - 1)
end

function Game:seat_info(seat)
    local out = ffi.new("safari_seat_info")
    check(C.safari_game_seat(self:_handle(), self:_seat(seat), out), "seat " .. tostring(seat))
    return {score = out.score, meeples = out.meeples, tokens = species_table(out.tokens)}
end

--- Scores by seat: scores[seat + 1].
function Game:scores()
    local list = {}
    for seat = 0, self:seats() - 1 do list[seat + 1] = self:seat_info(seat).score end
    return list
end

function Game:projected_scores()
    local n = self:seats()
    local out = ffi.new("int32_t[?]", n)
    check(C.safari_game_projected_scores(self:_handle(), out, n))
    local list = {}
    for i = 0, n - 1 do list[i + 1] = out[i] end
    return list
end

--- The winning seats of a finished game (empty before the end).
function Game:winners()
    local list = {}
    for seat = 0, self:seats() - 1 do
        if C.safari_game_is_winner(self:_handle(), seat) == 1 then list[#list + 1] = seat end
    end
    return list
end

function Game:record()
    return read_text(C.safari_record_write, self:_handle())
end

function Game:legal_text()
    return read_text(C.safari_legal_write, self:_handle())
end

-- The SVG picture of the position (safari_game_svg_write_ex); with no
-- options the one `safari show --svg` draws. Options (a table, all
-- optional): size, a width in pixels (the height in proportion) or
-- {width, height} (either nil or false: in proportion), each 1 to 100000
-- (scaled, never cut); legend (true: the title, what comes next, the pools
-- and the key beside the board); scores (true: each seat's score, meeples
-- and tokens there); ids (false: stable ids on the pieces, tile_X_Y and
-- the rest, as the JavaScript view spells them).
local SVG_MAX_SIZE = 100000
local SVG_OPTIONS = {size = true, legend = true, scores = true, ids = true}

function Game:svg(options)
    options = options or {}
    if type(options) ~= "table" then bad_argument("svg options", "a table", options) end
    for k in pairs(options) do
        if not SVG_OPTIONS[k] then raise(EINVAL, ("unknown svg option '%s'"):format(tostring(k))) end
    end
    local o = ffi.new("safari_svg_options")
    o.size = ffi.sizeof("safari_svg_options")
    local size, width, height = options.size, nil, nil
    if type(size) == "table" then
        width, height = size[1], size[2]
    elseif size ~= nil then
        width = size
    end
    if width then o.width = within(width, "svg width", 1, SVG_MAX_SIZE) end
    if height then o.height = within(height, "svg height", 1, SVG_MAX_SIZE) end
    for name, default in pairs({legend = true, scores = true, ids = false}) do
        local flag = options[name]
        if flag == nil then flag = default end
        if type(flag) ~= "boolean" then bad_argument(name, "a boolean", flag) end
        o[name] = flag and 1 or 0
    end
    local handle, len = self:_handle(), ffi.new("size_t[1]")
    local status = C.safari_game_svg_write_ex(handle, o, nil, 0, len)
    if status ~= EBUFS then check(status) end
    local buf = ffi.new("char[?]", len[0] + 1)
    check(C.safari_game_svg_write_ex(handle, o, buf, len[0] + 1, len))
    return ffi.string(buf, len[0])
end

-- The board --------------------------------------------------------------------

-- true for OK, false for ENOTFOUND; raises otherwise.
local function found(status, context)
    if status == ENOTFOUND then return false end
    check(status, context)
    return true
end

local function tile_table(t)
    return {x = t.x, y = t.y, tile = t.tile, copy = t.copy, rotation = t.rotation,
            start = t.start == 1, sides = ffi.string(t.sides, 4), baobab = t.baobab == 1,
            features = t.features}
end

function Game:tiles()
    local out = ffi.new("safari_tile_info")
    local list = {}
    for i = 0, tonumber(C.safari_game_tile_count(self:_handle())) - 1 do
        check(C.safari_game_tile(self:_handle(), i, out))
        list[#list + 1] = tile_table(out)
    end
    return list
end

--- The face of the tile drawn and not yet placed, unrotated, or nil.
function Game:tile_in_hand()
    local out = new_face()
    return found(C.safari_game_tile_in_hand(self:_handle(), out), "tile_in_hand")
        and face_table(out) or nil
end

--- The tile on a cell, or nil.
function Game:tile_at(x, y)
    local out = ffi.new("safari_tile_info")
    return found(C.safari_game_tile_at(self:_handle(), integer(x, "x"), integer(y, "y"), out),
                 "tile_at")
        and tile_table(out) or nil
end

--- The six meeples of a seat: {where = "supply"|"trail"|..., x, y, spot}.
function Game:meeples(seat)
    local out = ffi.new("safari_meeple_info")
    seat = self:_seat(seat)
    local list = {}
    for i = 0, M.MEEPLES - 1 do
        check(C.safari_game_meeple(self:_handle(), seat, i, out), "seat " .. tostring(seat))
        list[#list + 1] = {where = M.PLACES[out.where + 1], x = out.x, y = out.y, spot = out.spot}
    end
    return list
end

--- The trail or bush touching a side (number or "N".."W"), or nil.
--- The trails and bushes printed on the tile on a cell (not joined with its
--- neighbours): {kind, sides ("NS"...), birds, animals}; empty without a tile.
function Game:tile_features(x, y)
    local out = ffi.new("safari_tile_feature")
    x, y = integer(x, "x"), integer(y, "y")
    local list = {}
    while found(C.safari_game_tile_feature(self:_handle(), x, y, #list, out), "tile_features") do
        local sides = ""
        for d = 0, 3 do
            if bit.band(out.sides, bit.lshift(1, d)) ~= 0 then sides = sides .. M.SIDES[d + 1] end
        end
        list[#list + 1] = {kind = FEATURES[out.kind], sides = sides, birds = out.birds,
                           animals = species_table(out.animals)}
    end
    return list
end

function Game:feature_at(x, y, side)
    local out = ffi.new("safari_feature_info")
    local status = C.safari_game_feature_at(self:_handle(), integer(x, "x"), integer(y, "y"),
                                            enum(side, M.SIDES, "side"), out)
    if not found(status, "feature_at") then return nil end
    local meeples = {}
    for seat = 0, self:seats() - 1 do meeples[seat + 1] = out.meeples[seat] end
    return {kind = FEATURES[out.kind], complete = out.complete == 1, open_sides = out.open_sides,
            tiles = out.tiles, birds = out.birds, animals = species_table(out.animals),
            meeples = meeples}
end

--- The canonical side (0..3) of the feature on a side of a tile: two sides
--- are one feature exactly when these are equal. nil for no tile or savanna.
function Game:feature_side(x, y, side)
    local out = ffi.new("int32_t[1]")
    local status = C.safari_game_feature_side(self:_handle(), integer(x, "x"), integer(y, "y"),
                                              enum(side, M.SIDES, "side"), out)
    return found(status, "feature_side") and out[0] or nil
end

--- The watering-hole slot at a corner (number or "NE".."NW"), or nil
--- without a tile: {open, species = letter or nil, owner = seat or nil}.
function Game:slot(x, y, corner)
    local out = ffi.new("safari_slot_info")
    local status = C.safari_game_slot(self:_handle(), integer(x, "x"), integer(y, "y"),
                                      enum(corner, M.CORNERS, "corner"), out)
    if not found(status, "slot") then return nil end
    return {open = out.open == 1, species = M.SPECIES[out.species + 1],
            owner = out.owner >= 0 and out.owner or nil}
end

--- The cell {x, y} of each ranger, false while displaced.
function Game:rangers()
    local x, y = ffi.new("int32_t[1]"), ffi.new("int32_t[1]")
    local list = {}
    for i = 0, M.RANGERS - 1 do
        list[i + 1] = found(C.safari_game_ranger(self:_handle(), i, x, y), "ranger")
            and {x[0], y[0]} or false
    end
    return list
end

--- The scoring events of the last apply: {kind, seat, points, x, y, spot}.
function Game:events()
    local count = ffi.new("size_t[1]")
    local status = C.safari_game_events(self:_handle(), nil, 0, count)
    if status ~= EBUFS then check(status) end
    local n = tonumber(count[0])
    local buf = ffi.new("safari_event[?]", math.max(n, 1))
    check(C.safari_game_events(self:_handle(), buf, n, count))
    local list = {}
    for i = 0, n - 1 do
        local e = buf[i]
        list[i + 1] = {kind = M.EVENTS[e.kind + 1], seat = e.seat, points = e.points, x = e.x,
                       y = e.y, spot = e.spot}
    end
    return list
end

-- The AI toolkit (docs/ai.md): playouts, the action space, masks and
-- observations. Buffers come back as FFI arrays the library filled in place
-- (indexed from 0, as in C), never copied element by element.

local UINT32 = {"uint32_t", 0, 4294967295}
local COUNT = {"a count", 0, 2147483647}
local POLICIES = {"uniform", "scoring"}
local RESULTS = {"scores", "wins"}

-- A safari.SplitMix64 (advanced in place by the caller) or an integer seed,
-- as a generator table.
local function generator(rng)
    if type(rng) == "table" and ffi.istype("uint64_t", rng.state) then return rng end
    if type(rng) == "table" then bad_argument("rng", "a SplitMix64 or an integer seed", rng) end
    return M.SplitMix64(rng)
end

local function playout_options(options, with_result)
    if options ~= nil and type(options) ~= "table" then bad_argument("options", "a table", options) end
    options = options or {}
    local o = ffi.new("safari_playout_options")
    o.policy = enum(options.policy or "uniform", POLICIES, "policy")
    o.result = with_result and enum(options.result or "scores", RESULTS, "result") or 0
    o.max_moves = integer(options.max_moves or 0, "max_moves", UINT32)
    return o
end

-- A window {x0, y0, width, height}, or the board's when nil.
function Game:_window(window)
    local w = ffi.new("safari_window")
    if window == nil then
        check(C.safari_game_board_window(self:_handle(), w))
        return w
    end
    if type(window) ~= "table" then
        bad_argument("window", "a table {x0, y0, width, height}", window)
    end
    w.x0, w.y0 = integer(window[1], "window x0"), integer(window[2], "window y0")
    w.width = within(window[3], "window width", 1, C.SAFARI_WINDOW_MAX)
    w.height = within(window[4], "window height", 1, C.SAFARI_WINDOW_MAX)
    return w
end

--- Plays on to the end (or options.max_moves moves) in place: chance by
--- weight, seats by options.policy ("uniform" or "scoring"), with the
--- generator of `safari play` (a SplitMix64 is advanced in place). Returns
--- the moves played.
function Game:playout(rng, options)
    local gen = generator(rng)
    local o = playout_options(options, false)
    local state, played = ffi.new("uint64_t[1]", gen.state), ffi.new("size_t[1]")
    check(C.safari_game_playout(self:_handle(), state, o, played), "playout")
    gen.state = state[0]
    return tonumber(played[0])
end

-- Game:sample_move with a SplitMix64: safari_game_sample_move.
function Game:_library_sample(gen, options)
    local o = playout_options(options, false)
    local state, out = ffi.new("uint64_t[1]", gen.state), Move()
    local status = C.safari_game_sample_move(self:_handle(), state, o, out)
    if status == ENOTFOUND then return nil end
    check(status, "sample_move")
    gen.state = state[0]
    return out
end

--- n playouts from this position in one library call (the position does
--- not change): an array of n rows, each an array of one entry per seat:
--- final scores, or 1 for the winners with options.result = "wins".
--- options.scratch: a Game with the same options to reuse (a clone), left
--- equal to this position.
function Game:playouts(n, rng, options)
    n = integer(n, "n", COUNT)
    local gen = generator(rng)
    local o = playout_options(options, true)
    local scratch = options and options.scratch
    if scratch ~= nil and getmetatable(scratch) ~= Game then bad_argument("scratch", "a Game", scratch) end
    local own = scratch == nil
    if own then scratch = self:clone() end
    local seats = self:seats()
    local rows = ffi.new("int32_t[?]", math.max(n * seats, 1))
    local state, count = ffi.new("uint64_t[1]", gen.state), ffi.new("size_t[1]")
    local status = C.safari_game_playouts(self:_handle(), scratch:_handle(), n, state, o, rows,
                                          n * seats, count)
    if own then scratch:close() end
    check(status, "playouts")
    gen.state = state[0]
    local list = {}
    for i = 0, n - 1 do
        local row = {}
        for s = 0, seats - 1 do row[s + 1] = rows[i * seats + s] end
        list[i + 1] = row
    end
    return list
end

--- {x0, y0, width, height}: the tiles' box with one cell of margin, which
--- holds every cell a move can name now.
function Game:board_window()
    local w = self:_window(nil)
    return {w.x0, w.y0, w.width, w.height}
end

--- The size of the action space over a window (default: the board's).
function Game:action_count(window)
    local out = ffi.new("uint32_t[1]")
    check(C.safari_game_action_count(self:_handle(), self:_window(window), out), "action_count")
    return tonumber(out[0])
end

--- The action index of a move (cdata or text); nil if it names a cell
--- outside the window.
function Game:action_index(move, window)
    local m = self:_move(move)
    local out = ffi.new("uint32_t[1]")
    local status = C.safari_game_action_index(self:_handle(), self:_window(window), m, out)
    return found(status, "action_index") and tonumber(out[0]) or nil
end

--- The move of an action index.
function Game:move_from_index(index, window)
    local out = Move()
    local w = self:_window(window)
    local count = ffi.new("uint32_t[1]")
    check(C.safari_game_action_count(self:_handle(), w, count), "action_count")
    index = within(index, "action index", 0, count[0] - 1, UINT32)
    check(C.safari_game_action_move(self:_handle(), w, index, out), "move_from_index")
    return out
end

--- The legal-move mask over a window's action space: a uint8_t[count]
--- array (entry i at mask[i]: 1 for a legal action), the count, and the
--- number of legal moves outside the window (0 for a complete mask).
function Game:legal_mask(window)
    local w = self:_window(window)
    local n = self:action_count({w.x0, w.y0, w.width, w.height})
    local mask = ffi.new("uint8_t[?]", n)
    local count, outside = ffi.new("size_t[1]"), ffi.new("size_t[1]")
    check(C.safari_game_legal_mask(self:_handle(), w, mask, n, count, outside), "legal_mask")
    return mask, n, tonumber(outside[0])
end

--- The legal actions over a window's action space, as indices in the
--- order of legal_moves(): a uint32_t[] array (entry i at actions[i]), the
--- count, and the number of legal moves outside the window (left out).
function Game:legal_actions(window)
    local w = self:_window(window)
    local actions = ffi.new("uint32_t[?]", C.SAFARI_MAX_MOVES)
    local count, outside = ffi.new("size_t[1]"), ffi.new("size_t[1]")
    check(C.safari_game_legal_actions(self:_handle(), w, actions, C.SAFARI_MAX_MOVES, count, outside),
          "legal_actions")
    return actions, tonumber(count[0]), tonumber(outside[0])
end

--- What a network sees from seat `viewer` (seats ordered viewer, viewer +
--- 1, ...): a float[] array of planes x height x width floats (plane p, row
--- y - y0, column x - x0 at (p * height + y - y0) * width + x - x0) then the
--- vector, and the shape {planes, height, width, vector, vector_offset}.
function Game:observation(viewer, window)
    viewer = within(viewer, "viewer", 0, self:seats() - 1)
    local w = self:_window(window)
    local planes, vector = ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")
    check(C.safari_game_observation_size(self:_handle(), w, planes, vector), "observation")
    local cells = planes[0] * w.width * w.height
    local n = cells + vector[0]
    local out, count = ffi.new("float[?]", n), ffi.new("size_t[1]")
    check(C.safari_game_observation(self:_handle(), w, viewer, out, n, count), "observation")
    return out, {planes = tonumber(planes[0]), height = w.height, width = w.width,
                 vector = tonumber(vector[0]), vector_offset = tonumber(cells)}
end

-- The library's players (safari_game_search_move, safari_game_greedy_move).

local function real(value, what)
    if type(value) ~= "number" or value ~= value or value == math.huge or value == -math.huge then
        bad_argument(what, "a finite number", value)
    end
    return value
end

--- The move of the library's UCT search for the seat to move (the search
--- of `safari bot mcts`, whose defaults these are): options.playouts (200;
--- 0: no limit, then time_ms must be set), time_ms (0: none; the first
--- budget reached stops it), explore (0.7), score_weight (0 to 1, default
--- 0), policy ("uniform" or "scoring"), seed (an integer state, default 0,
--- or a safari.SplitMix64, advanced in place). With a budget in playouts
--- alone the same position and seed give the same move. The game does not
--- change. Returns the move and {playouts, nodes, visits, elapsed_ms,
--- value}. EINVAL at a chance decision, at the end, or for bad options.
function Game:search_move(options)
    if options ~= nil and type(options) ~= "table" then bad_argument("options", "a table", options) end
    options = options or {}
    local o = ffi.new("safari_search_options")
    o.playouts = integer(options.playouts or 200, "playouts", UINT32)
    o.time_ms = integer(options.time_ms or 0, "time_ms", UINT32)
    o.explore = real(options.explore or 0.7, "explore")
    o.score_weight = real(options.score_weight or 0, "score_weight")
    o.policy = enum(options.policy or "uniform", POLICIES, "policy")
    local gen = generator(options.seed or 0)
    local state, out = ffi.new("uint64_t[1]", gen.state), Move()
    local st = ffi.new("safari_search_stats")
    check(C.safari_game_search_move(self:_handle(), o, state, out, st), "search_move")
    gen.state = state[0]
    return out, {playouts = tonumber(st.playouts), nodes = tonumber(st.nodes),
                 visits = tonumber(st.visits), elapsed_ms = tonumber(st.elapsed_ms),
                 value = tonumber(st.value)}
end

--- The move of the library's greedy player for the seat to move (the
--- player of `safari bot greedy`): the highest projected score for that
--- seat after the move, then the best margin over the best other seat;
--- among moves equal in both, the first in legal-move order (seed nil) or
--- one drawn from seed (an integer state, or a safari.SplitMix64 advanced
--- in place). Each move is applied and undone on this game.
function Game:greedy_move(seed)
    local out = Move()
    if seed == nil then
        check(C.safari_game_greedy_move(self:_handle(), nil, out), "greedy_move")
        return out
    end
    local gen = generator(seed)
    local state = ffi.new("uint64_t[1]", gen.state)
    check(C.safari_game_greedy_move(self:_handle(), state, out), "greedy_move")
    gen.state = state[0]
    return out
end

-- The planning player and its evaluation (safari_game_plan_move,
-- safari_game_eval_features, safari_game_evaluate, safari_level_options;
-- docs/ai.md).

--- The evaluation's features in safari_eval_feature order: the names of a
--- weights file's lines.
M.FEATURES = {"score", "final", "tokens", "species", "meeples", "meeples_late", "tokens_late",
              "gain_open1", "gain_open2", "gain_open3", "gain_late", "wasted", "shared",
              "baobab", "baobab_meeples", "hole_meeples"}
local NFEATURES = #M.FEATURES
assert(NFEATURES == C.SAFARI_EVAL_FEATURES)
--- The number of named levels (SAFARI_LEVELS, a macro the FFI cannot
--- see): the levels the library accepts.
local nlevels = 0
while C.safari_level_options(nlevels + 1, nil, nil) == 0 do nlevels = nlevels + 1 end
M.LEVELS = nlevels

-- A Lua array of NFEATURES finite numbers as a double[] (nil stays nil).
local function weights_array(weights)
    if weights == nil then return nil end
    if type(weights) ~= "table" or #weights ~= NFEATURES then
        bad_argument("weights", "an array of " .. NFEATURES .. " numbers", weights)
    end
    local out = ffi.new("double[?]", NFEATURES)
    for i = 1, NFEATURES do out[i - 1] = real(weights[i], "weight " .. M.FEATURES[i]) end
    return out
end

local function to_list(array, n)
    local out = {}
    for i = 1, n do out[i] = tonumber(array[i - 1]) end
    return out
end

--- The library's built-in weights (the learned set, which the top levels
--- use), as an array in M.FEATURES order.
function M.default_weights()
    local out, n = ffi.new("double[?]", NFEATURES), ffi.new("size_t[1]")
    check(C.safari_eval_default_weights(out, NFEATURES, n), "default_weights")
    return to_list(out, NFEATURES)
end

--- Every named level, weakest first: {number, name, elo, time_ms,
--- iterations}.
function M.levels()
    local out = {}
    for k = 1, M.LEVELS do
        local info = ffi.new("safari_level_info")
        check(C.safari_level_options(k, nil, info), "levels")
        out[k] = {number = k, name = ffi.string(info.name), elo = tonumber(info.elo),
                  time_ms = tonumber(info.time_ms), iterations = tonumber(info.iterations)}
    end
    return out
end

--- Reads a weights file (one `feature value` line for each of M.FEATURES,
--- any order; `#` comments, blank lines): an array in M.FEATURES order.
--- Raises EINVAL naming the line for anything else.
function M.load_weights(path)
    path = text_argument(path, "path")
    local f, why = io.open(path, "r")
    if not f then raise(EINVAL, "load_weights: " .. tostring(why)) end
    local index, found, lineno = {}, {}, 0
    for i, name in ipairs(M.FEATURES) do index[name] = i end
    for line in f:lines() do
        lineno = lineno + 1
        local text = line:gsub("#.*", "")
        local name, value, rest = text:match("^%s*(%S+)%s+(%S+)%s*(.-)%s*$")
        if name == nil and text:match("%S") == nil then
            -- blank or comment
        else
            local v = tonumber(value)
            if name == nil or rest ~= "" or not index[name] or found[index[name]] or v == nil
                or v ~= v or v > 1e9 or v < -1e9 then
                f:close()
                raise(EINVAL, ("load_weights: %s:%d: expected a new `feature value` line")
                      :format(path, lineno))
            end
            found[index[name]] = v
        end
    end
    f:close()
    for i = 1, NFEATURES do
        if found[i] == nil then
            raise(EINVAL, ("load_weights: %s: no value for %s"):format(path, M.FEATURES[i]))
        end
    end
    return found
end

--- One seat's evaluation features, an array in M.FEATURES order.
function Game:eval_features(seat)
    seat = integer(seat, "seat")
    local out, n = ffi.new("double[?]", NFEATURES), ffi.new("size_t[1]")
    check(C.safari_game_eval_features(self:_handle(), seat, out, NFEATURES, n), "eval_features")
    return to_list(out, NFEATURES)
end

--- Every seat's value under weights (an array; nil: the built-in ones).
function Game:evaluate(weights)
    local w = weights_array(weights)
    local out, n = ffi.new("double[?]", M.MAX_SEATS), ffi.new("size_t[1]")
    check(C.safari_game_evaluate(self:_handle(), w, w and NFEATURES or 0, out, M.MAX_SEATS, n),
          "evaluate")
    return to_list(out, tonumber(n[0]))
end

--- The planning player's move for the seat to move: options.level (1 to
--- 5; nil: the library's default options, the whole turn), then any of
--- weights (an array, e.g. from safari.load_weights), iterations,
--- time_ms, candidates, replies, beam, temperature replacing the level's;
--- seed (an integer state, default 0, or a safari.SplitMix64, advanced in
--- place). The game does not change. Returns the move and {turns, worlds,
--- candidates, elapsed_ms, value}. EINVAL at a chance decision, at the
--- end, or for bad options.
function Game:plan_move(options)
    if options ~= nil and type(options) ~= "table" then bad_argument("options", "a table", options) end
    options = options or {}
    local o = ffi.new("safari_plan_options")
    if options.level == nil then
        o.size, o.candidates, o.replies, o.beam = ffi.sizeof("safari_plan_options"), 8, 1, 6
    else
        check(C.safari_level_options(within(options.level, "level", 1, M.LEVELS), o, nil), "level")
    end
    local w = weights_array(options.weights)
    if w ~= nil then o.weights, o.nweights = w, NFEATURES end
    for _, name in ipairs({"iterations", "time_ms", "candidates", "replies", "beam"}) do
        if options[name] ~= nil then o[name] = integer(options[name], name, UINT32) end
    end
    if options.temperature ~= nil then o.temperature = real(options.temperature, "temperature") end
    local gen = generator(options.seed or 0)
    local state, out = ffi.new("uint64_t[1]", gen.state), Move()
    local st = ffi.new("safari_plan_stats")
    check(C.safari_game_plan_move(self:_handle(), o, state, out, st), "plan_move")
    gen.state = state[0]
    return out, {turns = tonumber(st.turns), worlds = tonumber(st.worlds),
                 candidates = tonumber(st.candidates), elapsed_ms = tonumber(st.elapsed_ms),
                 value = tonumber(st.value)}
end

--- {x0, y0, width, height} of the standard table (board_limit {x, y}): the
--- window of the fixed action space, where no legal move is ever outside;
--- nil without a table.
function Game:table_window()
    local w = ffi.new("safari_window")
    local status = C.safari_game_table_window(self:_handle(), w)
    if status == ENOTFOUND then return nil end
    check(status, "table_window")
    return {w.x0, w.y0, w.width, w.height}
end

--- Applies the move of an action index (default window: the board's).
--- Raises EILLEGAL if it is not legal now, EINVAL out of range; nothing
--- changes then.
function Game:apply_action(index, window)
    local w = self:_window(window)
    index = integer(index, "action index", UINT32)
    check(C.safari_game_apply_action(self:_handle(), w, index), "apply_action")
end

--- The game's metadata over a window (default: the table's, else the
--- board's): a table of the safari_metadata fields (docs/ai.md).
function Game:metadata(window)
    local w = self:_window(window or self:table_window())
    local md = ffi.new("safari_metadata")
    check(C.safari_game_metadata(self:_handle(), w, md), "metadata")
    local out = {}
    for _, k in ipairs({"max_game_length", "max_seat_moves", "max_chance_outcomes",
                        "max_legal_moves", "actions", "obs_planes", "obs_vector", "obs_size",
                        "min_score", "max_score", "min_margin", "max_margin"}) do
        out[k] = tonumber(md[k])
    end
    return out
end

--- The extended observation (49 planes: the tile placed this turn; the
--- vector adds its face and rotation): a float[] (or with options.dtype =
--- "uint8" a uint8_t[], values capped at 255) and its shape, as
--- observation().
function Game:observation_ex(viewer, window, options)
    viewer = within(viewer, "viewer", 0, self:seats() - 1)
    local dtype = options and options.dtype or "float32"
    if dtype ~= "float32" and dtype ~= "uint8" then
        bad_argument("dtype", "\"float32\" or \"uint8\"", dtype)
    end
    local w = self:_window(window)
    local planes, vector = ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")
    check(C.safari_game_observation_ex_size(self:_handle(), w, planes, vector), "observation_ex")
    local cells = planes[0] * w.width * w.height
    local n = cells + vector[0]
    local count = ffi.new("size_t[1]")
    local out
    if dtype == "uint8" then
        out = ffi.new("uint8_t[?]", n)
        check(C.safari_game_observation_u8(self:_handle(), w, viewer, out, n, count), "observation_ex")
    else
        out = ffi.new("float[?]", n)
        check(C.safari_game_observation_ex(self:_handle(), w, viewer, out, n, count), "observation_ex")
    end
    return out, {planes = tonumber(planes[0]), height = w.height, width = w.width,
                 vector = tonumber(vector[0]), vector_offset = tonumber(cells)}
end

-- Batches: n games stepped in one call (docs/ai.md, "Batched stepping").
-- :close() frees the batch and its games (otherwise the garbage collector does).
local Batch, wrap_batch = handle_class(C.safari_batch_free, "batch")
M.BatchClass = Batch
local CONTROLLERS = {"agent", "uniform", "scoring"}
-- Lua numbers hold integers exactly up to 2^53: the seeds a Batch takes.
local SEED = {"uint64_t", 0, 9007199254740991}

--- safari.Batch(n, seed, options): options are a Game's (board_limit
--- defaults to the table {12, 12}) plus controllers (per seat "agent",
--- "uniform" or "scoring"; missing seats "uniform"; default {"agent"}) and
--- legal_cap. Fields, filled in place by every step: obs (uint8_t[n x
--- obs_size]), mask (uint8_t[n x actions]), legal (uint32_t[n x legal_cap])
--- and legal_count, rewards (float[n x seats]), terminal (uint8_t[n]),
--- to_move (int32_t[n]), actions (uint32_t[n]: the next step's input).
--- obs and mask belong to the batch: read them, write nothing into them.
function M.Batch(n, seed, options)
    options = options or {}
    if type(options) ~= "table" then bad_argument("options", "a table", options) end
    local game = {}
    for k, v in pairs(options) do game[k] = v end
    game.controllers, game.legal_cap = nil, nil
    if game.board_limit == nil then game.board_limit = {C.SAFARI_AI_TABLE_HALF, C.SAFARI_AI_TABLE_HALF} end
    local bo = ffi.new("safari_batch_options")
    bo.game = game_options(game)
    local controllers = options.controllers or {"agent"}
    for s = 0, C.SAFARI_MAX_SEATS - 1 do
        bo.controllers[s] = controllers[s + 1] and enum(controllers[s + 1], CONTROLLERS, "controllers")
                            or C.SAFARI_CONTROLLER_UNIFORM
    end
    n = within(n, "n", 1, 65536)
    local out = ffi.new("safari_batch *[1]")
    check(C.safari_batch_new(out, bo, n, integer(seed or 0, "seed", SEED)), "new batch")
    local self = wrap_batch(out[0])
    local games, actions, obs, seats = ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]"),
                                       ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")
    check(C.safari_batch_shape(self.ptr, games, actions, obs, seats), "batch shape")
    self.n, self.num_actions, self.obs_size, self.seats = n, tonumber(actions[0]),
                                                          tonumber(obs[0]), tonumber(seats[0])
    self.legal_cap = within(options.legal_cap or C.SAFARI_MAX_MOVES, "legal_cap", 1, C.SAFARI_MAX_MOVES)
    self.obs = ffi.new("uint8_t[?]", n * self.obs_size)
    self.mask = ffi.new("uint8_t[?]", n * self.num_actions)
    self.legal = ffi.new("uint32_t[?]", n * self.legal_cap)
    self.legal_count = ffi.new("uint32_t[?]", n)
    self.rewards = ffi.new("float[?]", n * self.seats)
    self.terminal = ffi.new("uint8_t[?]", n)
    self.to_move = ffi.new("int32_t[?]", n)
    self.actions = ffi.new("uint32_t[?]", n)
    check(C.safari_batch_observe(self.ptr, self.obs, self.mask, self.legal, self.legal_count,
                                 self.legal_cap, self.to_move), "batch observe")
    return self
end

--- Steps every game with self.actions (or the given Lua array, 1-based):
--- raises EILLEGAL, and nothing changes, if some action is not legal.
function Batch:step(actions)
    if actions then
        for j = 0, self.n - 1 do
            self.actions[j] = integer(actions[j + 1], "actions[" .. (j + 1) .. "]", UINT32)
        end
    end
    check(C.safari_batch_step(self:_handle(), self.actions, self.obs, self.mask, self.legal,
                              self.legal_count, self.legal_cap, self.rewards, self.terminal,
                              self.to_move), "batch step")
end

--- Game j (0-based) of the batch, lent for reading its position (no
--- history); valid while the batch lives.
function Batch:game_position(j)
    j = within(j, "j", 0, self.n - 1)
    return C.safari_batch_game(self:_handle(), j)
end

Game.__tostring = function(g)
    if not g.ptr then return "safari.Game (closed)" end
    return ("safari.Game (%d seats, %d moves, decision %s)")
        :format(g:seats(), g:history_length(), g:decision())
end

return M
