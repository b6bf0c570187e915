/* SPDX-License-Identifier: MIT */
/**
 * @file safari.h
 * @brief libsafari: the rules engine of the board game Carcassonne: Safari.
 *
 * The one public header of libsafari. A name that is not declared here is not
 * part of the API. The library has no global mutable state: every function is
 * re-entrant, distinct games may be used from different threads at once, and
 * a tile set may be shared by any number of games on any number of threads.
 *
 * Conventions, for every function unless its documentation says otherwise:
 * - A fallible function returns an `int` status: #SAFARI_OK (0) or a negative
 *   `SAFARI_E*` code (see ::safari_status). Treat an unknown negative value as
 *   a generic error.
 * - On error, no handle and no output other than the documented ones changes.
 * - A `**out` result belongs to the caller and is released with the matching
 *   `safari_*_free`; a pointer returned directly is borrowed from its handle.
 * - Queries take a `const` handle and never allocate.
 *
 * One rule for every function that writes into a caller's buffer (moves,
 * weights, events, scores or text): it takes the buffer, its capacity `cap`
 * and a count `*count` (for text, `*len`), and
 * - sets the count to the size needed: entries, or for text the length
 *   without the NUL (a text needs `*len + 1` bytes);
 * - if the buffer holds everything, writes it all and returns #SAFARI_OK;
 * - otherwise writes what fits and returns #SAFARI_EBUFS: the first `cap`
 *   entries, or for text the first `cap - 1` bytes and a NUL, so that a cut
 *   text is still a string;
 * - `NULL, 0` writes nothing and asks for the size: #SAFARI_EBUFS, or
 *   #SAFARI_OK when there is nothing to write (no entry).
 * A buffer NULL with `cap` > 0 is #SAFARI_EINVAL. On any other error the
 * buffer and the count are left as they were. The move lists
 * (safari_game_legal_moves(), safari_game_outcomes()) may use the entries
 * past the last move written, within `cap`, as scratch: a generator writes
 * whole words there rather than test each move (since 0.2.0).
 *
 * @defgroup safari libsafari public API
 * @{
 */
#ifndef SAFARI_H
#define SAFARI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/** @name Export and deprecation macros                                      */
/* ------------------------------------------------------------------------ */
/** @{ */

#ifndef SAFARI_API
#  if defined(_WIN32)
#    ifdef SAFARI_BUILDING
#      define SAFARI_API __declspec(dllexport)
#    elif defined(SAFARI_STATIC)
#      define SAFARI_API
#    else
#      define SAFARI_API __declspec(dllimport)
#    endif
#  elif defined(__GNUC__) && __GNUC__ >= 4
/** Marks a function as part of the exported ABI. */
#    define SAFARI_API __attribute__((visibility("default")))
#  else
#    define SAFARI_API
#  endif
#endif

#ifndef SAFARI_DEPRECATED
#  if defined(__GNUC__)
/** Marks an API that will be removed at the next major version. */
#    define SAFARI_DEPRECATED(msg) __attribute__((deprecated(msg)))
#  else
#    define SAFARI_DEPRECATED(msg)
#  endif
#endif

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Version                                                            */
/* ------------------------------------------------------------------------ */
/** @{ */

/** Major version: incompatible ABI changes. Also the SONAME suffix. */
#define SAFARI_VERSION_MAJOR 0
/** Minor version: compatible additions. */
#define SAFARI_VERSION_MINOR 3
/** Patch version: fixes only. */
#define SAFARI_VERSION_PATCH 0
/** The version as one number: major * 10000 + minor * 100 + patch. */
#define SAFARI_VERSION_NUMBER \
    (SAFARI_VERSION_MAJOR * 10000 + SAFARI_VERSION_MINOR * 100 + SAFARI_VERSION_PATCH)
/** @cond SAFARI_INTERNAL */
#define SAFARI_STRINGIFY_(x) #x
#define SAFARI_STRINGIFY(x) SAFARI_STRINGIFY_(x)
/** @endcond */
/** The version as text, "major.minor.patch". */
#define SAFARI_VERSION_STRING          \
    SAFARI_STRINGIFY(SAFARI_VERSION_MAJOR) "." \
    SAFARI_STRINGIFY(SAFARI_VERSION_MINOR) "." \
    SAFARI_STRINGIFY(SAFARI_VERSION_PATCH)

/**
 * @brief The version of the library loaded at run time.
 *
 * Compare it with #SAFARI_VERSION_NUMBER to check that the header a program
 * was built with matches the library it loaded (same major at least).
 * @return major * 10000 + minor * 100 + patch.
 * Thread-safe; never allocates.
 * @since 0.1.0
 */
SAFARI_API uint32_t safari_version_number(void);

/**
 * @brief The version of the library loaded at run time, as text.
 * @return A static string such as "0.1.0"; never NULL, never freed.
 * Thread-safe; never allocates.
 * @since 0.1.0
 */
SAFARI_API const char *safari_version_string(void);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Status codes                                                       */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief The list of status codes: X(name, value, message).
 *
 * Values are fixed once released; new codes are only appended.
 */
#define SAFARI_STATUS_MAP(X)                                              \
    X(OK,       0, "success")                                            \
    X(EINVAL,  -1, "invalid argument")                                   \
    X(ENOMEM,  -2, "out of memory")                                      \
    X(EBUFS,   -3, "buffer too small")                                   \
    X(EILLEGAL,-4, "illegal move")                                       \
    X(EPARSE,  -5, "malformed text")                                     \
    X(ENOUNDO, -6, "no move to undo")                                    \
    X(ENOTFOUND,-7, "nothing there")                                     \
    X(ELIMIT,  -8, "beyond a capacity of the library")

/** @cond SAFARI_INTERNAL */
#define SAFARI_STATUS_ENUM_(name, value, msg) SAFARI_##name = value,
/** @endcond */

/**
 * @brief Status codes returned by fallible functions.
 *
 * - #SAFARI_OK: success.
 * - #SAFARI_EINVAL: a NULL handle or pointer, or an argument out of range.
 * - #SAFARI_ENOMEM: an allocation failed; nothing changed.
 * - #SAFARI_EBUFS: the caller's buffer is too small; what fits was written
 *   and the count tells the size needed (see the buffer rule above).
 * - #SAFARI_EILLEGAL: the move is not legal in this position.
 * - #SAFARI_EPARSE: malformed move text, game record or tile set.
 * - #SAFARI_ENOUNDO: undo with no move applied.
 * - #SAFARI_ENOTFOUND: the queried cell, slot or item holds nothing.
 * - #SAFARI_ELIMIT: beyond a capacity of the library: a tile set larger
 *   than its capacities. A game's block is sized from its tile set and
 *   options for the longest legal game (its moves and undo journal), so a
 *   legal move of a game never returns it (since 0.2.0).
 */
typedef enum safari_status {
    SAFARI_STATUS_MAP(SAFARI_STATUS_ENUM_)
    SAFARI_STATUS_END_ = 1 /**< @private Not a status. */
} safari_status;

/**
 * @brief A message for a status code.
 * @param[in] status Any value; unknown values give a generic message.
 * @return A static string, never NULL, never freed.
 * Thread-safe; never allocates.
 * @since 0.1.0
 */
SAFARI_API const char *safari_strerror(int status);

/**
 * @brief Where a text input went wrong: filled by the parsers on
 * #SAFARI_EPARSE, and on other errors with the reason (line 0 unless a line
 * is at fault, as for a record's #SAFARI_ELIMIT).
 */
typedef struct safari_diag {
    int32_t line;      /**< 1-based line of the first error; 0 if none. */
    char message[124]; /**< The reason, NUL-terminated, e.g.
                            "side 'x' is not s, t or b". */
} safari_diag;

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Game vocabulary                                                    */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * Counts and capacities. Enumerators, not macros, so that the preprocessed
 * header (`cc -E -P -DSAFARI_API=`) still holds them for FFI declaration
 * parsers; nothing tests them with `#if`.
 */
enum {
    SAFARI_MAX_SEATS = 5,      /**< Players in a game: 2 to 5. */
    SAFARI_MEEPLES = 6,        /**< Meeples per seat. */
    SAFARI_SPECIES = 5,        /**< Animal species: A E G L Z. */
    SAFARI_TOKENS_PER_SPECIES = 10, /**< Animal tokens per species. */
    SAFARI_RANGERS = 2,        /**< Neutral rangers. */
    SAFARI_MAX_LAND_TILES = 200, /**< Largest tile set: land tiles. */
    SAFARI_MAX_START_CELLS = 8,  /**< Largest tile set: start cells. */
    SAFARI_MAX_TILE_TYPES = 99   /**< Largest tile set: types 01..99. */
};

/** The bound on the moves of a decision (an enumerator, as above). */
enum {
    /**
     * @brief An upper bound on the legal moves of any decision.
     *
     * Proof, for a tile set within the capacities above: at most
     * C = 200 + 8 = 208 cells hold tiles; a set of C cells has at most
     * 2C + 2 = 418 empty orthogonal neighbours. `place`: 418 cells x 4
     * rotations = 1672. `action`: 4 trail/bush features of the placed tile
     * + 1 baobab + 1 pass + 2 rangers x 418 cells + 4 corners x 208 tiles x 5
     * species for `dig` or `expand` (a slot allows one of them) = 5002. `draw`:
     * at most 200 faces. `park`: 418. `token`, `boost`: 5, 6. So 5002 bounds
     * them all; the constant leaves room.
     */
    SAFARI_MAX_MOVES = 5120
};

/** Animal species; also the order of every per-species array. */
typedef enum safari_species {
    SAFARI_APE = 0,      /**< A */
    SAFARI_ELEPHANT = 1, /**< E */
    SAFARI_GIRAFFE = 2,  /**< G */
    SAFARI_LION = 3,     /**< L */
    SAFARI_ZEBRA = 4,    /**< Z */
    SAFARI_NO_SPECIES = 5 /**< No species: `boost -`. */
} safari_species;

/** Sides of a tile, in board orientation. */
typedef enum safari_side {
    SAFARI_NORTH = 0, /**< N */
    SAFARI_EAST = 1,  /**< E */
    SAFARI_SOUTH = 2, /**< S */
    SAFARI_WEST = 3,  /**< W */
    SAFARI_BAOBAB = 4 /**< Not a side: the baobab of a tile (`meeple baobab`). */
} safari_side;

/** Corners of a tile, in board orientation. */
typedef enum safari_corner {
    SAFARI_NE = 0, /**< NE */
    SAFARI_SE = 1, /**< SE */
    SAFARI_SW = 2, /**< SW */
    SAFARI_NW = 3  /**< NW */
} safari_corner;

/** The kinds of decision; every position has exactly one. */
typedef enum safari_decision_kind {
    SAFARI_DECISION_DRAW = 0,   /**< Chance: the next land tile. */
    SAFARI_DECISION_TOKEN = 1,  /**< Chance: an animal token for a seat. */
    SAFARI_DECISION_PLACE = 2,  /**< Seat: place the drawn tile or discard it. */
    SAFARI_DECISION_ACTION = 3, /**< Seat: meeple, ranger, dig, expand or pass. */
    SAFARI_DECISION_BOOST = 4,  /**< Seat: boost a feature being scored. */
    SAFARI_DECISION_PARK = 5,   /**< Seat: park the displaced ranger. */
    SAFARI_DECISION_END = 6     /**< The game is over: no move. */
} safari_decision_kind;

/** Special values of safari_decision::to_move (enumerators, as above). */
enum {
    SAFARI_CHANCE = -1, /**< `to_move` of a chance decision. */
    SAFARI_NOBODY = -2  /**< `to_move` at the end of the game. */
};

/** The pending decision of a game. */
typedef struct safari_decision {
    int32_t kind;      /**< A ::safari_decision_kind. */
    int32_t to_move;   /**< The deciding seat, #SAFARI_CHANCE or #SAFARI_NOBODY. */
    int32_t recipient; /**< At a `token` decision: the receiving seat; else -1. */
    int32_t active;    /**< The seat whose turn it is (setup: the seat drawing). */
} safari_decision;

/** The kinds of move (docs/notation.md section 2). */
typedef enum safari_move_kind {
    SAFARI_MOVE_DRAW = 0,    /**< `draw TT/K`: `tile` = type id, `index` = copy K. */
    SAFARI_MOVE_TOKEN = 1,   /**< `token S`: `species`. */
    SAFARI_MOVE_PLACE = 2,   /**< `place X Y R`: `x`, `y`, `index` = rotation. */
    SAFARI_MOVE_DISCARD = 3, /**< `discard`. */
    SAFARI_MOVE_MEEPLE = 4,  /**< `meeple D`: `index` = ::safari_side (or #SAFARI_BAOBAB). */
    SAFARI_MOVE_RANGER = 5,  /**< `ranger I X Y`: `index` = ranger, `x`, `y`. */
    SAFARI_MOVE_DIG = 6,     /**< `dig X Y C S`: `x`, `y`, `index` = corner, `species`. */
    SAFARI_MOVE_EXPAND = 7,  /**< `expand X Y C S`: as `dig`. */
    SAFARI_MOVE_PASS = 8,    /**< `pass`. */
    SAFARI_MOVE_BOOST = 9,   /**< `boost S` / `boost -`: `species` (#SAFARI_NO_SPECIES for `-`). */
    SAFARI_MOVE_PARK = 10    /**< `park X Y`: `x`, `y`. */
} safari_move_kind;

/**
 * @brief One move: the answer to one decision. 8 bytes, plain data.
 *
 * Fields a kind does not use are zero in every move the library produces;
 * the library ignores them in moves it is given. Pass by `const` pointer.
 */
typedef struct safari_move {
    uint8_t kind;    /**< A ::safari_move_kind. */
    uint8_t species; /**< TOKEN, DIG, EXPAND, BOOST: a ::safari_species. */
    uint8_t index;   /**< PLACE: rotation 0..3; MEEPLE: side or #SAFARI_BAOBAB;
                          DIG, EXPAND: ::safari_corner; RANGER: ranger 0..1;
                          DRAW: copy number K (1-based). */
    uint8_t tile;    /**< DRAW: the tile type id TT (1..99). */
    int16_t x;       /**< PLACE, RANGER, DIG, EXPAND, PARK: cell x (east). */
    int16_t y;       /**< PLACE, RANGER, DIG, EXPAND, PARK: cell y (north). */
} safari_move;

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Allocation                                                         */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief Allocator hooks for one handle (a tile set or a game and its clones).
 *
 * `alloc` returns `size` bytes aligned for any type, or NULL on failure;
 * `free` releases what `alloc` returned (it is never called with NULL) and
 * receives the size that was asked. `ud` is passed to both. A NULL allocator
 * pointer means malloc/free.
 */
typedef struct safari_allocator {
    void *(*alloc)(void *ud, size_t size);         /**< Allocate. */
    void (*free)(void *ud, void *ptr, size_t size); /**< Release. */
    void *ud;                                       /**< User data. */
} safari_allocator;

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Tile sets                                                          */
/* ------------------------------------------------------------------------ */
/** @{ */

/** An immutable, parsed tile set; shareable by any number of games. */
typedef struct safari_tileset safari_tileset;

/**
 * @brief Parses a tile set in the library's tile-set format.
 *
 * @param[out] out  The new tile set; set to NULL on error.
 * @param[in]  text The text (need not be NUL-terminated).
 * @param[in]  len  Bytes of `text`.
 * @param[in]  alloc Allocator hooks, or NULL for malloc/free; copied.
 * @param[out] diag Where the first error is described; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EPARSE (the line and reason in `diag`);
 *         #SAFARI_ELIMIT for a set beyond the capacities (reason in `diag`);
 *         #SAFARI_ENOMEM; #SAFARI_EINVAL for NULL `out` or `text`, or an
 *         allocator without `alloc` or `free`. On every error `diag` says
 *         why (line 0 when no line is at fault).
 * Allocates. Thread-safe. Free with safari_tileset_free().
 * @since 0.1.0
 */
SAFARI_API int safari_tileset_load(safari_tileset **out, const char *text, size_t len,
                                   const safari_allocator *alloc, safari_diag *diag);

/**
 * @brief Creates the built-in tile set (embedded in the library).
 * @param[out] out The new tile set; NULL on error.
 * @param[in] alloc Allocator hooks, or NULL for malloc/free.
 * @return #SAFARI_OK, #SAFARI_ENOMEM or #SAFARI_EINVAL (NULL `out`, or an
 *         allocator without `alloc` or `free`).
 * Allocates. Thread-safe. Free with safari_tileset_free().
 * @since 0.1.0
 */
SAFARI_API int safari_tileset_new_default(safari_tileset **out, const safari_allocator *alloc);

/**
 * @brief Releases the caller's reference to a tile set.
 *
 * Games hold their own reference: a tile set may be freed before the games
 * that use it. NULL is a no-op. Thread-safe.
 * @param[in] ts The tile set, or NULL.
 * @since 0.1.0
 */
SAFARI_API void safari_tileset_free(safari_tileset *ts);

/**
 * @brief The built-in tile-set text.
 * @return A static NUL-terminated string; never NULL, never freed.
 * @since 0.1.0
 */
SAFARI_API const char *safari_tileset_default_text(void);

/**
 * @brief The text a tile set was parsed from, as the set keeps it: a leading
 * UTF-8 byte-order mark dropped, every line end (CRLF, or a lone CR) turned
 * to LF and a final newline added (the text a record carries).
 * @param[in] ts The tile set.
 * @param[out] len Its length in bytes (0 if `ts` is NULL); may be NULL.
 * @return The text, borrowed from `ts` and NUL-terminated; NULL if `ts` is NULL.
 * @since 0.1.0
 */
SAFARI_API const char *safari_tileset_text(const safari_tileset *ts, size_t *len);

/**
 * @brief Whether a tile set is the built-in one (the same text as kept by
 * safari_tileset_text()).
 * @param[in] ts The tile set.
 * @return 1 if it is, 0 if not or if `ts` is NULL.
 * @since 0.1.0
 */
SAFARI_API int safari_tileset_is_default(const safari_tileset *ts);

/** Counts that describe a tile set. */
typedef struct safari_tileset_info {
    int32_t types;       /**< Tile types. */
    int32_t land_tiles;  /**< Land tiles (copies of all types). */
    int32_t faces;       /**< Distinct faces (type + animals). */
    int32_t start_cells; /**< Cells of the start tile. */
} safari_tileset_info;

/**
 * @brief Counts of a tile set.
 * @param[in] ts The tile set.
 * @param[out] out The counts.
 * @return #SAFARI_OK or #SAFARI_EINVAL (NULL argument).
 * Never allocates.
 * @since 0.4.0 (safari_tileset_info_get() before, the one `_get` name)
 */
SAFARI_API int safari_tileset_counts(const safari_tileset *ts, safari_tileset_info *out);

/**
 * @brief The former name of safari_tileset_counts(), which it calls.
 * @deprecated Use safari_tileset_counts(); kept, still exported, until 1.0
 *             (docs/api-stability.md).
 * @param[in] ts The tile set.
 * @param[out] out The counts.
 * @return As safari_tileset_counts().
 * @since 0.1.0
 */
SAFARI_DEPRECATED("use safari_tileset_counts")
SAFARI_API int safari_tileset_info_get(const safari_tileset *ts, safari_tileset_info *out);

/** One tile type of a tile set, in the unrotated orientation. */
typedef struct safari_tile_type_info {
    int32_t id;          /**< Type id, 1..99. */
    int32_t copies;      /**< Copies in the set. */
    char sides[5];       /**< N E S W as 's', 't' or 'b', NUL-terminated. */
    uint8_t baobab;      /**< 1 if the type has a baobab. */
    uint8_t features;    /**< Trails and bushes on the type. */
    uint8_t reserved;    /**< Zero. */
    int32_t animals[SAFARI_SPECIES]; /**< Animals per species over all copies. */
    int32_t birds;       /**< Birds on one copy. */
} safari_tile_type_info;

/**
 * @brief One tile type of a tile set, by its position in the file.
 * @param[in] ts The tile set.
 * @param[in] i 0 .. types - 1.
 * @param[out] out The type.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_tileset_type(const safari_tileset *ts, int32_t i, safari_tile_type_info *out);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: lifecycle                                                   */
/* ------------------------------------------------------------------------ */
/** @{ */

/** A game in progress: one contiguous block of state plus its history. */
typedef struct safari_game safari_game;

/** Final scoring of incomplete trails and bushes (docs/rules.md section 8.2). */
typedef enum safari_final_scoring {
    SAFARI_FINAL_MAJORITY = 0, /**< Majority seats score (HiG). Default. */
    SAFARI_FINAL_ALL = 1       /**< Every seat with a meeple scores (ZMG). */
} safari_final_scoring;

/** When completed baobabs give their tokens (docs/rules.md section 6.2). */
typedef enum safari_baobab_tokens {
    SAFARI_BAOBAB_BEFORE = 0, /**< Before trail/bush scoring. Default. */
    SAFARI_BAOBAB_AFTER = 1   /**< After trail/bush scoring, before parking. */
} safari_baobab_tokens;

/**
 * @brief Which cells may take tiles and rangers (docs/rules.md
 * section 10.2, "board limits"; the seed's "Use of a Table").
 * @since 0.2.0 (#SAFARI_LIMIT_WINDOW); 0.1.0 (the others)
 */
typedef enum safari_board_limit {
    SAFARI_LIMIT_NONE = 0,  /**< Unlimited. Default. */
    SAFARI_LIMIT_TABLE = 1, /**< The standard table, the start tile in the
                                 middle: only cells with |x| <= `limit_x` and
                                 |y| <= `limit_y`. */
    SAFARI_LIMIT_WINDOW = 2 /**< The table with "total shifting": a cell may
                                 take a tile, a moved ranger or a parked
                                 ranger only if every tile and ranger on the
                                 board, with that cell, fits in a rectangle
                                 `limit_x` cells wide and `limit_y` tall (the
                                 ranger being moved left out). */
} safari_board_limit;

/**
 * @brief Whether scorers of one feature may add the same species
 * (docs/rules.md section 6.4 and R1).
 * @since 0.2.0
 */
typedef enum safari_boosts {
    SAFARI_BOOSTS_INDEPENDENT = 0, /**< Boosts do not constrain each other.
                                        Default. */
    SAFARI_BOOSTS_DISTINCT = 1     /**< A scorer may add only a species that
                                        is neither on the feature nor added
                                        to it by an earlier scorer of the
                                        same step ("all scoring players may
                                        add a different animal"). */
} safari_boosts;

/**
 * @brief Options of a new game. All zero means the defaults: 2 seats, seat 0
 * first, majority final scoring, baobab tokens before, no board limit,
 * independent boosts, the built-in tile set. The layout is that of 0.1.0
 * (`boosts` took the place of a reserved zero field).
 */
typedef struct safari_options {
    int32_t seats;          /**< 2..5; 0 means 2. */
    int32_t first_seat;     /**< 0..seats-1. */
    int32_t final_scoring;  /**< A ::safari_final_scoring. */
    int32_t baobab_tokens;  /**< A ::safari_baobab_tokens. */
    int32_t board_limited;  /**< A ::safari_board_limit: 0 none, 1 the
                                 standard table, 2 the window. */
    int32_t limit_x;        /**< Table: the half width X (0..32767).
                                 Window: the width W (1..32767). */
    int32_t limit_y;        /**< Table: the half height Y (0..32767).
                                 Window: the height H (1..32767). */
    int32_t boosts;         /**< A ::safari_boosts (0 in 0.1.0, where this
                                 field was reserved). @since 0.2.0 */
    const safari_tileset *tileset; /**< NULL: the built-in set. The game keeps
                                        its own reference. */
} safari_options;

/**
 * @brief Creates a game at setup: start tile and rangers placed, the first
 * decision is the first `token` draw.
 *
 * @param[out] out The new game; NULL on error.
 * @param[in] options Options, or NULL for the defaults.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `out`, an option out of range,
 *         a board limit that does not hold the start tile and rangers);
 *         #SAFARI_ENOMEM.
 * Allocates (one block, plus the built-in tile set if `options->tileset` is
 * NULL). Thread-safe. Free with safari_game_free(). The short form of
 * safari_game_create() with the same fields and malloc/free, kept (not
 * deprecated) for the settings 0.3.0 has (docs/api-stability.md).
 * @since 0.1.0
 */
SAFARI_API int safari_game_new(safari_game **out, const safari_options *options);

/**
 * @brief As safari_game_create() with the same fields in a
 * ::safari_settings: allocator hooks for the game, its clones and (if it
 * creates one) its built-in tile set.
 * @deprecated Use safari_game_create(), which it calls, its
 *             ::safari_settings carrying their size so that they can grow;
 *             kept, still exported, until 1.0 (docs/api-stability.md).
 * @param[out] out The new game; NULL on error.
 * @param[in] options Options, or NULL for the defaults.
 * @param[in] alloc Allocator hooks, or NULL for malloc/free; copied.
 * @return As safari_game_new(); also #SAFARI_EINVAL for an allocator
 *         without `alloc` or `free`.
 * @since 0.1.0
 */
SAFARI_DEPRECATED("use safari_game_create")
SAFARI_API int safari_game_new_ex(safari_game **out, const safari_options *options,
                                  const safari_allocator *alloc);

/**
 * @brief What a game keeps for its life: the fields of ::safari_options
 * after a size, so that the struct can grow at its end
 * (docs/api-stability.md, "Options structs and how they grow").
 *
 * Initialise with #SAFARI_SETTINGS_INIT (2 seats, seat 0 first, every rule
 * at its default, the built-in tile set), then change fields. `size` tells
 * the library which version of the struct the caller was built with: a
 * size below this first version's is refused; the bytes of a longer
 * caller's struct past the fields this library knows are never read nor
 * written. Zero fields mean what they mean in ::safari_options.
 * @since 0.4.0
 */
typedef struct safari_settings {
    uint32_t size;          /**< `sizeof(safari_settings)`, set by the
                                 caller (#SAFARI_SETTINGS_INIT). */
    int32_t seats;          /**< 2..5; 0 means 2. */
    int32_t first_seat;     /**< 0..seats-1. */
    int32_t final_scoring;  /**< A ::safari_final_scoring. */
    int32_t baobab_tokens;  /**< A ::safari_baobab_tokens. */
    int32_t board_limited;  /**< A ::safari_board_limit: 0 none, 1 the
                                 standard table, 2 the window. */
    int32_t limit_x;        /**< Table: the half width X (0..32767).
                                 Window: the width W (1..32767). */
    int32_t limit_y;        /**< Table: the half height Y (0..32767).
                                 Window: the height H (1..32767). */
    int32_t boosts;         /**< A ::safari_boosts. */
    const safari_tileset *tileset; /**< NULL: the built-in set. The game keeps
                                        its own reference. */
} safari_settings;

/** A ::safari_settings with its size set and the defaults: 2 seats, seat 0
 * first, majority final scoring, baobab tokens before, no board limit,
 * independent boosts, the built-in tile set. @since 0.4.0 */
#define SAFARI_SETTINGS_INIT \
    {sizeof(safari_settings), 2, 0, 0, 0, 0, 0, 0, 0, NULL}

/**
 * @brief Creates a game at setup, as safari_game_new(), from sized
 * settings and with allocator hooks for the game, its clones and (if it
 * creates one) its built-in tile set.
 * @param[out] out The new game; NULL on error.
 * @param[in] settings Settings (#SAFARI_SETTINGS_INIT, then changed), or
 *            NULL for the defaults.
 * @param[in] alloc Allocator hooks, or NULL for malloc/free; copied.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `out`, `settings->size` below
 *         this first version's struct, a setting out of range, a board
 *         limit that does not hold the start tile and rangers, an allocator
 *         without `alloc` or `free`); #SAFARI_ENOMEM.
 * Allocates, through `alloc` (one block, plus the built-in tile set if
 * `settings->tileset` is NULL). Thread-safe. Free with safari_game_free().
 * @since 0.4.0
 */
SAFARI_API int safari_game_create(safari_game **out, const safari_settings *settings,
                                  const safari_allocator *alloc);

/**
 * @brief Copies a game, history included (the copy can undo back to setup).
 *
 * The copy is always a whole game: it keeps a history and a hash and can
 * undo, whatever the source is. A batch's game (safari_batch_game()), which
 * keeps none, gives a copy whose history starts empty at the position
 * copied: it undoes back to there.
 * @param[out] out The copy; NULL on error.
 * @param[in] game The game.
 * @return #SAFARI_OK, #SAFARI_EINVAL or #SAFARI_ENOMEM.
 * Allocates once, with the game's allocator. The copy shares the tile set.
 * @since 0.1.0
 */
SAFARI_API int safari_game_clone(safari_game **out, const safari_game *game);

/**
 * @brief Copies the state of `src` into `dst`, a game made with equal
 * options and an equal tile set (for example a clone of it). No
 * allocation: the fast way to reset a search game to a root position.
 * `dst` stays a whole game that can undo, as safari_game_clone() says
 * (from a batch's game: back to the position copied).
 *
 * Tile sets are equal when they are one set, both built-in (two games made
 * with a NULL tile set each own a built-in set: they are equal), or loaded
 * from the same text. `dst` keeps its own tile set and allocator.
 * @param[in,out] dst The game overwritten.
 * @param[in] src The game copied.
 * @return #SAFARI_OK, or #SAFARI_EINVAL (NULL, or options that differ in
 *         any field but `tileset`, or tile sets that are not equal).
 * @since 0.1.0; equal tile sets accepted since 0.2.0
 */
SAFARI_API int safari_game_copy(safari_game *dst, const safari_game *src);

/**
 * @brief Frees a game. NULL is a no-op.
 * @param[in] game The game, or NULL.
 * @since 0.1.0
 */
SAFARI_API void safari_game_free(safari_game *game);

/**
 * @brief The options a game was created with (tile set included, borrowed).
 * @deprecated Use safari_game_settings(), which it calls, its
 *             ::safari_settings carrying their size so that they can grow;
 *             kept, still exported, until 1.0 (docs/api-stability.md).
 * @param[in] game The game.
 * @param[out] out The options, with every default filled in.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_DEPRECATED("use safari_game_settings")
SAFARI_API int safari_game_options(const safari_game *game, safari_options *out);

/**
 * @brief The settings a game was created with, every default filled in
 * (the tile set included, borrowed for the life of the game).
 * @param[in] game The game.
 * @param[in,out] out The settings; `out->size` must be set
 *         (#SAFARI_SETTINGS_INIT) and is kept. The library writes the
 *         fields it knows that `out->size` covers and no byte past it.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL argument, `out->size` below this
 *         first version's struct; `out` unchanged).
 * Never allocates. Pure; thread-safe.
 * @since 0.4.0
 */
SAFARI_API int safari_game_settings(const safari_game *game, safari_settings *out);

/**
 * @brief The tile set of a game.
 * @param[in] game The game.
 * @return The tile set, borrowed for the life of the game; NULL if `game` is NULL.
 * @since 0.1.0
 */
SAFARI_API const safari_tileset *safari_game_tileset(const safari_game *game);

/**
 * @brief Bytes of a game's state block: what the game allocated, sized for
 * the longest legal game with full undo (about 94 KB for the built-in set
 * and 2 seats, 112 KB for 5). A clone or copy moves only the part in use.
 * @param[in] game The game.
 * @return The size; 0 if `game` is NULL.
 * @since 0.1.0
 */
SAFARI_API size_t safari_game_state_size(const safari_game *game);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: decisions and moves                                         */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief The pending decision.
 * @param[in] game The game.
 * @param[out] out The decision.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * Never allocates. Pure.
 * @since 0.1.0
 */
SAFARI_API int safari_game_decision(const safari_game *game, safari_decision *out);

/**
 * @brief The legal moves of the pending decision.
 *
 * Writes at most `cap` moves and sets `*count` to the total number of legal
 * moves, so `moves = NULL, cap = 0` asks for the count. A buffer of
 * #SAFARI_MAX_MOVES always suffices. At a chance decision the moves are its
 * outcomes (see safari_game_outcomes() for their weights). At the end, none.
 * @param[in] game The game.
 * @param[out] moves The buffer, or NULL with `cap` 0.
 * @param[in] cap Moves the buffer holds.
 * @param[out] count The total number of legal moves.
 * @return #SAFARI_OK; #SAFARI_EBUFS if `cap` < `*count` (the first `cap`
 *         moves are written); #SAFARI_EINVAL (NULL `game` or `count`, or
 *         NULL `moves` with `cap` > 0).
 * Never allocates. Pure.
 *
 * Order: chance outcomes come in tile-set order (faces, then species A E G
 * L Z); a seat's moves come grouped by kind in a fixed order (place; at an
 * action: meeple sides N E S W, baobab, ranger 0's cells, ranger 1's,
 * watering holes, pass; boost species A..Z then `boost -`; park cells).
 * Within a kind, cells follow the board's frontier and watering holes the
 * list of usable slots, both kept in the order in which the moves that
 * reached the position added and removed them. So the order is a function
 * of the game's history, not only of the position: two games with the same
 * hash may list the same moves in different orders. Compare lists as sets,
 * or sort them. (Sorting here would cost several times a random game's
 * work; see docs/performance.md.)
 * @since 0.1.0
 */
SAFARI_API int safari_game_legal_moves(const safari_game *game, safari_move *moves,
                                       size_t cap, size_t *count);

/**
 * @brief The outcomes of a chance decision with their weights.
 *
 * Outcome i has probability weights[i] / (sum of weights). At a seat's
 * decision this gives its legal moves with weight 1 each.
 * @param[in] game The game.
 * @param[out] moves The outcomes, or NULL with `cap` 0.
 * @param[out] weights Their weights, or NULL with `cap` 0.
 * @param[in] cap Entries both buffers hold.
 * @param[out] count The number of outcomes.
 * @return As safari_game_legal_moves(), with `weights` checked as `moves`.
 * @since 0.1.0
 */
SAFARI_API int safari_game_outcomes(const safari_game *game, safari_move *moves,
                                    uint32_t *weights, size_t cap, size_t *count);

/**
 * @brief Whether a move is legal now.
 * @param[in] game The game.
 * @param[in] move The move.
 * @return 1 if legal, 0 if not (or if an argument is NULL).
 * @since 0.1.0
 */
SAFARI_API int safari_game_is_legal(const safari_game *game, const safari_move *move);

/**
 * @brief Applies a move and every automatic step that follows it, up to the
 * next decision.
 * @param[in,out] game The game.
 * @param[in] move A legal move of the pending decision.
 * @return #SAFARI_OK; #SAFARI_EILLEGAL (nothing changed); #SAFARI_EINVAL
 *         (NULL argument). #SAFARI_ELIMIT (no room left in the game's
 *         history; nothing changed) is kept as a guard but cannot happen:
 *         the block is sized for the longest legal game.
 * Never allocates. Clears and refills the scoring events.
 * @since 0.1.0
 */
SAFARI_API int safari_game_apply(safari_game *game, const safari_move *move);

/**
 * @brief Takes back the last applied move, restoring the previous position
 * exactly (hash, decision, scores, legal moves).
 * @param[in,out] game The game.
 * @return #SAFARI_OK; #SAFARI_ENOUNDO at setup; #SAFARI_EINVAL (NULL `game`).
 * Never allocates. Clears the scoring events.
 * @since 0.1.0
 */
SAFARI_API int safari_game_undo(safari_game *game);

/**
 * @brief Moves applied since setup (the history's length).
 * @param[in] game The game.
 * @return The count; 0 if `game` is NULL.
 * @since 0.1.0
 */
SAFARI_API size_t safari_game_history_length(const safari_game *game);

/**
 * @brief The i-th applied move since setup.
 * @param[in] game The game.
 * @param[in] i 0 .. history length - 1.
 * @param[out] out The move.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_history_move(const safari_game *game, size_t i, safari_move *out);

/**
 * @brief A 64-bit hash of the position.
 *
 * Equal positions (same board, pieces, supplies, counts, scores and pending
 * decision) hash equal, whatever order of moves reached them; undo restores
 * the hash exactly.
 * @param[in] game The game.
 * @return The hash; 0 if `game` is NULL.
 * @since 0.1.0
 */
SAFARI_API uint64_t safari_game_hash(const safari_game *game);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: counts and scores                                           */
/* ------------------------------------------------------------------------ */
/** @{ */

/** Public counts of one seat. */
typedef struct safari_seat_info {
    int32_t score;   /**< Current score (final once the game is over). */
    int32_t meeples; /**< Meeples in supply. */
    int32_t tokens[SAFARI_SPECIES]; /**< Tokens in supply per species. */
} safari_seat_info;

/** Public counts of the common pools. */
typedef struct safari_pool_info {
    int32_t seats;       /**< Seats in the game. */
    int32_t stack;       /**< Land tiles left to draw. */
    int32_t discarded_tiles; /**< Land tiles discarded (no legal place). */
    int32_t bag[SAFARI_SPECIES];     /**< Tokens in the bag per species. */
    int32_t discard[SAFARI_SPECIES]; /**< Tokens on the discard pile. */
} safari_pool_info;

/**
 * @brief Counts of one seat.
 * @param[in] game The game.
 * @param[in] seat 0 .. seats - 1.
 * @param[out] out The counts.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_seat(const safari_game *game, int32_t seat, safari_seat_info *out);

/**
 * @brief Counts of the stack, bag and discard pile.
 * @param[in] game The game.
 * @param[out] out The counts.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_pools(const safari_game *game, safari_pool_info *out);

/**
 * @brief As safari_game_projected_scores_ex() without the count: the size
 * needed is the number of seats (safari_game_pools()).
 * @deprecated Use safari_game_projected_scores_ex(), which says the size
 *             by the library's buffer rule; kept, still exported, until 1.0
 *             (docs/api-stability.md).
 * @param[in] game The game.
 * @param[out] scores One entry per seat, or NULL with `cap` 0.
 * @param[in] cap Entries in `scores`.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` below the number of seats: the
 *         first `cap` scores are written); #SAFARI_EINVAL (NULL `game`, or
 *         NULL `scores` with `cap` > 0).
 * Never allocates.
 * @since 0.1.0
 */
SAFARI_DEPRECATED("use safari_game_projected_scores_ex")
SAFARI_API int safari_game_projected_scores(const safari_game *game, int32_t *scores, size_t cap);

/**
 * @brief The scores if the game ended now: current scores plus final
 * scoring (docs/rules.md section 8), without changing the game; at the end
 * of the game, the final scores. By the library's buffer rule: one entry
 * per seat, `*count` set to the number of seats.
 * @param[in] game The game.
 * @param[out] scores One entry per seat, or NULL with `cap` 0.
 * @param[in] cap Entries in `scores`.
 * @param[out] count The number of seats.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` < `*count`: the first `cap`
 *         scores are written); #SAFARI_EINVAL (NULL `game` or `count`, or
 *         NULL `scores` with `cap` > 0).
 * Never allocates.
 * @since 0.2.0
 */
SAFARI_API int safari_game_projected_scores_ex(const safari_game *game, int32_t *scores,
                                               size_t cap, size_t *count);

/**
 * @brief Whether a seat is among the winners (the highest scores) of a
 * finished game.
 * @param[in] game The game.
 * @param[in] seat The seat.
 * @return 1 or 0; 0 before the end or for bad arguments.
 * @since 0.1.0
 */
SAFARI_API int safari_game_is_winner(const safari_game *game, int32_t seat);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: playouts, for AIs                                           */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief How a playout chooses the seats' moves. Chance is always drawn by
 * weight.
 * @since 0.2.0
 */
typedef enum safari_policy {
    SAFARI_POLICY_UNIFORM = 0, /**< Every legal move equally likely: the
                                    games of `safari play` (see
                                    safari_game_playout()). Default. */
    SAFARI_POLICY_SCORING = 1  /**< A move that scores at once when there is
                                    one, uniformly among those: `dig` or
                                    `expand`, a meeple on a feature the placed
                                    tile completed, a placement that displaces
                                    a ranger, `boost S`; otherwise uniform. */
} safari_policy;

/**
 * @brief What safari_game_playouts() writes per seat of each playout.
 * @since 0.2.0
 */
typedef enum safari_playout_result {
    SAFARI_RESULT_SCORES = 0, /**< The final scores (projected scores when a
                                   move limit stopped the playout). Default. */
    SAFARI_RESULT_WINS = 1    /**< 1 for every seat with the highest such
                                   score, 0 for the others. */
} safari_playout_result;

/**
 * @brief Options of a playout. All zero means: uniform, to the end of the
 * game, scores.
 *
 * Initialise with #SAFARI_PLAYOUT_OPTIONS_INIT (or set `size` to
 * `sizeof(safari_playout_options)`): the size tells the library which
 * version of the struct the caller was built with, so fields can be added
 * after it later without breaking callers. `size` 0 means the layout of
 * 0.2.0 and 0.3.0, whose last field was a `reserved` zero, so every caller
 * written for them keeps working.
 *
 * Every playout call checks every field: `policy` and `result` must be
 * enumerators and `size` 0 or `sizeof(safari_playout_options)`, or the
 * call returns #SAFARI_EINVAL, even a call that does not use the field
 * (only safari_game_playouts() uses `result`; safari_game_sample_move()
 * uses only `policy`).
 * @since 0.2.0
 */
typedef struct safari_playout_options {
    int32_t policy;     /**< A ::safari_policy. */
    int32_t result;     /**< A ::safari_playout_result: what
                             safari_game_playouts() writes; checked, not
                             used, by the other playout calls. */
    uint32_t max_moves; /**< Moves to play at most, chance included; 0: no limit. */
    uint32_t size;      /**< `sizeof(safari_playout_options)`, or 0 for the
                             0.2.0 layout (the field was `reserved`, zero).
                             @since 0.4.0 */
} safari_playout_options;

/** The default playout options, all-zero's meaning (uniform, to the end,
 * scores), with their size set. @since 0.4.0 */
#define SAFARI_PLAYOUT_OPTIONS_INIT \
    {SAFARI_POLICY_UNIFORM, SAFARI_RESULT_SCORES, 0, sizeof(safari_playout_options)}

/**
 * @brief Plays a game on to its end (or a move limit), in place.
 *
 * At a chance decision the outcome is drawn by weight, at a seat's decision
 * a move by the policy. The generator is SplitMix64 on `*rng_state` (one
 * 64-bit draw z per decision: add 0x9E3779B97F4A7C15 to the state, then mix
 * it), and the pick is that of `safari play`: with the outcomes' weights
 * w0, w1, ... (1 each at a seat's decision) and their total T, the move is
 * the first i with z mod T < w0 + ... + wi, in the order of
 * safari_game_outcomes(). So with the uniform policy, a state equal to N
 * plays from a new game exactly the game `safari play --seed N` prints. The
 * uniform pick counts the moves and builds only the chosen one.
 * @param[in,out] game The game; the moves are applied to it (undo takes
 *         them back one by one).
 * @param[in,out] rng_state The generator's state, advanced by one draw per
 *         move played.
 * @param[in] options Options, or NULL for the defaults (`result` is not
 *         used, but must still be a ::safari_playout_result).
 * @param[out] played Moves played; may be NULL.
 * @return #SAFARI_OK (the game is over, or `max_moves` moves were played);
 *         #SAFARI_ELIMIT (the game's history is full: the moves played so
 *         far stay applied, `*played` counts them); #SAFARI_EINVAL (NULL
 *         `game` or `rng_state`, an unknown policy or result kind, a
 *         `size` neither 0 nor `sizeof(safari_playout_options)`; nothing
 *         changed).
 * Never allocates; uses the stack lightly. Not thread-safe on one game.
 * @since 0.2.0
 */
SAFARI_API int safari_game_playout(safari_game *game, uint64_t *rng_state,
                                   const safari_playout_options *options, size_t *played);

/**
 * @brief The move safari_game_playout() would play next, without playing
 * it: the counting path's pick, one draw from the generator.
 *
 * A random move of the pending decision (chance by weight, a seat's move by
 * the policy) without the caller listing the moves: the uniform policy
 * counts them and builds only the chosen one. Applying it and sampling
 * again plays the game safari_game_playout() plays from the same state.
 * @param[in] game The game; not changed.
 * @param[in,out] rng_state The generator's state (as safari_game_playout()),
 *         advanced by one draw; unchanged on error.
 * @param[in] options Options, or NULL for the defaults (only `policy` is
 *         used; every field is checked as by safari_game_playout()).
 * @param[out] out The move; unchanged on error.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (the game is over); #SAFARI_EINVAL
 *         (a NULL argument but `options`, options as safari_game_playout()).
 * Never allocates. Thread-safe on distinct generator states.
 * @since 0.2.0
 */
SAFARI_API int safari_game_sample_move(const safari_game *game, uint64_t *rng_state,
                                       const safari_playout_options *options, safari_move *out);

/**
 * @brief Runs n playouts from a root position, each in a scratch game reset
 * to the root by safari_game_copy(), and writes one row of results per
 * playout: one entry per seat (#SAFARI_RESULT_SCORES or
 * #SAFARI_RESULT_WINS).
 *
 * Playout j uses the generator where playout j - 1 left it, so the batch
 * equals n calls of safari_game_playout() on copies of the root. The count
 * is n x seats. A buffer too small for it runs only the playouts whose rows
 * begin within the buffer, writes the first `cap` entries and returns
 * #SAFARI_EBUFS; `NULL, 0` runs none.
 * @param[in] root The position; not changed.
 * @param[in,out] scratch A game made with the same tile set and options as
 *         `root` (for example a clone of it); left equal to the root (the
 *         playouts in it keep no history, which makes them faster).
 * @param[in] n Playouts to run.
 * @param[in,out] rng_state The generator's state.
 * @param[in] options Options, or NULL for the defaults.
 * @param[out] results n rows of `seats` entries, or NULL with `cap` 0.
 * @param[in] cap Entries in `results`.
 * @param[out] count n x seats.
 * @return #SAFARI_OK; #SAFARI_EBUFS; #SAFARI_EINVAL (a NULL argument,
 *         `scratch` == `root`, NULL
 *         `results` with `cap` > 0, options as safari_game_playout(), or a
 *         scratch game of other options; nothing changed).
 * Never allocates. Not thread-safe on one scratch game; distinct scratch
 * games may run on distinct threads from one root.
 * @since 0.2.0
 */
SAFARI_API int safari_game_playouts(const safari_game *root, safari_game *scratch, size_t n,
                                    uint64_t *rng_state, const safari_playout_options *options,
                                    int32_t *results, size_t cap, size_t *count);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: bots, for AIs (a tree search and a greedy player)           */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief Options of safari_game_search_move(). NULL options mean the
 * defaults of `safari bot mcts`: 200 playouts, no time budget, `explore`
 * 0.7, `score_weight` 0, the uniform policy.
 *
 * Initialise with #SAFARI_SEARCH_OPTIONS_INIT (or set `size` to
 * `sizeof(safari_search_options)`): the size tells the library which
 * version of the struct the caller was built with, so fields can be added
 * after it later without breaking callers. `size` 0 means the layout of
 * 0.3.0, whose last field was a `reserved` zero, so every caller written
 * for it keeps working.
 *
 * At least one budget must be set; with both, the search stops at the first
 * one reached. A budget in playouts alone makes the search deterministic;
 * a time budget makes the number of iterations, and so the move, depend on
 * the machine.
 * @since 0.3.0
 */
typedef struct safari_search_options {
    uint32_t playouts;   /**< Iterations, each ending in one playout; 0: no
                              limit (then `time_ms` must be set). */
    uint32_t time_ms;    /**< Budget in milliseconds of a monotonic clock
                              (clock_gettime(CLOCK_MONOTONIC); QueryPerformanceCounter()
                              on Windows), which a change of the system's
                              time does not move; 0: none. */
    double explore;      /**< UCB1's exploration constant c, finite and
                              >= 0: a child's score is its mean value plus
                              c sqrt(ln N / n). */
    double score_weight; /**< 0 to 1: the part of a playout's value that
                              comes from the seat's score, placed between
                              the lowest (0) and the highest (1) of the
                              playout's final scores; the rest is its share
                              of the win (1 / winners). 0: the win alone. */
    int32_t policy;      /**< A ::safari_policy: how the playouts choose the
                              seats' moves. */
    uint32_t size;       /**< `sizeof(safari_search_options)`, or 0 for the
                              0.3.0 layout (the field was `reserved`, zero).
                              @since 0.4.0 */
} safari_search_options;

/** The default search options, those of NULL options (200 playouts, no
 * time budget, `explore` 0.7, `score_weight` 0, the uniform policy), with
 * their size set. @since 0.4.0 */
#define SAFARI_SEARCH_OPTIONS_INIT \
    {200, 0, 0.7, 0.0, SAFARI_POLICY_UNIFORM, sizeof(safari_search_options)}

/**
 * @brief What one safari_game_search_move() did. Every field is written,
 * also for a move returned without a search (one legal move: all 0, `value`
 * 0).
 * @since 0.3.0
 */
typedef struct safari_search_stats {
    uint32_t playouts;   /**< Iterations run (each one playout). */
    uint32_t nodes;      /**< Nodes of the tree, the root included. */
    uint32_t visits;     /**< Iterations through the chosen move. */
    uint32_t elapsed_ms; /**< Wall-clock time of the search. */
    double value;        /**< The chosen move's mean value to the seat to
                              move, 0 to 1 (see `score_weight`). */
} safari_search_stats;

/**
 * @brief Chooses a move for the seat to move by Monte Carlo tree search
 * (UCT), the search of `safari bot mcts`.
 *
 * The tree has one node per move. At a seat's decision a child is chosen by
 * UCB1 for the seat deciding (a turn is several decisions of one seat, and
 * each node is valued for the seat that chose its move); the untried moves
 * of a node are shuffled once and expanded one per iteration. At a chance
 * decision the outcome is drawn by weight (safari_game_sample_move()) and
 * each outcome met gets its own child, so the statistics below a draw are
 * those of that draw. An iteration descends to a new seat node, plays on to
 * the end with safari_game_playout() and the options' policy, values the
 * end for every seat (see safari_search_options::score_weight) and backs
 * the values up. The move returned is the root's most visited child (among
 * equals, the one made last). With one legal move it is returned at once,
 * drawing nothing.
 *
 * Every random number (the shuffles, the chance draws, the playouts) is
 * drawn from the one SplitMix64 state `*rng_state`, so the same position,
 * options and state give the same move and leave the same state, on every
 * machine, when the budget is in playouts.
 * @param[in] game The game, at a seat's decision; not changed (the search
 *         runs on a clone).
 * @param[in] options Options, or NULL for the defaults (see
 *         ::safari_search_options).
 * @param[in,out] rng_state The generator's state, advanced by the search.
 * @param[out] out The move chosen; unchanged on error.
 * @param[out] stats What the search did; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `game`, `rng_state` or `out`,
 *         a chance decision or the end pending, no budget, an `explore`
 *         below 0 or not finite, a `score_weight` outside 0 to 1, an unknown
 *         policy or a `size` neither 0 nor `sizeof(safari_search_options)`);
 *         #SAFARI_ENOMEM (an allocation
 *         failed); #SAFARI_ELIMIT (a move of the search could not be
 *         applied or undone on its clone: not expected, as the clone's
 *         history holds the longest game; the search stops rather than
 *         count iterations it did not run from the position).
 * Allocates, through the game's allocator hooks (safari_game_create()): a
 * clone of the game and the tree, which grows with the iterations (about
 * 40 bytes a node and 8 bytes for each untried move of an expanded node), so
 * that a time budget needs no size worked out in advance; everything is
 * freed before it returns. Thread-safe on distinct generator states, also
 * from one game that no thread changes.
 * @since 0.3.0
 */
SAFARI_API int safari_game_search_move(const safari_game *game,
                                       const safari_search_options *options,
                                       uint64_t *rng_state, safari_move *out,
                                       safari_search_stats *stats);

/**
 * @brief Chooses a move for the seat to move greedily: the move after which
 * that seat's projected score (safari_game_projected_scores_ex()) is highest;
 * among equals, the one with the best projected margin over the best other
 * seat; among moves equal in both, the first in list order, or (with a
 * generator) each equally likely. The player of `safari bot greedy`.
 *
 * Own score first because that is the greedy player every recorded match
 * of the project played (docs/arena.md); the margin breaks ties, so a
 * move that also takes points from a rival wins over one that does not.
 * The moves are tried in the order of safari_game_legal_moves() with apply,
 * projected scores and undo. With a generator, each move equal to the best
 * so far (after the first such) draws one number z and takes the move when
 * z mod t is 0 (t the moves equal to that best so far, this one included),
 * which makes every move tied at the end equally likely; no other number is
 * drawn.
 * @param[in,out] game The game, at a seat's decision; each move is applied
 *         and undone, so the game comes back exactly (same hash, same
 *         history).
 * @param[in,out] rng_state A SplitMix64 state to break ties with, or NULL
 *         for the first of the tied moves.
 * @param[out] out The move chosen; unchanged on error.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `game` or `out`, a chance
 *         decision or the end pending, a game that keeps no history: a
 *         batch's game with its const cast away; clone it); #SAFARI_ELIMIT
 *         (the game's history is full, so no move can be tried). On error
 *         the game is as it was.
 * Never allocates. Not thread-safe on one game (it applies and undoes
 * moves on it).
 * @since 0.3.0
 */
SAFARI_API int safari_game_greedy_move(safari_game *game, uint64_t *rng_state, safari_move *out);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: the position evaluation and the planning player             */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief The features of the position evaluation, one vector per seat
 * (safari_game_eval_features()). A seat's value is the weighted sum of its
 * features; the weights are data (safari_eval_default_weights(), or any
 * array a caller loads, such as weights learned by self-play).
 *
 * "Scores" below means that the seat is among the scorers of an incomplete
 * trail or bush (the majority, or with the option *final scoring* `all`
 * every seat with a meeple there); "late" features are multiplied by the
 * fraction of land tiles still in the stack (1 at the start, 0 at the end),
 * so that a weight can say how a thing's worth falls as the game runs out.
 * At the end of the game every feature but #SAFARI_EVAL_SCORE is 0.
 * @since 0.4.0
 */
typedef enum safari_eval_feature {
    SAFARI_EVAL_SCORE = 0,        /**< The seat's score. */
    SAFARI_EVAL_FINAL = 1,        /**< What its incomplete trails and bushes give it
                                       at the end now (1 an animal, 1 a bird). */
    SAFARI_EVAL_TOKENS = 2,       /**< Tokens in its supply. */
    SAFARI_EVAL_SPECIES = 3,      /**< Distinct species in its supply. */
    SAFARI_EVAL_MEEPLES = 4,      /**< Meeples in its supply. */
    SAFARI_EVAL_MEEPLES_LATE = 5, /**< Meeples in its supply, late. */
    SAFARI_EVAL_TOKENS_LATE = 6,  /**< Tokens in its supply, late. */
    SAFARI_EVAL_GAIN_OPEN1 = 7,   /**< Over the features it scores with one open
                                       side: what completing them adds to the end
                                       value, T(k) + birds + 1 when it holds a
                                       species to boost with, minus the end value. */
    SAFARI_EVAL_GAIN_OPEN2 = 8,   /**< The same over features with two open sides. */
    SAFARI_EVAL_GAIN_OPEN3 = 9,   /**< The same over features with three or more. */
    SAFARI_EVAL_GAIN_LATE = 10,   /**< The same gain over all its features, each
                                       divided by its open sides, late. */
    SAFARI_EVAL_WASTED = 11,      /**< Its meeples on trails and bushes it does not
                                       score (outnumbered). */
    SAFARI_EVAL_SHARED = 12,      /**< Features it scores together with another seat
                                       (tied majority). */
    SAFARI_EVAL_BAOBAB = 13,      /**< Its meeples on baobabs, each counted as the
                                       part of the 8 cells around that hold tiles. */
    SAFARI_EVAL_BAOBAB_MEEPLES = 14, /**< Its meeples on baobabs. */
    SAFARI_EVAL_HOLE_MEEPLES = 15,   /**< Its meeples on watering holes. */
    SAFARI_EVAL_GAIN_CLOSE = 16,  /**< Over the features it scores with the majority:
                                       T(k) + birds minus the end value, each times
                                       its chance to close: the product, over the
                                       distinct empty cells its open sides lead to,
                                       of 1 - 0.7^f, f the tiles left that fit the
                                       cell in some rotation. */
    SAFARI_EVAL_BOOST_CLOSE = 17, /**< The most a boost with a held species adds
                                       to one of the same features, T(k + 1) - T(k)
                                       times that feature's chance (the largest:
                                       a token boosts one feature). */
    SAFARI_EVAL_HOLE_CLOSE = 18,  /**< Its meeples on watering holes that can still
                                       complete, each counted as 1/2 to the power
                                       of what its hole needs: its empty slots
                                       and its cells without a tile. */
    SAFARI_EVAL_MEEPLES_NONE = 19, /**< 1 when its supply holds no meeple: it can
                                       take no feature, baobab or watering hole
                                       until one comes back. */
    SAFARI_EVAL_FEATURES = 20     /**< The number of features. */
} safari_eval_feature;

/**
 * @brief Writes one seat's evaluation features (::safari_eval_feature), in
 * enumeration order.
 * @param[in] game The game; not changed.
 * @param[in] seat The seat, 0 to seats - 1.
 * @param[out] out #SAFARI_EVAL_FEATURES values, or NULL with `cap` 0.
 * @param[in] cap Values `out` holds.
 * @param[out] count Set to #SAFARI_EVAL_FEATURES.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` too small: nothing written);
 *         #SAFARI_EINVAL (NULL `game` or `count`, NULL `out` with `cap` > 0,
 *         a seat out of range; nothing written).
 * Never allocates. Thread-safe on a game no thread changes.
 * @since 0.4.0
 */
SAFARI_API int safari_game_eval_features(const safari_game *game, int32_t seat, double *out,
                                         size_t cap, size_t *count);

/**
 * @brief Writes the built-in weights of the evaluation, one a feature in
 * ::safari_eval_feature order: the weights learned by self-play
 * (data/eval-weights.txt, made by scripts/train.sh; docs/ai.md, "The
 * learned evaluation"), which NULL weights mean and the top levels use.
 * The hand-made weights they were measured against are
 * data/eval-handmade.txt, kept by the level "casual".
 * @param[out] out #SAFARI_EVAL_FEATURES weights, or NULL with `cap` 0.
 * @param[in] cap Weights `out` holds.
 * @param[out] count Set to #SAFARI_EVAL_FEATURES.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` too small: nothing written);
 *         #SAFARI_EINVAL (NULL `count`, or NULL `out` with `cap` > 0).
 * Never allocates. Thread-safe.
 * @since 0.4.0
 */
SAFARI_API int safari_eval_default_weights(double *out, size_t cap, size_t *count);

/**
 * @brief Writes every seat's value: the weighted sum of its features
 * (safari_game_eval_features()) with the given weights.
 * @param[in] game The game; not changed.
 * @param[in] weights #SAFARI_EVAL_FEATURES finite weights, or NULL for the
 *         built-in ones.
 * @param[in] nweights #SAFARI_EVAL_FEATURES, or 0 with NULL `weights`.
 * @param[out] values One value a seat, or NULL with `cap` 0.
 * @param[in] cap Values `values` holds.
 * @param[out] count The number of seats.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` below the seats: nothing
 *         written); #SAFARI_EINVAL (NULL `game` or `count`, NULL `values`
 *         with `cap` > 0, weights of another count or not finite).
 * Never allocates. Thread-safe on a game no thread changes.
 * @since 0.4.0
 */
SAFARI_API int safari_game_evaluate(const safari_game *game, const double *weights,
                                    size_t nweights, double *values, size_t cap, size_t *count);

/**
 * @brief Options of safari_game_plan_move(). Initialise with
 * #SAFARI_PLAN_OPTIONS_INIT (or set `size` to `sizeof(safari_plan_options)`),
 * then change what you need: the size tells the library which version of
 * the struct the caller was built with, so fields can be added later
 * without breaking callers.
 *
 * With neither budget the player searches the seat's whole turn and stops
 * there. With a budget it also looks ahead: the best `candidates` turns are
 * each played on, over the same sampled worlds, through the next draws and
 * the other seats' replies, until the budget runs out.
 * @since 0.4.0
 */
typedef struct safari_plan_options {
    uint32_t size;         /**< `sizeof(safari_plan_options)`. */
    uint32_t iterations;   /**< Look-ahead budget: sampled worlds per candidate
                                turn; 0: no limit from it. */
    uint32_t time_ms;      /**< Look-ahead budget in wall-clock milliseconds;
                                0: none. With both budgets the first reached
                                stops the search; with neither there is no
                                look-ahead. A world is not begun when the
                                worlds so far say it would end past the
                                budget, and no turn inside one is begun past
                                it: a world cut short counts for none. When
                                no world was finished in the time (or the
                                whole-turn search before them spent it), the
                                whole turn's values choose and
                                safari_plan_stats::candidates is 0. That
                                whole-turn search, which the move needs, is
                                held not to the budget but to four times it
                                (a bound that play does not reach), and then
                                plays the best turn valued by then. */
    uint32_t candidates;   /**< Turns the look-ahead compares, 1 to
                                #SAFARI_PLAN_MAX_CANDIDATES. */
    uint32_t replies;      /**< Turns of the following seats each world plays
                                after the seat's own, 1 to 4; 0: a round,
                                every other seat's turn and then the seat's
                                own next one (as many turns as seats, 2 to
                                5), what the level "expert" plays. */
    uint32_t beam;         /**< The look-ahead's turns search further only the
                                `beam` placements best valued as they lie,
                                before their action (0: every placement), up to
                                16: a cheaper, rougher reply. */
    double temperature;    /**< 0: the best turn. Above 0 (weaker players): a turn
                                among the best `candidates` drawn with weight
                                exp(value / temperature), values in points. */
    const double *weights; /**< #SAFARI_EVAL_FEATURES evaluation weights, or NULL
                                for the built-in ones; read during the call only. */
    uint32_t nweights;     /**< #SAFARI_EVAL_FEATURES, or 0 with NULL weights. */
    uint32_t threads;      /**< Threads of the look-ahead, 0 or 1 (one: the
                                caller's) to #SAFARI_PLAN_MAX_THREADS; the
                                worlds are shared out among them. The move and
                                the generator's state with an iteration budget
                                alone are the same for every count. A thread
                                that cannot be started leaves its worlds to
                                the others; a build without threads
                                (WebAssembly) uses one. */
} safari_plan_options;

/** The most turns safari_plan_options::candidates may name. @since 0.4.0 */
#define SAFARI_PLAN_MAX_CANDIDATES 32

/** The most threads safari_plan_options::threads may name. @since 0.4.0 */
#define SAFARI_PLAN_MAX_THREADS 64

/** The default options: the whole turn alone (no budget), 8 candidates, 1
 * reply, a beam of 6, no temperature, built-in weights, one thread.
 * @since 0.4.0 */
#define SAFARI_PLAN_OPTIONS_INIT {sizeof(safari_plan_options), 0, 0, 8, 1, 6, 0.0, NULL, 0, 0}

/**
 * @brief What one safari_game_plan_move() did. Every field is written.
 * @since 0.4.0
 */
typedef struct safari_plan_stats {
    uint32_t turns;      /**< Positions evaluated by the whole-turn searches. */
    uint32_t worlds;     /**< Sampled worlds played per candidate. */
    uint32_t candidates; /**< Turns compared by the look-ahead (0: none). */
    uint32_t elapsed_ms; /**< Wall-clock time of the call. */
    double value;        /**< The chosen turn's value to the seat to move:
                              its evaluation minus the best other seat's, in
                              points (the look-ahead's mean when it ran). */
} safari_plan_stats;

/**
 * @brief Chooses a move for the seat to move by planning whole turns: the
 * player of the named levels (safari_level_options()) and of `safari bot
 * plan`.
 *
 * It lists every sequence of the seat's own decisions from here to the end
 * of its turn (place, action, boosts, park), taking the expectation over
 * token draws inside the turn (over the first two on a path, a baobab's
 * pair; a further one, when one tile pays several baobabs, counts by its
 * likeliest outcome, which bounds the turn's cost) and letting another
 * seat that must decide in between (a boost) choose what is best for it;
 * each turn ends at the next tile draw, where the position is valued by
 * the evaluation (safari_game_evaluate()): the seat's value minus the best
 * other seat's.
 * Moving a ranger is not considered (the evaluation cannot tell ranger
 * cells apart), so the player passes instead; of the species a dig or an
 * expansion may lay on one slot, only the one the seat holds most of (the
 * first of equals) is tried. At an action decision with more than 16 such
 * actions (beside a watering hole, hundreds of digs), each action is first
 * valued with every token draw below it at its likeliest outcome, and only
 * the best 16 (or `candidates`, if more) are searched in full: where no
 * draw lies below, the turn is the same. With a budget, the best
 * turns are then compared by look-ahead (see ::safari_plan_options): each
 * sampled world draws the next tiles by weight, the same for every
 * candidate, and every seat plays its turn there by the same whole-turn
 * search; a candidate's value is its mean over the worlds. The move
 * returned is the first move of the chosen turn.
 *
 * Every random number comes from `*rng_state`, so the same position,
 * options and state give the same move and leave the same state when the
 * budget is in iterations alone.
 * @param[in] game The game, at a seat's decision; not changed (the
 *         look-ahead plays on a clone). A game without history (one of a
 *         batch, or its clone) is fine.
 * @param[in] options Options (see ::safari_plan_options), or NULL for
 *         #SAFARI_PLAN_OPTIONS_INIT.
 * @param[in,out] rng_state The generator's state, advanced by the search.
 * @param[out] out The move chosen; unchanged on error.
 * @param[out] stats What the search did; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `game`, `rng_state` or `out`, a
 *         chance decision or the end pending, a `size` other than this
 *         version's, `candidates`, `replies` or `beam` out of range, a temperature
 *         below 0 or not finite, bad weights, more than
 *         #SAFARI_PLAN_MAX_THREADS threads);
 *         #SAFARI_ENOMEM (an allocation failed).
 * Allocates, through the game's allocator hooks (safari_game_create()), on
 * the calling thread alone: one clone of the game and a small work area,
 * and one more of each for every further thread, freed before it returns.
 * With `threads` above 1 it starts that many threads less one and joins
 * them before it returns.
 * Thread-safe on distinct generator states, also from one game that no
 * thread changes.
 * @since 0.4.0
 */
SAFARI_API int safari_game_plan_move(const safari_game *game, const safari_plan_options *options,
                                     uint64_t *rng_state, safari_move *out,
                                     safari_plan_stats *stats);

/** The number of named levels: 1 (beginner) to #SAFARI_LEVELS (expert).
 * @since 0.4.0 */
#define SAFARI_LEVELS 5

/**
 * @brief A named level of the planning player.
 * @since 0.4.0
 */
typedef struct safari_level_info {
    const char *name;     /**< Its name ("beginner" ... "expert"); static. */
    int32_t elo;          /**< Its rating on the project's ladder (random = 0), as
                               measured for this version (docs/ai.md). */
    uint32_t time_ms;     /**< Its options' time budget (0: none). */
    uint32_t iterations;  /**< Its options' iteration budget (0: none). */
} safari_level_info;

/**
 * @brief The options of level `level` (1 to #SAFARI_LEVELS) for
 * safari_game_plan_move(), and what the level is. A level's options may
 * point `weights` at a static array of the library (the weaker levels
 * value the projected scores alone), valid while the library is loaded.
 * @param[in] level 1 (beginner) to #SAFARI_LEVELS (expert).
 * @param[out] options The level's options; may be NULL.
 * @param[out] info Its name, ladder rating and budget; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EINVAL (a level out of range; nothing
 *         written).
 * Never allocates. Thread-safe.
 * @since 0.4.0
 */
SAFARI_API int safari_level_options(int32_t level, safari_plan_options *options,
                                    safari_level_info *info);

/**
 * @brief The statistics of per-game scores, as `safari match` reports them
 * (docs/arena.md, "The statistics"): their mean, its 95 % interval and,
 * reading the mean as a score fraction (1 a win, 1/2 a draw, 0 a loss: a
 * player's win share), the Elo difference with its interval.
 * @since 0.4.0
 */
typedef struct safari_score_stats {
    double games;    /**< The number of games, n. */
    double mean;     /**< The mean score p: sum / n (0 without games). */
    double half95;   /**< Half the width of the 95 % interval of the mean:
                          1.959964 s / sqrt(n), s the sample standard
                          deviation (divisor n - 1); 0 below two games or
                          for equal scores. */
    double elo;      /**< -400 log10(1 / p - 1); +HUGE_VAL at p >= 1,
                          -HUGE_VAL at p <= 0. */
    double elo_low;  /**< The Elo of p - half95 (same conventions). */
    double elo_high; /**< The Elo of p + half95. */
} safari_score_stats;

/**
 * @brief The statistics of n per-game scores given by their sums, the
 * running sums a match keeps: the one implementation of `safari match`'s
 * table and of the Python binding's `safari.evaluate()`, so that the same
 * games give the same Elo interval in both.
 * @param[in] games The number of games, n >= 0.
 * @param[in] sum The sum of the scores.
 * @param[in] sum_squares The sum of their squares.
 * @param[out] out The statistics; unchanged on error.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `out`, an argument not finite,
 *         `games` or `sum_squares` below 0).
 * Never allocates. Pure; thread-safe. Needs no maths library.
 * @since 0.4.0
 */
SAFARI_API int safari_stats_scores(double games, double sum, double sum_squares,
                                   safari_score_stats *out);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: a fixed action space, for AIs                               */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief A rectangle of cells: x0 .. x0 + width - 1, y0 .. y0 + height - 1.
 * The action space and the observation planes are laid out over one; cell
 * (x, y) is entry (y - y0) * width + (x - x0) of a plane.
 * @since 0.2.0
 */
typedef struct safari_window {
    int32_t x0;     /**< West-most cell x. */
    int32_t y0;     /**< South-most cell y. */
    int32_t width;  /**< Cells east-west, 1 .. #SAFARI_WINDOW_MAX. */
    int32_t height; /**< Cells north-south, 1 .. #SAFARI_WINDOW_MAX. */
} safari_window;

/** Layout of the action space (enumerators, as the capacities above). */
enum {
    SAFARI_WINDOW_MAX = 512,      /**< Largest window side, in cells. */
    /** Per-cell planes: `place` rotation r at plane r (0..3); `ranger i`
     * at 4 + i; `park` at 6; `dig` at corner c with species s at
     * 7 + 5c + s; `expand` at 27 + 5c + s. */
    SAFARI_ACTION_CELL_PLANES = 47,
    /** Actions that name no cell, after the planes, at offset: `pass` 0,
     * `discard` 1, `meeple D` 2 + D (D = N E S W, #SAFARI_BAOBAB), `boost
     * S` 7 + S (S = #SAFARI_NO_SPECIES for `boost -`), `token S` 13 + S, then
     * `draw` of face f (0-based, the tile set's face order) at 18 + f. */
    SAFARI_ACTION_FIXED = 18
};

/**
 * @brief The smallest window that holds every cell a move can name now:
 * the tiles' bounding box with one cell of margin on every side (where
 * tiles go and rangers stand). Rangers can only stand next to a tile, so
 * nothing lies outside it.
 * @param[in] game The game.
 * @param[out] out The window.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL argument).
 * Never allocates. Pure.
 * @since 0.2.0
 */
SAFARI_API int safari_game_board_window(const safari_game *game, safari_window *out);

/**
 * @brief The number of actions of a window: #SAFARI_ACTION_CELL_PLANES x
 * width x height + #SAFARI_ACTION_FIXED + the tile set's faces.
 * @param[in] game The game (for its tile set).
 * @param[in] window The window.
 * @param[out] out The number of actions.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL argument, or a width or height
 *         outside 1 .. #SAFARI_WINDOW_MAX).
 * @since 0.2.0
 */
SAFARI_API int safari_game_action_count(const safari_game *game, const safari_window *window,
                                        uint32_t *out);

/**
 * @brief The index of a move in the action space of a window. Legality is
 * not checked: any well-formed move has an index.
 * @param[in] game The game (for its tile set: `draw` names a face).
 * @param[in] window The window.
 * @param[in] move The move.
 * @param[out] out The index, 0 .. action count - 1.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (the move names a cell outside the
 *         window: it has no index there); #SAFARI_EINVAL (NULL argument, a
 *         bad window, or a move no text spells: unknown kind, species,
 *         side, corner, rotation, ranger or face). `*out` is unchanged on
 *         error.
 * Never allocates. Pure.
 * @since 0.2.0
 */
SAFARI_API int safari_game_action_index(const safari_game *game, const safari_window *window,
                                        const safari_move *move, uint32_t *out);

/**
 * @brief The move of an action index: the inverse of
 * safari_game_action_index(). Legality is not checked.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[in] index 0 .. action count - 1.
 * @param[out] out The move, with the unused fields zero.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (the index names a cell of the
 *         window beyond the range of a move's int16 coordinates: no move
 *         names it); #SAFARI_EINVAL (NULL argument, a bad window, or an
 *         index out of range). `*out` is unchanged on error.
 * Never allocates. Pure.
 * @since 0.2.0
 */
SAFARI_API int safari_game_action_move(const safari_game *game, const safari_window *window,
                                       uint32_t index, safari_move *out);

/**
 * @brief The legal-move mask of the pending decision over a window's action
 * space: entry i is 1 when action i is a legal move, else 0.
 *
 * The buffer rule holds with entries = the action count. Legal moves that
 * name a cell outside the window have no entry: `*outside` counts them, so
 * a caller can tell a complete mask (0) from a cut one.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[out] mask The mask, or NULL with `cap` 0.
 * @param[in] cap Bytes in `mask`.
 * @param[out] count The action count.
 * @param[out] outside Legal moves outside the window; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (the first `cap` entries are written);
 *         #SAFARI_EINVAL (NULL `game`, `window` or `count`, a bad window, or
 *         NULL `mask` with `cap` > 0).
 * Clearing the `count` entries is most of its cost on a board-sized
 * window; safari_game_legal_actions() writes only the legal ones.
 * Never allocates; stack under 4 KB. Pure.
 * @since 0.2.0
 */
SAFARI_API int safari_game_legal_mask(const safari_game *game, const safari_window *window,
                                      uint8_t *mask, size_t cap, size_t *count, size_t *outside);

/**
 * @brief The legal actions of the pending decision over a window's action
 * space, as a list of indices (OpenSpiel's `LegalActions`).
 *
 * The indices come in the order of safari_game_legal_moves(), with the
 * moves outside the window left out (`*outside` counts them): with
 * `*outside` 0, action i is the index of move i. The list holds each legal
 * action once; setting `mask[actions[i]] = 1` over a cleared mask gives
 * safari_game_legal_mask(). The buffer rule holds with entries = the legal
 * actions in the window, at most #SAFARI_MAX_MOVES.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[out] actions The indices, or NULL with `cap` 0.
 * @param[in] cap Entries in `actions`.
 * @param[out] count The legal actions in the window.
 * @param[out] outside Legal moves outside the window; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (the first `cap` entries are written);
 *         #SAFARI_EINVAL (NULL `game`, `window` or `count`, a bad window, or
 *         NULL `actions` with `cap` > 0).
 * Never allocates; stack under 4 KB. Pure.
 * @since 0.2.0
 */
SAFARI_API int safari_game_legal_actions(const safari_game *game, const safari_window *window,
                                         uint32_t *actions, size_t cap, size_t *count,
                                         size_t *outside);

/**
 * @brief Layout of an observation (enumerators, as the capacities above).
 *
 * An observation is #SAFARI_OBS_CELL_PLANES planes of width x height
 * floats over a window (plane p, cell (x, y) at p x width x height + (y -
 * y0) x width + (x - x0)), then a vector of #SAFARI_OBS_VECTOR_FIXED + 2 x
 * the tile set's faces floats. Values are plain counts (0 or 1 for a
 * presence), not scaled. "Relative seat" k means seat (viewer + k) mod
 * seats; entries for k >= seats are 0. Each constant below is the first
 * plane (SAFARI_OBS_P_*) or vector entry (SAFARI_OBS_V_*) of its group.
 *
 * These enumerators describe the layouts of ::safari_obs_layout as
 * released (#SAFARI_OBS_LAYOUT_BASE here, #SAFARI_OBS_LAYOUT_PLACED
 * below) and never change; a later layout is described at run time by
 * safari_observation_plane(), safari_game_observation_entry() and
 * safari_game_observation_shape(), not by new enumerators, so that a
 * binding labels planes and vector entries by name.
 * @since 0.2.0
 */
enum {
    SAFARI_OBS_P_TILE = 0,      /**< 1 where a tile (or start cell) lies. */
    SAFARI_OBS_P_TRAIL = 1,     /**< + side d (N E S W): 1 if side d is trail. */
    SAFARI_OBS_P_BUSH = 5,      /**< + side d: 1 if side d is bush. */
    SAFARI_OBS_P_OPEN = 9,      /**< + side d: open sides of the whole trail
                                     or bush on side d (0: savanna, complete). */
    SAFARI_OBS_P_ANIMALS = 13,  /**< + species s: animals of s printed on the tile. */
    SAFARI_OBS_P_BIRDS = 18,    /**< Birds printed on the tile. */
    SAFARI_OBS_P_BAOBAB = 19,   /**< 1 if the tile has a baobab. */
    SAFARI_OBS_P_MEEPLES = 20,  /**< + relative seat k (0..4): that seat's
                                     meeples standing on the tile. */
    SAFARI_OBS_P_TOKENS = 25,   /**< + 5 x corner c + species s: 1 if a token of
                                     s lies on corner c (NE SE SW NW). */
    SAFARI_OBS_P_RANGERS = 45,  /**< + ranger i (0, 1): 1 where it stands. */
    SAFARI_OBS_P_FITS = 47,     /**< 1 where a `place` of the tile in hand is
                                     legal (only at a `place` decision). */
    SAFARI_OBS_CELL_PLANES = 48, /**< Planes per observation. */
    SAFARI_OBS_V_SCORES = 0,    /**< + relative seat k: current score. */
    SAFARI_OBS_V_SUPPLY = 5,    /**< + 5 x relative seat k + species s: tokens
                                     in supply. */
    SAFARI_OBS_V_MEEPLES = 30,  /**< + relative seat k: meeples in supply. */
    SAFARI_OBS_V_BAG = 35,      /**< + species s: tokens in the bag. */
    SAFARI_OBS_V_DISCARD = 40,  /**< + species s: tokens on the discard pile. */
    SAFARI_OBS_V_DISCARDED_TILES = 45, /**< Land tiles discarded. */
    SAFARI_OBS_V_SEATS = 46,    /**< Seats in the game. */
    SAFARI_OBS_V_DECISION = 47, /**< + ::safari_decision_kind: 1 for the pending one. */
    SAFARI_OBS_V_TO_MOVE = 54,  /**< + relative seat k: 1 for the deciding seat
                                     (none at chance or the end). */
    /** Fixed entries; then + face f: copies of face f left in the stack;
     * then + faces + f: 1 for the face in hand (at a `place` decision). */
    SAFARI_OBS_VECTOR_FIXED = 59
};

/**
 * @brief The shape of an observation of a game over a window: the number of
 * planes (#SAFARI_OBS_CELL_PLANES) and the length of the vector
 * (#SAFARI_OBS_VECTOR_FIXED + 2 x the tile set's faces). The total is
 * planes x width x height + vector floats.
 * @param[in] game The game (for its tile set).
 * @param[in] window The window.
 * @param[out] planes Planes of width x height floats.
 * @param[out] vector Floats after the planes.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL argument, or a width or height
 *         outside 1 .. #SAFARI_WINDOW_MAX).
 * Never allocates. Pure.
 * @deprecated Use safari_game_observation_shape() with the layout
 *             #SAFARI_OBS_LAYOUT_BASE, which it calls; kept, still
 *             exported, until 1.0 (docs/api-stability.md).
 * @since 0.2.0
 */
SAFARI_DEPRECATED("use safari_game_observation_shape")
SAFARI_API int safari_game_observation_size(const safari_game *game, const safari_window *window,
                                            uint32_t *planes, uint32_t *vector);

/**
 * @brief What a network sees of a position from a viewer's seat: per-cell
 * planes over a window and a vector of counts (layout: the SAFARI_OBS_*
 * enumerators and docs/ai.md). Cells outside the window are not seen.
 *
 * The buffer rule holds with entries = floats (planes x width x height +
 * vector): on #SAFARI_EBUFS the first `cap` floats are written.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[in] viewer The seat whose point of view orders the seats, 0 ..
 *            seats - 1.
 * @param[out] out The floats, or NULL with `cap` 0.
 * @param[in] cap Floats in `out`.
 * @param[out] count Floats of the whole observation.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` < `*count`); #SAFARI_EINVAL (NULL
 *         `game`, `window` or `count`, a bad window, a viewer that is no
 *         seat, or NULL `out` with `cap` > 0).
 * Never allocates. Pure; thread-safe on a game no thread changes.
 * @deprecated Use safari_game_observe() with the layout
 *             #SAFARI_OBS_LAYOUT_BASE, which it calls; kept, still
 *             exported, until 1.0 (docs/api-stability.md).
 * @since 0.2.0
 */
SAFARI_DEPRECATED("use safari_game_observe")
SAFARI_API int safari_game_observation(const safari_game *game, const safari_window *window,
                                       int32_t viewer, float *out, size_t cap, size_t *count);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: the fixed action space of the table, metadata, batches      */
/* ------------------------------------------------------------------------ */
/** @{ */

/**
 * @brief The half side of the square table that the fixed action space of
 * docs/ai.md uses by default: options `board_limited` =
 * #SAFARI_LIMIT_TABLE, `limit_x` = `limit_y` = this. Chosen from measured
 * unlimited games (docs/ai.md, "A fixed action space") so that it rarely
 * binds.
 * @since 0.3.0
 */
enum { SAFARI_AI_TABLE_HALF = 12 /**< The default L of the fixed space. */ };

/**
 * @brief The window that holds every cell a move can ever name in a game of
 * the standard table (#SAFARI_LIMIT_TABLE): x from -`limit_x` to `limit_x`,
 * y from -`limit_y` to `limit_y`. Over it, the mask's and the list's
 * `outside` count is always 0 and the action count never changes.
 * @param[in] game The game.
 * @param[out] out The window; unchanged on error.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (the game has no table limit, or
 *         one wider than #SAFARI_WINDOW_MAX: no window is fixed);
 *         #SAFARI_EINVAL (NULL argument).
 * Never allocates. Pure.
 * @since 0.3.0
 */
SAFARI_API int safari_game_table_window(const safari_game *game, safari_window *out);

/**
 * @brief Applies the move of an action index: safari_game_action_move()
 * then safari_game_apply().
 * @param[in,out] game The game.
 * @param[in] window The window of the action space.
 * @param[in] index The action, 0 .. action count - 1.
 * @return #SAFARI_OK; #SAFARI_EILLEGAL (the action is not a legal move
 *         now); #SAFARI_EINVAL (NULL argument, a bad window, an index out
 *         of range); #SAFARI_ENOTFOUND (an index no move names, as
 *         safari_game_action_move()). The game is unchanged on error.
 * Never allocates. Not thread-safe on one game.
 * @since 0.3.0
 */
SAFARI_API int safari_game_apply_action(safari_game *game, const safari_window *window,
                                        uint32_t index);

/**
 * @brief The extended observation (0.3.0): the layout of
 * safari_game_observation() with one more plane and more vector entries.
 *
 * Planes: the #SAFARI_OBS_CELL_PLANES planes of safari_game_observation(),
 * then plane #SAFARI_OBS_P_PLACED. Vector (F = the tile set's faces): the
 * #SAFARI_OBS_VECTOR_FIXED + 2F entries of safari_game_observation(), then
 * F entries (+ face f: 1 for the face of the tile placed this turn), then
 * 4 (+ rotation r: 1 for its rotation). "The tile placed this turn" is the
 * tile the active seat placed, from the placement to the end of its turn
 * (the `action`, `boost` and `park` decisions and the turn's token draws),
 * so that a policy can tell which tile its `meeple D` action names; at the
 * `draw` and `place` decisions, after a `discard` and at the end, the plane
 * and these entries are 0.
 * @since 0.3.0
 */
enum {
    SAFARI_OBS_P_PLACED = 48,      /**< 1 on the cell of the tile placed this turn. */
    SAFARI_OBS_EX_PLANES = 49,     /**< Planes of the extended observation. */
    SAFARI_OBS_EX_VECTOR_FIXED = 4 /**< Vector entries beyond the faces'
                                        3F: the placed tile's rotation. */
};

/**
 * @brief The shape of an extended observation: #SAFARI_OBS_EX_PLANES planes
 * and a vector of #SAFARI_OBS_VECTOR_FIXED + 3 x faces +
 * #SAFARI_OBS_EX_VECTOR_FIXED entries.
 * @param[in] game The game (for its tile set).
 * @param[in] window The window.
 * @param[out] planes Planes of width x height entries.
 * @param[out] vector Entries after the planes.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL argument, or a bad window).
 * Never allocates. Pure.
 * @deprecated Use safari_game_observation_shape() (its default layout,
 *             #SAFARI_OBS_LAYOUT_PLACED), which it calls; kept, still
 *             exported, until 1.0 (docs/api-stability.md).
 * @since 0.3.0
 */
SAFARI_DEPRECATED("use safari_game_observation_shape")
SAFARI_API int safari_game_observation_ex_size(const safari_game *game,
                                               const safari_window *window, uint32_t *planes,
                                               uint32_t *vector);

/**
 * @brief The extended observation as floats: as safari_game_observation(),
 * with the layout of #SAFARI_OBS_P_PLACED.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[in] viewer The seat whose point of view orders the seats.
 * @param[out] out The floats, or NULL with `cap` 0.
 * @param[in] cap Floats in `out`.
 * @param[out] count Floats of the whole observation.
 * @return As safari_game_observation().
 * Never allocates. Pure; thread-safe on a game no thread changes.
 * @deprecated Use safari_game_observe() (its defaults,
 *             #SAFARI_OBSERVATION_OPTIONS_INIT), which it calls; kept,
 *             still exported, until 1.0 (docs/api-stability.md).
 * @since 0.3.0
 */
SAFARI_DEPRECATED("use safari_game_observe")
SAFARI_API int safari_game_observation_ex(const safari_game *game, const safari_window *window,
                                          int32_t viewer, float *out, size_t cap, size_t *count);

/**
 * @brief The extended observation as bytes: the values of
 * safari_game_observation_ex(), each capped at 255 (only a score can
 * exceed it: see safari_game_metadata()). A quarter of the memory.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[in] viewer The seat whose point of view orders the seats.
 * @param[out] out The bytes, or NULL with `cap` 0.
 * @param[in] cap Bytes in `out`.
 * @param[out] count Bytes of the whole observation.
 * @return As safari_game_observation().
 * Never allocates. Pure; thread-safe on a game no thread changes.
 * @deprecated Use safari_game_observe() with the format #SAFARI_OBS_UINT8,
 *             which it calls; kept, still exported, until 1.0
 *             (docs/api-stability.md).
 * @since 0.3.0
 */
SAFARI_DEPRECATED("use safari_game_observe")
SAFARI_API int safari_game_observation_u8(const safari_game *game, const safari_window *window,
                                          int32_t viewer, uint8_t *out, size_t cap,
                                          size_t *count);

/** The element type of an observation (safari_observation_options::format).
 * @since 0.4.0 */
typedef enum safari_obs_format {
    SAFARI_OBS_FLOAT32 = 0, /**< `float`, each value as counted. */
    SAFARI_OBS_UINT8 = 1    /**< `uint8_t`, each value capped at 255 (only a
                                 score can exceed it): a quarter of the memory. */
} safari_obs_format;

/**
 * @brief The layouts of an observation (safari_observation_options::layout):
 * which planes, in which order, and which vector entries. A layout, once
 * released, never changes; a better observation comes as a new layout, and
 * its planes are named at run time by safari_observation_plane(), so that
 * adding one is not an ABI change.
 * @since 0.4.0
 */
typedef enum safari_obs_layout {
    SAFARI_OBS_LAYOUT_BASE = 1,  /**< 0.2.0's: the #SAFARI_OBS_CELL_PLANES
                                      planes of the SAFARI_OBS_P_* groups
                                      and #SAFARI_OBS_VECTOR_FIXED + 2F
                                      vector entries (F = the tile set's
                                      faces). */
    SAFARI_OBS_LAYOUT_PLACED = 2 /**< 0.3.0's extended layout, the default:
                                      the base's planes, then
                                      #SAFARI_OBS_P_PLACED (#SAFARI_OBS_EX_PLANES
                                      planes); the base's vector, then the
                                      placed tile's face (F) and rotation
                                      (#SAFARI_OBS_EX_VECTOR_FIXED). */
} safari_obs_layout;

/**
 * @brief Options of an observation: its element type and its layout.
 *
 * Initialise with #SAFARI_OBSERVATION_OPTIONS_INIT (or set `size` to
 * `sizeof(safari_observation_options)`): the size tells the library which
 * version of the struct the caller was built with, so fields can be added
 * later without breaking callers.
 * @since 0.4.0
 */
typedef struct safari_observation_options {
    uint32_t size;   /**< `sizeof(safari_observation_options)`. */
    uint32_t format; /**< A ::safari_obs_format. */
    uint32_t layout; /**< A ::safari_obs_layout. */
} safari_observation_options;

/** The default options: floats of the extended layout
 * (#SAFARI_OBS_LAYOUT_PLACED), what safari_game_observation_ex() gave.
 * @since 0.4.0 */
#define SAFARI_OBSERVATION_OPTIONS_INIT \
    {sizeof(safari_observation_options), SAFARI_OBS_FLOAT32, SAFARI_OBS_LAYOUT_PLACED}

/**
 * @brief The shape of an observation of a game over a window: its planes of
 * width x height entries and the vector entries after them (the vector's
 * length depends on the tile set's faces). The whole observation is planes
 * x width x height + vector entries, the `count` of safari_game_observe().
 * @param[in] game The game (for its tile set).
 * @param[in] window The window.
 * @param[in] options The layout (the format does not matter), or NULL for
 *         #SAFARI_OBSERVATION_OPTIONS_INIT.
 * @param[out] planes Planes.
 * @param[out] vector Entries after the planes.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `game`, `window`, `planes` or
 *         `vector`, a bad window, bad options: a `size` other than this
 *         version's, an unknown format or layout; nothing written).
 * Never allocates. Pure.
 * @since 0.4.0
 */
SAFARI_API int safari_game_observation_shape(const safari_game *game, const safari_window *window,
                                             const safari_observation_options *options,
                                             uint32_t *planes, uint32_t *vector);

/**
 * @brief What a network sees of a position from a viewer's seat: per-cell
 * planes over a window, then a vector of counts, as floats or bytes, in a
 * layout the options choose (::safari_obs_layout; the planes named by
 * safari_observation_plane(), the groups by the SAFARI_OBS_* enumerators
 * and docs/ai.md). Plane p, cell (x, y) is entry p x width x height + (y -
 * y0) x width + (x - x0); the vector follows the planes. Values are plain
 * counts (0 or 1 for a presence), not scaled; bytes are capped at 255.
 * "Relative seat" k means seat (viewer + k) mod seats. Cells outside the
 * window are not seen.
 *
 * The buffer rule holds with entries of the format (floats or bytes): NULL
 * `out` with `cap` 0 asks for the size; on #SAFARI_EBUFS the first `cap`
 * entries are written.
 * @param[in] game The game.
 * @param[in] window The window.
 * @param[in] viewer The seat whose point of view orders the seats, 0 ..
 *            seats - 1.
 * @param[in] options Format and layout, or NULL for
 *            #SAFARI_OBSERVATION_OPTIONS_INIT.
 * @param[out] out `cap` floats (aligned for `float`) or bytes, or NULL with
 *            `cap` 0.
 * @param[in] cap Entries in `out`.
 * @param[out] count Entries of the whole observation.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` < `*count`); #SAFARI_EINVAL (NULL
 *         `game`, `window` or `count`, a bad window, a viewer that is no
 *         seat, bad options as safari_game_observation_shape(), NULL `out`
 *         with `cap` > 0, floats not aligned for `float`; nothing written).
 * Never allocates. Pure; thread-safe on a game no thread changes.
 * @since 0.4.0
 */
SAFARI_API int safari_game_observe(const safari_game *game, const safari_window *window,
                                   int32_t viewer, const safari_observation_options *options,
                                   void *out, size_t cap, size_t *count);

/**
 * @brief One plane of an observation layout, described at run time so that
 * a binding or a framework can label the planes without the SAFARI_OBS_P_*
 * enumerators. Strings are the library's, static, ASCII.
 *
 * Set `size` to `sizeof(safari_observation_plane_info)` (or initialise
 * with #SAFARI_OBSERVATION_PLANE_INFO_INIT) before the call: it tells the
 * library which version of the struct the caller was built with; the
 * library writes no byte past `size`.
 * @since 0.4.0
 */
typedef struct safari_observation_plane_info {
    uint32_t size;           /**< `sizeof(safari_observation_plane_info)`,
                                  set by the caller. */
    uint32_t plane;          /**< The plane, as asked. */
    const char *name;        /**< Its name, unique in the layout, the group's
                                  name and what singles the plane out:
                                  `tile`, `trail_n`, `animals_zebra`,
                                  `meeples_1` (relative seat 1),
                                  `token_se_lion`, `ranger_0`, `placed`. */
    const char *group;       /**< Its group's name: `trail`, `token`. */
    uint32_t group_first;    /**< The group's first plane (the SAFARI_OBS_P_*
                                  value of the group). */
    uint32_t group_planes;   /**< Planes in the group. */
    const char *description; /**< What the group's planes hold, one
                                  sentence. */
} safari_observation_plane_info;

/** A ::safari_observation_plane_info ready to be filled: its size set, the
 * rest zero. @since 0.4.0 */
#define SAFARI_OBSERVATION_PLANE_INFO_INIT \
    {sizeof(safari_observation_plane_info), 0, NULL, NULL, 0, 0, NULL}

/**
 * @brief Plane `plane` of a layout: its name, its group and what it holds.
 * The planes of a layout are 0 .. the `planes` of
 * safari_game_observation_shape() - 1 (safari_metadata::obs_planes for the
 * default layout); a caller can also ask from 0 until #SAFARI_ENOTFOUND.
 * @param[in] options The layout (the format does not matter), or NULL for
 *         #SAFARI_OBSERVATION_OPTIONS_INIT.
 * @param[in] plane The plane.
 * @param[in,out] out The description; `out->size` must be set
 *         (#SAFARI_OBSERVATION_PLANE_INFO_INIT) and is kept.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no such plane in the layout);
 *         #SAFARI_EINVAL (NULL `out`, `out->size` below this version's
 *         struct, bad options as safari_game_observation_shape()). `out` is
 *         unchanged on error.
 * Never allocates. Pure; thread-safe.
 * @since 0.4.0
 */
SAFARI_API int safari_observation_plane(const safari_observation_options *options, uint32_t plane,
                                        safari_observation_plane_info *out);

/**
 * @brief One entry of an observation's vector, described at run time as
 * ::safari_observation_plane_info describes a plane, so that a binding or
 * a framework can label the vector without the SAFARI_OBS_V_* enumerators.
 *
 * The entries after #SAFARI_OBS_VECTOR_FIXED come one a face of the tile
 * set, so their names carry the face's index and are written into `name`
 * (not static strings, as a plane's are); `group` and `description` are the
 * library's, static, ASCII.
 *
 * Set `size` to `sizeof(safari_observation_entry_info)` (or initialise
 * with #SAFARI_OBSERVATION_ENTRY_INFO_INIT) before the call: it tells the
 * library which version of the struct the caller was built with; the
 * library writes no byte past `size`.
 * @since 0.4.0
 */
typedef struct safari_observation_entry_info {
    uint32_t size;           /**< `sizeof(safari_observation_entry_info)`,
                                  set by the caller. */
    uint32_t entry;          /**< The entry, as asked. */
    char name[32];           /**< Its name, NUL-terminated, unique in the
                                  layout: the group's name and what singles
                                  the entry out (relative seat k, species,
                                  decision kind, face index, rotation):
                                  `score_0`, `supply_1_lion`, `bag_zebra`,
                                  `discarded_tiles`, `decision_place`,
                                  `to_move_2`, `stack_17`, `hand_17`,
                                  `placed_17`, `placed_rotation_3`. */
    const char *group;       /**< Its group's name: `supply`, `stack`. */
    uint32_t group_first;    /**< The group's first entry (the SAFARI_OBS_V_*
                                  value of a fixed group). */
    uint32_t group_entries;  /**< Entries in the group; the entry is the
                                  group's (entry - group_first)-th. */
    const char *description; /**< What the group's entries hold, one
                                  sentence. */
} safari_observation_entry_info;

/** A ::safari_observation_entry_info ready to be filled: its size set, the
 * rest zero. @since 0.4.0 */
#define SAFARI_OBSERVATION_ENTRY_INFO_INIT \
    {sizeof(safari_observation_entry_info), 0, {0}, NULL, 0, 0, NULL}

/**
 * @brief Entry `entry` of the vector of a game's observations in a layout:
 * its name, its group and what it holds. The entries are 0 .. the `vector`
 * of safari_game_observation_shape() - 1 (safari_metadata::obs_vector for
 * the default layout); a caller can also ask from 0 until
 * #SAFARI_ENOTFOUND. The game is asked for its tile set's faces only.
 * @param[in] game The game.
 * @param[in] options The layout (the format does not matter), or NULL for
 *         #SAFARI_OBSERVATION_OPTIONS_INIT.
 * @param[in] entry The entry.
 * @param[in,out] out The description; `out->size` must be set
 *         (#SAFARI_OBSERVATION_ENTRY_INFO_INIT) and is kept.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no such entry in the layout);
 *         #SAFARI_EINVAL (NULL `game` or `out`, `out->size` below this
 *         version's struct, bad options as safari_game_observation_shape()).
 *         `out` is unchanged on error.
 * Never allocates. Pure; thread-safe on a game no thread changes.
 * @since 0.4.0
 */
SAFARI_API int safari_game_observation_entry(const safari_game *game,
                                             const safari_observation_options *options,
                                             uint32_t entry, safari_observation_entry_info *out);

/**
 * @brief What a learning framework asks of a game before it plays
 * (OpenSpiel's `GameInfo`), derived from the tile set and the options, not
 * measured. Every bound holds for every legal game of them.
 * @since 0.3.0
 */
typedef struct safari_metadata {
    uint32_t max_game_length;     /**< Moves of any game from its creation to
                                       its end, chance included (the size of
                                       the game's history). */
    uint32_t max_seat_moves;      /**< Of those, the seats' moves (chance
                                       excluded). */
    uint32_t max_chance_outcomes; /**< Outcomes of any chance decision: the
                                       larger of the faces and the species. */
    uint32_t max_legal_moves;     /**< Legal moves of any decision: #SAFARI_MAX_MOVES. */
    uint32_t actions;             /**< Actions of the window (safari_game_action_count()). */
    uint32_t obs_planes;          /**< Planes of the default observation
                                       (#SAFARI_OBS_LAYOUT_PLACED), each
                                       named by safari_observation_plane(). */
    uint32_t obs_vector;          /**< Its vector entries, each named by
                                       safari_game_observation_entry(). */
    uint32_t obs_size;            /**< Its entries in all: planes x cells + vector. */
    int32_t min_score;            /**< Least final score of a seat: 0. */
    int32_t max_score;            /**< Most final score of a seat (the bound
                                       docs/ai.md derives). */
    int32_t min_margin;           /**< Least margin: min_score - max_score
                                       (a seat's score minus the best other
                                       seat's). */
    int32_t max_margin;           /**< Most margin: max_score - min_score. */
} safari_metadata;

/**
 * @brief The metadata of a game's tile set and options over a window.
 * @param[in] game The game (its tile set and options; the position does
 *         not matter).
 * @param[in] window The window of the action space and observation.
 * @param[out] out The metadata.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL argument, a bad window).
 * Never allocates. Pure.
 * @since 0.3.0
 */
SAFARI_API int safari_game_metadata(const safari_game *game, const safari_window *window,
                                    safari_metadata *out);

/** Who plays a seat in a batch (safari_batch_create()). @since 0.3.0 */
typedef enum safari_controller {
    SAFARI_CONTROLLER_AGENT = 0,   /**< The caller: its actions come in
                                        through safari_batch_step(). */
    SAFARI_CONTROLLER_UNIFORM = 1, /**< A built-in uniform random player. */
    SAFARI_CONTROLLER_SCORING = 2  /**< A built-in player of the scoring
                                        policy (#SAFARI_POLICY_SCORING). */
} safari_controller;

/** A batch of games stepped together (safari_batch_create()). */
typedef struct safari_batch safari_batch;

/**
 * @brief Options of a batch, for the deprecated safari_batch_new(). All
 * zero but `game` means: the default game options, every seat an agent.
 * Carries no size, so it cannot grow: its successor is
 * ::safari_batch_settings (docs/api-stability.md).
 * @since 0.3.0
 */
typedef struct safari_batch_options {
    safari_options game;                       /**< Options of every game. */
    safari_window window;                      /**< The action space and the
                                                    observation; all zero:
                                                    the table's window
                                                    (safari_game_table_window()),
                                                    required then. */
    int32_t controllers[SAFARI_MAX_SEATS];     /**< Per seat a ::safari_controller;
                                                    at least one agent. */
    uint32_t flags;                            /**< 0, or #SAFARI_BATCH_KEEP_FINAL
                                                    (0.4.0; zero before: the
                                                    field was `reserved`);
                                                    other bits are refused. */
    const safari_allocator *alloc;             /**< Hooks for the batch and
                                                    its games; NULL:
                                                    malloc/free. Copied. */
} safari_batch_options;

/**
 * @brief Flags of safari_batch_settings::flags (and
 * safari_batch_options::flags).
 * @since 0.4.0
 */
enum {
    SAFARI_BATCH_KEEP_FINAL = 1 /**< Keep each game's last position when it
                                     ends, before it starts again, for
                                     safari_batch_final_game() (learning
                                     loops need the observation a game ended
                                     on). Costs one more game a batch game and
                                     a copy of its position when it ends. */
};

/**
 * @brief The action of safari_batch_step() that leaves its game as it is:
 * no move, no reward (0 for every seat), no end; its outputs are written
 * again. Lets a caller step some games and not others (the games where a
 * player outside the batch, a search or a Python callable, is to move).
 * @since 0.4.0
 */
#define SAFARI_BATCH_SKIP 4294967295u

/**
 * @brief What a batch keeps for its life: its games' settings, its window,
 * who plays each seat, its flags, its allocator and the layout of its
 * observations, after a size, so that the struct can grow at its end
 * (docs/api-stability.md, "Options structs and how they grow").
 *
 * Initialise with #SAFARI_BATCH_SETTINGS_INIT (the default game, the
 * table's window, every seat an agent, no flags, malloc/free, the default
 * observation layout), then change fields. `size` tells the library which
 * version of the struct the caller was built with: a size below this first
 * version's is refused; the bytes of a longer caller's struct past the
 * fields this library knows are never read. The structs its pointers name
 * are read during safari_batch_create() only (the games keep their own
 * reference to the tile set; the allocator is copied).
 * @since 0.4.0
 */
typedef struct safari_batch_settings {
    uint32_t size;                             /**< `sizeof(safari_batch_settings)`,
                                                    set by the caller
                                                    (#SAFARI_BATCH_SETTINGS_INIT). */
    const safari_settings *game;               /**< Settings of every game
                                                    (their own `size` set);
                                                    NULL: the defaults of
                                                    #SAFARI_SETTINGS_INIT. */
    safari_window window;                      /**< The action space and the
                                                    observation; all zero:
                                                    the table's window
                                                    (safari_game_table_window()),
                                                    required then. */
    int32_t controllers[SAFARI_MAX_SEATS];     /**< Per seat a ::safari_controller;
                                                    at least one agent. */
    uint32_t flags;                            /**< 0, or #SAFARI_BATCH_KEEP_FINAL;
                                                    other bits are refused. */
    const safari_allocator *alloc;             /**< Hooks for the batch and
                                                    its games; NULL:
                                                    malloc/free. Copied. */
    const safari_observation_options *observation; /**< The layout of the
                                                    batch's observations
                                                    (safari_batch_observe(),
                                                    safari_batch_step(),
                                                    safari_batch_observe_float(),
                                                    safari_batch_shape());
                                                    NULL: the default,
                                                    #SAFARI_OBS_LAYOUT_PLACED.
                                                    Its `format` must be
                                                    valid but is not used:
                                                    each call has its own
                                                    element type. */
} safari_batch_settings;

/** A ::safari_batch_settings with its size set and the defaults: the
 * default game (NULL settings), the table's window (all zero: the game
 * must then have a table, safari_batch_create()), every seat an agent, no
 * flags, malloc/free, the default observation layout. @since 0.4.0 */
#define SAFARI_BATCH_SETTINGS_INIT \
    {sizeof(safari_batch_settings), NULL, {0, 0, 0, 0}, {0, 0, 0, 0, 0}, 0, NULL, NULL}

/**
 * @brief Creates n games that step together. Chance and the built-in
 * players' moves are drawn inside, game j from its own SplitMix64 state
 * (the mix of `seed` and j), so a batch's games are a function of the seed
 * and the agents' actions. Each game advances at once to the first
 * decision of an agent seat.
 *
 * A window that does not hold every cell a move can name (a window of
 * its own for an unlimited game) leaves out the legal moves outside it,
 * and can leave an agent with no action: the table's window never does.
 * The settings of game j are `settings->game`'s (safari_game_settings() of
 * safari_batch_game() answers them, the defaults filled in).
 * @param[out] out The batch; NULL on error, but left as it was when
 *         `settings` is NULL or its `size` is refused.
 * @param[in] settings Settings (#SAFARI_BATCH_SETTINGS_INIT, then
 *         changed); NULL is #SAFARI_EINVAL (the default game has no table
 *         to take a window from).
 * @param[in] n Games, 1 .. 65536.
 * @param[in] seed The seed of every game's generator.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `out` or `settings`, a `size`
 *         below this first version's struct in `settings` or in the
 *         ::safari_settings `game` points to, a game setting out of range,
 *         bad controllers or flags, no agent seat, no window, bad
 *         observation options, an allocator without `alloc` or `free`);
 *         #SAFARI_ENOMEM.
 * Allocates, through `settings->alloc` (the games, one block each, and the
 * batch). Thread-safe. Free with safari_batch_free().
 * @since 0.4.0
 */
SAFARI_API int safari_batch_create(safari_batch **out, const safari_batch_settings *settings,
                                   uint32_t n, uint64_t seed);

/**
 * @brief As safari_batch_create() with the same fields in a
 * ::safari_batch_settings (the game's in a ::safari_settings) and the
 * default observation layout.
 * @deprecated Use safari_batch_create(), which it calls, its
 *             ::safari_batch_settings carrying their size so that they can
 *             grow (and choosing the observation layout); kept, still
 *             exported, until 1.0 (docs/api-stability.md).
 * @param[out] out The batch; NULL on error.
 * @param[in] options Options (NULL is #SAFARI_EINVAL: the default game has
 *         no table to take a window from).
 * @param[in] n Games, 1 .. 65536.
 * @param[in] seed The seed of every game's generator.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `out`, bad options, no agent
 *         seat, no window); #SAFARI_ENOMEM.
 * Allocates (the games, one block each, and the batch). Thread-safe. Free
 * with safari_batch_free().
 * @since 0.3.0
 */
SAFARI_DEPRECATED("use safari_batch_create")
SAFARI_API int safari_batch_new(safari_batch **out, const safari_batch_options *options,
                                uint32_t n, uint64_t seed);

/** @brief Frees a batch and its games. NULL is a no-op. @param[in] batch The batch. @since 0.3.0 */
SAFARI_API void safari_batch_free(safari_batch *batch);

/**
 * @brief The sizes of a batch's per-game rows.
 * @param[in] batch The batch.
 * @param[out] games Games (n).
 * @param[out] actions Actions per game (mask bytes); may be NULL.
 * @param[out] obs Observation entries per game (the batch's layout,
 *         safari_batch_settings::observation: the extended by default); may
 *         be NULL.
 * @param[out] seats Seats per game (reward entries); may be NULL.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `batch` or `games`).
 * @since 0.3.0
 */
SAFARI_API int safari_batch_shape(const safari_batch *batch, uint32_t *games, uint32_t *actions,
                                  uint32_t *obs, uint32_t *seats);

/**
 * @brief Game j of a batch, borrowed: to read its position (the board, the
 * scores, the decision), not to change. The batch's games keep no history
 * and no incremental hash (as playouts: nothing undoes them), so its record
 * holds no moves, and safari_game_hash() works its hash out from the
 * pieces when asked. A clone or copy of it is a whole game (see
 * safari_game_clone()): search it, or try moves on it. Valid until the
 * batch is freed; its position changes with every step.
 * @param[in] batch The batch.
 * @param[in] j 0 .. n - 1.
 * @return The game, or NULL (NULL batch, j out of range).
 * @since 0.3.0
 */
SAFARI_API const safari_game *safari_batch_game(const safari_batch *batch, uint32_t j);

/**
 * @brief The last position of game j's last ended game, borrowed, for a
 * batch made with #SAFARI_BATCH_KEEP_FINAL: after a safari_batch_step()
 * that set `terminal[j]`, the position the game ended on (its final
 * scores, the end decision), while safari_batch_game() is already the next
 * game. Before game j first ends it is a new game's position. Like the
 * batch's games it keeps no history; read it, or clone it. Valid until the
 * batch is freed; it changes when game j ends again.
 * @param[in] batch The batch.
 * @param[in] j 0 .. n - 1.
 * @return The game, or NULL (NULL batch, j out of range, a batch made
 *         without #SAFARI_BATCH_KEEP_FINAL).
 * Never allocates. Pure.
 * @since 0.4.0
 */
SAFARI_API const safari_game *safari_batch_final_game(const safari_batch *batch, uint32_t j);

/**
 * @brief Writes every game's current outputs without stepping (after
 * safari_batch_create(), say): observations, masks, action lists and seats to
 * move, as safari_batch_step() does. Any output may be NULL.
 *
 * The rows of `obs` and `masks` belong to the batch from one call to the
 * next: it clears only the entries it set in them the last time (a
 * board-sized row costs more to clear than to fill), so the caller reads
 * them but writes nothing into them. Arrays other than the last call's are
 * cleared whole first.
 * @param[in,out] batch The batch (it keeps what it set in the rows).
 * @param[out] obs n rows of the observation as bytes (capped at 255), in
 *         the batch's layout (safari_batch_settings::observation: the
 *         extended by default), seen from the seat to move.
 * @param[out] masks n rows of the legal mask.
 * @param[out] legal n rows of `legal_cap` legal action indices (the order
 *         of safari_game_legal_actions()).
 * @param[out] legal_count n counts of legal actions (may exceed `legal_cap`:
 *         the row holds the first `legal_cap`).
 * @param[in] legal_cap Entries per row of `legal`.
 * @param[out] to_move n seats to move (an agent's seat).
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `batch`, `legal` without
 *         `legal_count`).
 * Never allocates.
 * @since 0.3.0
 */
SAFARI_API int safari_batch_observe(safari_batch *batch, uint8_t *obs, uint8_t *masks,
                                    uint32_t *legal, uint32_t *legal_count, uint32_t legal_cap,
                                    int32_t *to_move);

/**
 * @brief Steps every game once: applies game j's action `actions[j]` (an
 * index of the batch's window, a legal move of the agent to move), then
 * plays chance and the built-in seats until an agent must decide or the
 * game ends. A game that ends is started again at once (the same options,
 * the generator going on) and advanced to its first agent decision; its
 * `terminal` flag says so and its outputs are those of the new game (the
 * position it ended on: safari_batch_final_game(), with
 * #SAFARI_BATCH_KEEP_FINAL). An action #SAFARI_BATCH_SKIP leaves its game
 * unstepped (rewards 0, not terminal; its outputs written again).
 *
 * The rows of `obs` and `masks` are the batch's between calls, as for
 * safari_batch_observe().
 *
 * Rewards: n rows of `seats` floats, the change of every seat's score over
 * the step (the final scoring included), so that a game's rewards add up
 * to its final scores.
 * @param[in,out] batch The batch.
 * @param[in] actions n actions (each a legal action or #SAFARI_BATCH_SKIP).
 * @param[out] obs As safari_batch_observe(); may be NULL.
 * @param[out] masks As safari_batch_observe(); may be NULL.
 * @param[out] legal As safari_batch_observe(); may be NULL.
 * @param[out] legal_count As safari_batch_observe().
 * @param[in] legal_cap As safari_batch_observe().
 * @param[out] rewards n x seats floats; may be NULL.
 * @param[out] terminal n flags: 1 where the game ended this step; may be NULL.
 * @param[out] to_move n seats to move; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EILLEGAL (some action is not legal: nothing
 *         changed, no output written); #SAFARI_EINVAL (NULL `batch` or
 *         `actions`, `legal` without `legal_count`).
 * Never allocates. Not thread-safe on one batch.
 * @since 0.3.0
 */
SAFARI_API int safari_batch_step(safari_batch *batch, const uint32_t *actions, uint8_t *obs,
                                 uint8_t *masks, uint32_t *legal, uint32_t *legal_count,
                                 uint32_t legal_cap, float *rewards, uint8_t *terminal,
                                 int32_t *to_move);

/**
 * @brief Flags of safari_batch_observe_float().
 * @since 0.4.0
 */
enum {
    SAFARI_BATCH_OBS_WHOLE = 1 /**< Write every row whole: for an array new
                                    to the batch each call (a fresh array a
                                    step, which an allocator may place where
                                    the last one was) or one the caller wrote
                                    into. Costs the clearing of every row. */
};

/**
 * @brief Writes every game's observation as floats, seen from the seat to
 * move (seat 0 at the end), in one call: row j holds what
 * safari_game_observe() gives in the batch's layout
 * (safari_batch_settings::observation: the extended by default) for
 * safari_batch_game() j and that seat, values not capped (the bytes of
 * safari_batch_step() are). Call it
 * after safari_batch_create() or safari_batch_step() (with `obs` NULL there
 * when only floats are wanted).
 *
 * Without #SAFARI_BATCH_OBS_WHOLE the rows belong to the batch from one
 * call to the next, as the byte rows of safari_batch_observe() do: it
 * clears only the entries it set in them the last time, so the caller
 * reads them but writes nothing into them; an array other than the last
 * call's is written whole. These float rows are kept apart from the byte
 * rows: both may be used on one batch.
 * @param[in,out] batch The batch (it keeps what it set in the rows).
 * @param[out] obs n rows of the observation's size (safari_batch_shape()
 *         `obs`) floats, aligned for float; NULL with `cap` 0 asks for the
 *         size.
 * @param[in] cap Floats in `obs`.
 * @param[out] count The floats of every row: n x the observation's size.
 * @param[in] flags 0, or #SAFARI_BATCH_OBS_WHOLE; other bits are refused.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` < `*count`: nothing written);
 *         #SAFARI_EINVAL (NULL `batch` or `count`, NULL `obs` with `cap` >
 *         0, `obs` not aligned for float, unknown flags). On error the
 *         batch and `obs` are unchanged.
 * Never allocates. Not thread-safe on one batch.
 * @since 0.4.0
 */
SAFARI_API int safari_batch_observe_float(safari_batch *batch, float *obs, size_t cap,
                                          size_t *count, uint32_t flags);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games: the board, for front ends                                   */
/* ------------------------------------------------------------------------ */
/** @{ */

/** A tile on the board. */
typedef struct safari_tile_info {
    int16_t x;        /**< Cell x. */
    int16_t y;        /**< Cell y. */
    uint8_t tile;     /**< Type id (1..99), or 0 for a start cell. */
    uint8_t copy;     /**< Face: copy number of the face's first copy (1-based);
                           for a start cell its index in the start tile, 1-based. */
    uint8_t rotation; /**< Quarter turns clockwise. */
    uint8_t start;    /**< 1 for a start cell. */
    char sides[5];    /**< N E S W in board orientation, 's' 't' or 'b'. */
    uint8_t baobab;   /**< 1 if the tile has a baobab. */
    uint8_t features; /**< Trails and bushes printed on the tile; see
                           safari_game_tile_feature(). */
    uint8_t reserved; /**< Zero. */
} safari_tile_info;

/**
 * @brief Tiles on the board, start cells included.
 * @param[in] game The game.
 * @return The count; 0 if `game` is NULL.
 * @since 0.1.0
 */
SAFARI_API size_t safari_game_tile_count(const safari_game *game);

/**
 * @brief The i-th tile on the board, in placement order (start cells first).
 * @param[in] game The game.
 * @param[in] i 0 .. count - 1.
 * @param[out] out The tile.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_tile(const safari_game *game, size_t i, safari_tile_info *out);

/**
 * @brief The tile on a cell.
 * @param[in] game The game.
 * @param[in] x Cell x.
 * @param[in] y Cell y.
 * @param[out] out The tile.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (empty cell); #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_tile_at(const safari_game *game, int32_t x, int32_t y,
                                   safari_tile_info *out);

/** A trail or bush as printed on one tile (not joined with its neighbours). */
typedef struct safari_tile_feature {
    int32_t kind;    /**< A ::safari_feature_kind. */
    int32_t sides;   /**< Bit d set: the feature touches board side d (N=0). */
    int32_t birds;   /**< Birds above it (bushes). */
    int32_t animals[SAFARI_SPECIES]; /**< Animals of this copy on it. */
} safari_tile_feature;

/**
 * @brief The i-th trail or bush printed on the tile on a cell, in board
 * orientation: what a front end draws on that tile.
 * @param[in] game The game.
 * @param[in] x Cell x.
 * @param[in] y Cell y.
 * @param[in] i 0 .. safari_tile_info::features - 1.
 * @param[out] out The feature.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no tile, or no i-th feature);
 *         #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_tile_feature(const safari_game *game, int32_t x, int32_t y, int32_t i,
                                        safari_tile_feature *out);

/** Where a meeple stands. */
typedef enum safari_place_kind {
    SAFARI_AT_SUPPLY = 0,    /**< In its owner's supply. */
    SAFARI_AT_TRAIL = 1,     /**< On a trail. */
    SAFARI_AT_BUSH = 2,      /**< In a bush. */
    SAFARI_AT_BAOBAB = 3,    /**< On a baobab. */
    SAFARI_AT_WATERHOLE = 4  /**< On a watering-hole token. */
} safari_place_kind;

/** A meeple of a seat. */
typedef struct safari_meeple_info {
    int32_t where;  /**< A ::safari_place_kind. */
    int16_t x;      /**< Cell of the tile it stands on. */
    int16_t y;      /**< Cell of the tile it stands on. */
    int32_t spot;   /**< TRAIL, BUSH: the feature's canonical side on that tile;
                         BAOBAB: #SAFARI_BAOBAB; WATERHOLE: the corner. */
} safari_meeple_info;

/**
 * @brief Meeple i (0..5) of a seat.
 * @param[in] game The game.
 * @param[in] seat The seat.
 * @param[in] i 0 .. #SAFARI_MEEPLES - 1.
 * @param[out] out The meeple.
 * @return #SAFARI_OK or #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_meeple(const safari_game *game, int32_t seat, int32_t i,
                                  safari_meeple_info *out);

/** Kinds of feature. */
typedef enum safari_feature_kind {
    SAFARI_FEATURE_TRAIL = 1, /**< An animal trail. */
    SAFARI_FEATURE_BUSH = 2   /**< A bush. */
} safari_feature_kind;

/** A trail or bush (the whole connected feature). */
typedef struct safari_feature_info {
    int32_t kind;        /**< A ::safari_feature_kind. */
    int32_t complete;    /**< 1 when no side leads to an empty cell. */
    int32_t open_sides;  /**< Sides leading to empty cells. */
    int32_t tiles;       /**< Tile segments in the feature. */
    int32_t birds;       /**< Birds (bushes). */
    int32_t animals[SAFARI_SPECIES]; /**< Animals per species. */
    int32_t meeples[SAFARI_MAX_SEATS]; /**< Meeples per seat. */
} safari_feature_info;

/**
 * @brief The trail or bush touching a side of the tile on a cell.
 * @param[in] game The game.
 * @param[in] x Cell x.
 * @param[in] y Cell y.
 * @param[in] side The side (board orientation).
 * @param[out] out The feature.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no tile, or savanna side);
 *         #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_feature_at(const safari_game *game, int32_t x, int32_t y,
                                      int32_t side, safari_feature_info *out);

/**
 * @brief The canonical side of the feature on a side of a tile: the first of
 * N, E, S, W of that tile touching the same (connected) trail or bush. Two
 * sides of a tile belong to one feature exactly when their canonical sides
 * are equal; `meeple D` names a feature by it.
 * @param[in] game The game.
 * @param[in] x Cell x.
 * @param[in] y Cell y.
 * @param[in] side The side (board orientation).
 * @param[out] out The canonical side.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no tile, or savanna side);
 *         #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_feature_side(const safari_game *game, int32_t x, int32_t y,
                                        int32_t side, int32_t *out);

/** A watering-hole slot: one corner of a tile. */
typedef struct safari_slot_info {
    int32_t open;    /**< 1 if the tile has a watering-hole slot there: an
                          open corner (savanna, no bush beside it) of the
                          tile's outline. The start tile is one tile, so a
                          vertex that two of its cells share is no corner of
                          it (0). */
    int32_t species; /**< Token on it, or #SAFARI_NO_SPECIES. */
    int32_t owner;   /**< Seat of the meeple on it, or -1. */
} safari_slot_info;

/**
 * @brief The watering-hole slot at a corner of the tile on a cell.
 * @param[in] game The game.
 * @param[in] x Cell x.
 * @param[in] y Cell y.
 * @param[in] corner A ::safari_corner.
 * @param[out] out The slot.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no tile); #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_slot(const safari_game *game, int32_t x, int32_t y, int32_t corner,
                                safari_slot_info *out);

/**
 * @brief Where a ranger stands.
 * @param[in] game The game.
 * @param[in] ranger 0 or 1.
 * @param[out] x Cell x.
 * @param[out] y Cell y.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (displaced and not yet parked, or
 *         out of the game); #SAFARI_EINVAL.
 * @since 0.1.0
 */
SAFARI_API int safari_game_ranger(const safari_game *game, int32_t ranger, int32_t *x, int32_t *y);

/**
 * @brief The board's bounding box: the smallest rectangle of cells that
 *        holds every tile (start cells included) and every ranger on the
 *        board, bounds inclusive.
 *
 * A picture of the position spans it (the command's text board and
 * safari_game_svg_write() draw exactly these cells). It is never empty:
 * every tile set has a start cell. A ranger that waits to be parked
 * (safari_game_ranger() says #SAFARI_ENOTFOUND) does not count.
 * safari_game_board_window() is the tiles' box alone, with a ring of cells
 * around it. Constant time (the game keeps the tiles' box as tiles are
 * placed); allocates nothing; a pure query, safe from several threads on
 * one game.
 * @param[in] game The game.
 * @param[out] x0 The least x of a tile or ranger.
 * @param[out] y0 The least y.
 * @param[out] x1 The greatest x.
 * @param[out] y1 The greatest y.
 * @return #SAFARI_OK; #SAFARI_EINVAL if any argument is NULL (nothing
 *         written).
 * @since 0.4.0
 */
SAFARI_API int safari_game_board_bounds(const safari_game *game, int32_t *x0, int32_t *y0,
                                        int32_t *x1, int32_t *y1);

/** Kinds of scoring event. */
typedef enum safari_event_kind {
    SAFARI_EVENT_RANGER = 0,       /**< Displaced a ranger: 3 points. */
    SAFARI_EVENT_TRAIL = 1,        /**< A completed trail scored. */
    SAFARI_EVENT_BUSH = 2,         /**< A completed bush scored. */
    SAFARI_EVENT_BAOBAB = 3,       /**< A completed baobab returned its meeple (0 points; tokens follow). */
    SAFARI_EVENT_DIG = 4,          /**< Dug a watering hole: 3 points. */
    SAFARI_EVENT_EXPAND = 5,       /**< Expanded a watering hole: 4, 5 or 6 points. */
    SAFARI_EVENT_WATERHOLE = 6,    /**< A completed watering hole: 3 points to a meeple owner. */
    SAFARI_EVENT_FINAL_TRAIL = 7,  /**< Final scoring of an incomplete trail. */
    SAFARI_EVENT_FINAL_BUSH = 8,   /**< Final scoring of an incomplete bush. */
    SAFARI_EVENT_FINAL_TOKENS = 9  /**< Final scoring of tokens in supply. */
} safari_event_kind;

/**
 * @brief One scoring event: a seat scored points for something on the board.
 *
 * Every scorer of a scored feature gets an event, even for 0 points; a seat
 * with no token in supply gets no #SAFARI_EVENT_FINAL_TOKENS event. Events of
 * one step come in seat order (0, 1, ...).
 */
typedef struct safari_event {
    int32_t kind;   /**< A ::safari_event_kind. */
    int32_t seat;   /**< Who scored. */
    int32_t points; /**< How many points. */
    int16_t x;      /**< Cell of the tile the event concerns: the placed tile
                         for RANGER, TRAIL and BUSH; 0 for FINAL_TOKENS. */
    int16_t y;      /**< As `x`. */
    int32_t spot;   /**< TRAIL, BUSH, FINAL_*: the feature's canonical side on
                         that tile; BAOBAB: #SAFARI_BAOBAB; DIG, EXPAND,
                         WATERHOLE: the corner; RANGER, FINAL_TOKENS: 0. */
} safari_event;

/**
 * @brief The scoring events of the last safari_game_apply() call, in order.
 * @param[in] game The game.
 * @param[out] events The buffer, or NULL with `cap` 0.
 * @param[in] cap Events the buffer holds.
 * @param[out] count The number of events.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` < `*count`: the first `cap`
 *         events are written); #SAFARI_EINVAL (NULL `game` or `count`, or
 *         NULL `events` with `cap` > 0). No event is ever dropped: the
 *         events of one apply are bounded and the library keeps them all.
 * @since 0.1.0
 */
SAFARI_API int safari_game_events(const safari_game *game, safari_event *events, size_t cap,
                                  size_t *count);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Faces: a tile off the board, for front ends                       */
/* ------------------------------------------------------------------------ */
/** @{ */

/** The most trails and bushes on one tile (each needs a side of its own). */
enum { SAFARI_FACE_MAX_FEATURES = 4 };

/**
 * @brief A face of a tile set (a tile type with the animals of some of its
 * copies) in one rotation: what a front end draws for a tile that is not
 * on the board, such as the tile in hand.
 *
 * Sides, corners and features are in board orientation, as the tile would
 * lie placed in that rotation: board side d shows unrotated side
 * (d - rotation) mod 4, so that the face is what safari_game_tile() and
 * safari_game_tile_feature() report once it is placed so.
 *
 * Set `size` to `sizeof(safari_face)` (or initialise with
 * #SAFARI_FACE_INIT) before the call: it tells the library which version
 * of the struct the caller was built with, so that fields can be added
 * later; the library writes no byte past `size`.
 * @since 0.4.0
 */
typedef struct safari_face {
    uint32_t size;      /**< `sizeof(safari_face)`, set by the caller. */
    int32_t face;       /**< Its index in the set, 0 .. safari_tileset_info::faces - 1. */
    int32_t tile;       /**< Type id (1..99): `draw TT/K`'s TT. */
    int32_t copy;       /**< Its first copy (1-based): `draw TT/K`'s K, and
                             safari_tile_info::copy once placed. */
    int32_t copies;     /**< Copies of the type with this face (the draw's
                             weight while none is drawn). */
    int32_t rotation;   /**< Quarter turns clockwise, 0..3. */
    char sides[5];      /**< N E S W in board orientation, 's', 't' or 'b',
                             NUL-terminated. */
    uint8_t baobab;     /**< 1 if the tile has a baobab. */
    uint8_t features;   /**< Trails and bushes: the entries of `feature` in use. */
    uint8_t corners;    /**< Bit c set: corner c (::safari_corner, board
                             orientation) is open, a watering-hole slot once
                             placed: no bush on either side beside it. */
    int32_t birds;      /**< Birds above all its bushes. */
    int32_t savanna[SAFARI_SPECIES]; /**< Animals in the savanna, on no trail
                             or bush, per species: none in the tile-set format
                             of this version, which puts every animal on a
                             trail or in a bush (docs/tilesets.md). */
    safari_tile_feature feature[SAFARI_FACE_MAX_FEATURES]; /**< Its trails and
                             bushes in the order of safari_game_tile_feature():
                             kind, the board sides each touches, its birds and
                             the animals on it; zero past `features`. */
} safari_face;

/** A ::safari_face ready to be filled: its size set, the rest zero.
 * @since 0.4.0 */
#define SAFARI_FACE_INIT \
    {sizeof(safari_face), 0, 0, 0, 0, 0, {0}, 0, 0, 0, 0, {0}, {{0, 0, 0, {0}}}}

/**
 * @brief Face `face` of a tile set, in a rotation.
 *
 * Faces are numbered in the order of the set's text: types in file order,
 * a type's faces by their first copy; a game's draws list them so.
 * @param[in] ts The tile set.
 * @param[in] face 0 .. safari_tileset_info::faces - 1.
 * @param[in] rotation Quarter turns clockwise, 0..3 (as in `place X Y R`).
 * @param[in,out] out The face; `out->size` must be set (#SAFARI_FACE_INIT)
 *         and is kept.
 * @return #SAFARI_OK; #SAFARI_EINVAL (NULL `ts` or `out`, `face` or
 *         `rotation` out of range, or `out->size` smaller than the struct
 *         of 0.4.0; nothing written).
 * Never allocates. Thread-safe.
 * @since 0.4.0
 */
SAFARI_API int safari_tileset_face(const safari_tileset *ts, int32_t face, int32_t rotation,
                                   safari_face *out);

/**
 * @brief The face of the tile in hand, unrotated: the tile drawn and not
 * yet placed or discarded, while the game waits for a `place` decision.
 *
 * For another rotation, ask safari_tileset_face() for `out->face` in the
 * set of safari_game_tileset().
 * @param[in] game The game.
 * @param[in,out] out The face in rotation 0; `out->size` must be set
 *         (#SAFARI_FACE_INIT) and is kept.
 * @return #SAFARI_OK; #SAFARI_ENOTFOUND (no tile in hand: any decision but
 *         `place`; nothing written); #SAFARI_EINVAL (NULL argument, or
 *         `out->size` too small; nothing written).
 * Never allocates. Thread-safe for distinct games.
 * @since 0.4.0
 */
SAFARI_API int safari_game_tile_in_hand(const safari_game *game, safari_face *out);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Text: moves, game records, the `legal` listing                     */
/* ------------------------------------------------------------------------ */
/** @{ */

/** The size of a move's text (an enumerator, as the capacities above). */
enum {
    SAFARI_MOVE_TEXT_MAX = 32 /**< Bytes that always hold the text of one move with its NUL. */
};

/**
 * @brief Writes the canonical text of a move (docs/notation.md section 2),
 * NUL-terminated.
 * @param[in] move The move.
 * @param[out] buf The buffer, or NULL with `cap` 0; #SAFARI_MOVE_TEXT_MAX
 *         bytes always suffice.
 * @param[in] cap Bytes in `buf`.
 * @param[out] len The text's length without the NUL; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` <= `*len`: the first `cap - 1`
 *         bytes and a NUL are written); #SAFARI_EINVAL (NULL `move`, NULL
 *         `buf` with `cap` > 0, or a move no text spells; nothing written).
 * @since 0.1.0
 */
SAFARI_API int safari_move_to_string(const safari_move *move, char *buf, size_t cap, size_t *len);

/**
 * @brief As safari_move_parse_ex() without the reason (a NULL `diag`).
 * @deprecated Use safari_move_parse_ex(); kept, still exported, until 1.0
 *             (docs/api-stability.md).
 * @param[in] text The text (no newline).
 * @param[in] len Its length.
 * @param[in] game The game for normalisation, or NULL.
 * @param[out] out The move; unchanged on error.
 * @return #SAFARI_OK; #SAFARI_EPARSE (not a move's text); #SAFARI_EINVAL
 *         (NULL `text` or `out`).
 * @since 0.1.0
 */
SAFARI_DEPRECATED("use safari_move_parse_ex")
SAFARI_API int safari_move_parse(const char *text, size_t len, const safari_game *game,
                                 safari_move *out);

/**
 * @brief Parses one move's text, saying why a text is refused.
 *
 * Accepts exactly the spellings of docs/notation.md section 2. With a game,
 * `meeple D` naming any side the feature touches on the placed tile is
 * normalised to the canonical side; legality is not checked.
 * @param[in] text The text (no newline).
 * @param[in] len Its length.
 * @param[in] game The game for normalisation, or NULL.
 * @param[out] out The move; unchanged on error.
 * @param[out] diag The reason, e.g. "rotation '4' is not 0..3", with line
 *         1 on #SAFARI_EPARSE (line 0 on another error); emptied (line 0)
 *         on success; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EPARSE; #SAFARI_EINVAL (NULL `text` or `out`).
 * @since 0.2.0
 */
SAFARI_API int safari_move_parse_ex(const char *text, size_t len, const safari_game *game,
                                    safari_move *out, safari_diag *diag);

/**
 * @brief Writes a game record (docs/notation.md section 3) of a game: its options
 * and every move since setup.
 * @param[in] game The game.
 * @param[out] buf The buffer, or NULL with `cap` 0.
 * @param[in] cap Bytes in `buf`.
 * @param[out] len The record's length without the NUL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` <= `*len`: the first `cap - 1`
 *         bytes and a NUL are written; `*len + 1` bytes suffice);
 *         #SAFARI_EINVAL (NULL `game` or `len`, or NULL `buf` with `cap` > 0).
 * @since 0.1.0
 */
SAFARI_API int safari_record_write(const safari_game *game, char *buf, size_t cap, size_t *len);

/**
 * @brief Reads a game record and replays it into a new game.
 * @param[out] out The game at the position the record reaches; NULL on error.
 * @param[in] text The record.
 * @param[in] len Its length.
 * @param[in] alloc Allocator hooks, or NULL.
 * @param[out] diag The first bad line and why; on an error no line is at
 *         fault for, line 0 and the reason; emptied on success; may be NULL.
 * @return #SAFARI_OK; #SAFARI_EPARSE (a malformed line, an unsupported
 *         record version, options a game refuses, or an illegal move: the
 *         line and reason in `diag`); #SAFARI_ELIMIT (the inline tile set
 *         is beyond the library's capacities, or a move finds the game's
 *         history full: the line in `diag`); #SAFARI_ENOMEM; #SAFARI_EINVAL
 *         (NULL `out` or `text`, or an allocator without `alloc` or `free`).
 * @since 0.1.0
 */
SAFARI_API int safari_record_read(safari_game **out, const char *text, size_t len,
                                  const safari_allocator *alloc, safari_diag *diag);

/**
 * @brief Writes the `safari legal` listing of a position (docs/notation.md
 * section 4).
 * @param[in] game The game.
 * @param[out] buf The buffer, or NULL with `cap` 0.
 * @param[in] cap Bytes in `buf`.
 * @param[out] len The text's length without the NUL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` <= `*len`: the first `cap - 1`
 *         bytes and a NUL are written; `*len + 1` bytes suffice);
 *         #SAFARI_EINVAL (NULL `game` or `len`, or NULL `buf` with `cap` > 0).
 * Never allocates; its stack use is small (the moves are listed in chunks),
 * so a thread with a small stack may call it.
 * @since 0.1.0
 */
SAFARI_API int safari_legal_write(const safari_game *game, char *buf, size_t cap, size_t *len);

/**
 * @brief Draws the position as an SVG picture: the board north up, one
 * `<g class="tile">` element per placed tile, tokens, meeples, rangers and
 * a legend with the scores; the picture of `safari show --svg`.
 * @param[in] game The game.
 * @param[out] buf The buffer, or NULL with `cap` 0.
 * @param[in] cap Bytes in `buf`.
 * @param[out] len The picture's length without the NUL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` <= `*len`: the first `cap - 1`
 *         bytes and a NUL are written; `*len + 1` bytes suffice);
 *         #SAFARI_EINVAL (NULL `game` or `len`, or NULL `buf` with `cap` > 0).
 * Never allocates; numbers have a decimal point whatever the program's
 * `LC_NUMERIC`.
 * @since 0.3.0
 */
SAFARI_API int safari_game_svg_write(const safari_game *game, char *buf, size_t cap,
                                     size_t *len);

/**
 * @brief Options of safari_game_svg_write_ex(): the picture's size, its
 * legend, its scores and ids on its pieces. Initialise with
 * #SAFARI_SVG_OPTIONS_INIT (or set `size` to `sizeof(safari_svg_options)`),
 * then change what you need: the size tells the library which version of
 * the struct the caller was built with, so fields can be added later
 * without breaking callers. The defaults draw the picture of
 * safari_game_svg_write(), byte for byte.
 * @since 0.4.0
 */
typedef struct safari_svg_options {
    uint32_t size;   /**< `sizeof(safari_svg_options)`. */
    uint32_t width;  /**< The picture's `width` attribute in pixels, 1 to
                          #SAFARI_SVG_MAX_SIZE; 0: from `height` in the
                          picture's proportions, or its natural width (a
                          unit a pixel) when `height` is 0 too. The
                          `viewBox` stays the natural one: a picture of
                          another size is scaled, never cut. */
    uint32_t height; /**< The `height` attribute, as `width`. */
    uint32_t legend; /**< 1: the legend beside the board (the title, the
                          moves played and the decision pending, the pools,
                          the key of the marks); 0: none. */
    uint32_t scores; /**< 1: each seat's score (projected while the game
                          goes on), meeples and tokens beside the board;
                          0: none. With neither legend nor scores the
                          picture is the board alone. */
    uint32_t ids;    /**< 1: stable ids on the pieces, spelt as the
                          JavaScript view (`libsafari/board`) spells them,
                          a minus sign before a digit written `m`:
                          `tile_X_Y` (`tile_m2_1` on cell -2, 1),
                          `token_X_Y_C` and `slot_X_Y_C` (C the corner, 0
                          to 3: NE SE SW NW), `meeple_X_Y_S` (S the side 0
                          to 3, 4 the baobab, `wC` a watering-hole
                          corner), `ranger_I` and `score_S` (a seat's
                          score); 0: none. */
} safari_svg_options;

/** The largest width or height safari_svg_options may ask. @since 0.4.0 */
#define SAFARI_SVG_MAX_SIZE 100000

/** The default options: the natural size, the legend and the scores, no
 * ids (the picture of safari_game_svg_write()). @since 0.4.0 */
#define SAFARI_SVG_OPTIONS_INIT {sizeof(safari_svg_options), 0, 0, 1, 1, 0}

/**
 * @brief Draws the position as an SVG picture, as safari_game_svg_write()
 * does, with options: its size, whether the legend and the scores stand
 * beside the board, and ids on the pieces.
 * @param[in] game The game.
 * @param[in] options Options (see ::safari_svg_options), or NULL for
 *         #SAFARI_SVG_OPTIONS_INIT.
 * @param[out] buf The buffer, or NULL with `cap` 0.
 * @param[in] cap Bytes in `buf`.
 * @param[out] len The picture's length without the NUL.
 * @return #SAFARI_OK; #SAFARI_EBUFS (`cap` <= `*len`: the first `cap - 1`
 *         bytes and a NUL are written; `*len + 1` bytes suffice);
 *         #SAFARI_EINVAL (NULL `game` or `len`, NULL `buf` with `cap` > 0,
 *         a `size` other than this version's, a width or height above
 *         #SAFARI_SVG_MAX_SIZE, `legend`, `scores` or `ids` neither 0 nor
 *         1; nothing written).
 * Never allocates; numbers have a decimal point whatever the program's
 * `LC_NUMERIC`. Thread-safe on a game no thread changes.
 * @since 0.4.0
 */
SAFARI_API int safari_game_svg_write_ex(const safari_game *game, const safari_svg_options *options,
                                        char *buf, size_t cap, size_t *len);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* SAFARI_H */
/** @} */
