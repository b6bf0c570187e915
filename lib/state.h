/* SPDX-License-Identifier: MIT */
/* Internal: the layout of a game's state, one contiguous block.
 *
 * Layout: this struct, then arrays at offsets computed from the tile set
 * (tiles, feature segments, frontier, usable slots, stack, the cell table),
 * then the history and the journal, both sized for the longest legal game
 * (bounds.c). No pointer inside the block except to the shared tile set,
 * so a clone is a copy of the parts in use (game.c, copy_block).
 *
 * Undo is a journal of saved byte ranges: before a move changes anything,
 * the hot part of the control block is saved whole, and every piece and
 * array element is saved before it is changed (safari__save). Undo copies
 * the saved bytes back. */
#ifndef SAFARI_STATE_H
#define SAFARI_STATE_H

#include "debug.h"
#include "safari.h"
#include "tileset.h"

#include <stddef.h>
#include <string.h>


enum {
    MAX_TILES = SAFARI_MAX_LAND_TILES + SAFARI_MAX_START_CELLS,
    NONE8 = 0xFF,
    /* The events of one apply, derived so that none is ever dropped: an
     * event of kind TRAIL, BUSH, BAOBAB, WATERHOLE, FINAL_TRAIL or
     * FINAL_BUSH goes to a seat with a meeple on the scored feature, baobab
     * or hole, once per seat and place; charge it to one of those meeples.
     * No meeple is charged twice: a meeple that goes home cannot come back
     * within the same apply (only a `meeple` move places one, and it starts
     * the apply), and final scoring charges only meeples still out. So at
     * most seats x meeples of them; add RANGER (one tile placed per apply),
     * DIG or EXPAND (one), and FINAL_TOKENS (one per seat). */
    MAX_EVENTS = SAFARI_MAX_SEATS * SAFARI_MEEPLES + 1 + 1 + SAFARI_MAX_SEATS
};

/* Phases of the turn state machine (docs/rules.md sections 3 to 6). */
enum phase {
    PH_SETUP,        /* dealing two tokens to each seat */
    PH_DRAW,         /* decision: draw */
    PH_PLACE,        /* decision: place or discard */
    PH_ACTION,       /* decision: meeple, ranger, dig, expand, pass */
    PH_RANGER_POINTS,/* step 4a */
    PH_BAOBAB_EARLY, /* step 4b, option "before" */
    PH_FEATURES,     /* step 4c, with boost decisions */
    PH_BAOBAB_LATE,  /* step 4b, option "after" */
    PH_PARK,         /* step 4d */
    PH_END
};

/* Where a meeple is: kind is a safari_place_kind. */
typedef struct meeple_loc {
    uint8_t kind;
    uint8_t tile; /* tile index */
    uint8_t sub;  /* local feature, or corner */
} meeple_loc;

/* A ranger: where it stands, whether it is on the board, whether it left. */
typedef struct ranger_state {
    int16_t x, y;
    uint8_t on;     /* 1: on the board */
    uint8_t gone;   /* 1: left the game */
    uint16_t front; /* its cell's frontier position, or NO_FRONT (board.c) */
} ranger_state;

/* Everything small that moves change. The hot part, up to `score`, changes
 * with nearly every move and is saved whole before each move; the pieces
 * after it change a few at a time and each is saved by the function that
 * changes it (pieces.c, feature.c, score.c, play.c), so that a move
 * journals what it changes rather than the whole block. */
typedef struct control {
    /* Hot: saved whole before each move. */
    uint64_t hash;   /* incremental part: pieces, counts, scores */
    int16_t tiles_x0, tiles_x1; /* the tiles' bounding box, for the window */
    int16_t tiles_y0, tiles_y1;
    uint16_t nfront;
    uint16_t nusable;      /* usable watering-hole slots */
    uint8_t phase;
    uint8_t active;
    uint8_t tok_pending;   /* token draws left for tok_recipient */
    uint8_t tok_recipient;
    uint8_t setup_done;    /* seats dealt */
    uint8_t hand;          /* face in hand, or NONE8 */
    uint8_t placed;        /* tile index placed this turn, or NONE8 */
    uint8_t displaced;     /* ranger displaced this turn, or NONE8 */
    uint8_t cursor;        /* baobab neighbour (0..8) or feature (0..3) */
    uint8_t boost_pos;     /* seats from active considered for boosting */
    uint8_t boosted;       /* bit s: seat s boosted the feature being scored */
    uint8_t boost_added;   /* bit S: species S was added to it by a boost */
    uint8_t nplaced;
    uint8_t stack_total;
    uint8_t tiles_discarded;
    uint8_t nfeat;         /* features completed by the placed tile */
    uint8_t feat[4];       /* their canonical sides on the placed tile */
    /* Pieces: each saved where it changes. */
    int32_t score[SAFARI_MAX_SEATS]; /* bounded by the tile set's totals
                                        (tileset.c, check_totals) */
    ranger_state ranger[SAFARI_RANGERS];
    int16_t placed_root[4]; /* the roots of the features on the last placed
                               tile's sides, -1 for savanna (feature.c) */
    uint8_t bag[SAFARI_SPECIES];
    uint8_t discard[SAFARI_SPECIES];
    uint8_t supply[SAFARI_MAX_SEATS][SAFARI_SPECIES];
    uint8_t meeples_free[SAFARI_MAX_SEATS];
    uint8_t baobab_meeples; /* meeples on baobabs: with none, a turn's baobab
                               check looks at no cell (play.c) */
    meeple_loc meeple[SAFARI_MAX_SEATS][SAFARI_MEEPLES];
} control;

/* The bytes of the control block saved whole before each move. */
#define CONTROL_HOT_SIZE offsetof(control, score)

/* A tile on the board. */
typedef struct tile_rec {
    int16_t x, y;
    uint32_t cell; /* safari__cell_id */
    uint8_t type, face, rot;
    uint8_t token[4]; /* by corner: species + 1, 0 for none */
    uint8_t slot[4];  /* by corner: SLOT_* bits, kept up to date (waterhole.c) */
} tile_rec;

/* A watering-hole slot's cached state: usable (open, no token), whether it
 * touches a token (expand) or not (dig), and the species of the group it
 * would join (low bits). */
enum { SLOT_USABLE = 0x80, SLOT_JOINS = 0x40, SLOT_SPECIES = 0x1F };

/* A trail or bush segment of one tile; union-find node. The aggregates are
 * valid at roots only. */
typedef struct feature {
    uint16_t parent;
    uint16_t size;
    int16_t open; /* sides leading to empty cells */
    uint16_t birds;                   /* at most the set's birds: 16 bits */
    uint16_t animals[SAFARI_SPECIES]; /* at most the set's animals of a species */
    uint8_t meeples[SAFARI_MAX_SEATS];
    uint8_t kind;
} feature;

/* An empty cell next to the board (a place for tiles and rangers), with the
 * side codes its neighbours require as a key into ts_type.fits. */
typedef struct front_cell {
    int16_t x, y;
    uint8_t key;
    uint8_t pad;
    uint16_t slot; /* the cell's slot in the cell table: moving the entry
                      updates the cell without a look-up */
} front_cell;

/* A cell the board has touched: a tile's, or an empty one next to a tile
 * (in the frontier). The cells live in an open-addressing hash table with
 * linear probing, a few hundred slots instead of a grid of the whole
 * playable area. A cell is never removed but by undo, which restores the
 * slot's bytes saved before it was taken; undo runs in reverse order, so
 * every probe sequence stays as it was. */
enum { NO_FRONT = 0xFFFF };
typedef struct cell_slot {
    int16_t x, y;
    uint8_t used;
    uint8_t tile;   /* tile index + 1, or 0 */
    uint16_t front; /* frontier position, or NO_FRONT */
} cell_slot;

typedef struct hist_entry {
    safari_move move;
    uint32_t journal_mark;
} hist_entry;

struct safari_game {
    /* Fixed at creation. */
    const safari_tileset *ts;
    safari_allocator alloc;
    safari_options opt;        /* normalised; opt.tileset == ts */
    uint64_t options_key;      /* the options' part of the hash */
    size_t block_size;
    uint32_t cells_bits;       /* the cell table has 1 << cells_bits slots */
    uint32_t max_tiles;
    uint32_t hist_cap;
    uint32_t journal_cap;
    uint32_t journal_move_max; /* the most one move journals (bounds.c) */
    uint32_t off_tiles, off_features, off_front, off_stack, off_usable, off_usable_pos;
    uint32_t off_cells, off_hist, off_journal;
    uint32_t prefix_size;      /* bytes up to the history */
    /* Mutable, outside the journal. */
    uint32_t unjournaled;      /* 1: moves keep no history (a playout's scratch
                                  game between copies, game.c) */
    uint32_t hist_len;
    uint32_t journal_top;
    uint32_t nevents;
    safari_event events[MAX_EVENTS];
    /* Mutable, journaled. */
    control c;
};

/* Array accessors. */
#define G_AT(g, off, T) ((T *)(void *)((unsigned char *)(g) + (g)->off))
#define TILES(g) G_AT(g, off_tiles, tile_rec)
#define FEATS(g) G_AT(g, off_features, feature)
#define FRONT(g) G_AT(g, off_front, front_cell)
#define STACK(g) G_AT(g, off_stack, uint8_t)
#define CELLS(g) G_AT(g, off_cells, cell_slot)
#define USABLE(g) G_AT(g, off_usable, uint16_t)
#define USABLE_POS(g) G_AT(g, off_usable_pos, uint16_t)
#define HIST(g) G_AT(g, off_hist, hist_entry)
#define JOURNAL(g) G_AT(g, off_journal, unsigned char)

#define CTILES(g) G_AT(g, off_tiles, const tile_rec)
#define CFEATS(g) G_AT(g, off_features, const feature)
#define CFRONT(g) G_AT(g, off_front, const front_cell)
#define CSTACK(g) G_AT(g, off_stack, const uint8_t)
#define CCELLS(g) G_AT(g, off_cells, const cell_slot)

/* Whether the n bytes at offset off are journaled state: inside the control
 * block or the arrays before the history. Nothing else (the fixed fields,
 * the history, the journal itself) may be saved or restored. For asserts. */
static inline int safari__journaled(const safari_game *g, uint32_t off, uint32_t n)
{
    const uint32_t c = (uint32_t)offsetof(struct safari_game, c);
    if (n == 0)
        return 0;
    if (off >= c && off - c <= sizeof g->c && n <= sizeof g->c - (off - c))
        return 1;
    return off >= g->off_tiles && off <= g->prefix_size && n <= g->prefix_size - off;
}

/* A journal entry is the saved bytes, then a 4-byte tag: the offset in the
 * block (below 16 MB: the prefix of the largest tile set is under 100 KB)
 * in the high 24 bits, the size (at most 255) in the low 8. */
enum { JOURNAL_TAG = 4, JOURNAL_SAVE_MAX = 255 };
_Static_assert(CONTROL_HOT_SIZE <= JOURNAL_SAVE_MAX, "the hot control block is one entry");

/* memcpy for the journal: most entries are 1, 2, 4 or 8 bytes, which a
 * fixed-size copy moves without a call. */
static inline void safari__copy_small(void *dst, const void *src, uint32_t n)
{
    switch (n) {
    case 1: memcpy(dst, src, 1); break;
    case 2: memcpy(dst, src, 2); break;
    case 4: memcpy(dst, src, 4); break;
    case 8: memcpy(dst, src, 8); break;
    default: memcpy(dst, src, n); break;
    }
}

/* Whether the history or the journal lacks room for one more move. Never
 * true for a legal move of a whole game (the block is sized for any legal
 * game, bounds.c); checked where a wrong bound would write past the block. */
static inline int safari__history_full(const safari_game *g)
{
    return g->hist_len >= g->hist_cap || g->journal_cap - g->journal_top < g->journal_move_max;
}

/* Saves n bytes at p (inside the game block) in the journal. */
static inline void safari__save(safari_game *g, const void *p, uint32_t n)
{
    if (g->unjournaled)
        return;
    unsigned char *top = JOURNAL(g) + g->journal_top;
    uint32_t off = (uint32_t)((const unsigned char *)p - (const unsigned char *)g);
    SAFARI_ASSERT(safari__journaled(g, off, n));
    SAFARI_ASSERT(n <= JOURNAL_SAVE_MAX && off < (1u << 24));
    SAFARI_ASSERT(g->journal_top + n + JOURNAL_TAG <= g->journal_cap);
    uint32_t tag = off << 8 | n;
    safari__copy_small(top, p, n);
    memcpy(top + n, &tag, JOURNAL_TAG);
    g->journal_top += n + JOURNAL_TAG;
}

/* The cell's number in hash keys (zobrist.c): x and y modulo 4096, 24 bits.
 * Cells of the built-in set's boards never share one (they span at most
 * 80 cells); cells 4096 apart on an exotic set would share keys, which can
 * only make two positions' hashes collide, never a rule go wrong. */
static inline uint32_t safari__cell_id(int32_t x, int32_t y)
{
    return ((uint32_t)y & 0xFFFu) << 12 | ((uint32_t)x & 0xFFFu);
}

/* The slot of (x, y) in the cell table, or the free slot where it would go. */
static inline uint32_t safari__cell_find(const safari_game *g, int32_t x, int32_t y)
{
    const cell_slot *t = CCELLS(g);
    uint32_t mask = (1u << g->cells_bits) - 1;
    uint32_t i = ((uint32_t)x * 0x9E3779B1u + (uint32_t)y * 0x85EBCA77u) >> (32 - g->cells_bits);
    uint32_t start = i;
    (void)start; /* read by the assertion alone */
    while (t[i].used && (t[i].x != x || t[i].y != y)) {
        i = (i + 1) & mask;
        /* Never full (game.c sizes it for 5 cells a tile and a quarter
         * more), so the probe meets a free slot before it comes round. */
        SAFARI_ASSERT(i != start);
    }
    return i;
}

/* The tile index on (x, y), or -1. */
static inline int safari__tile_at(const safari_game *g, int32_t x, int32_t y)
{
    const cell_slot *c = &CCELLS(g)[safari__cell_find(g, x, y)];
    return c->used ? c->tile - 1 : -1;
}

/* The frontier position of (x, y), or NO_FRONT. */
static inline uint16_t safari__front_pos(const safari_game *g, int32_t x, int32_t y)
{
    const cell_slot *c = &CCELLS(g)[safari__cell_find(g, x, y)];
    return c->used ? c->front : NO_FRONT;
}

/* The frontier position of (x, y), or -1. */
static inline int safari__front_at(const safari_game *g, int32_t x, int32_t y)
{
    uint16_t pos = safari__front_pos(g, x, y);
    return pos == NO_FRONT ? -1 : pos;
}

static inline const ts_orient *safari__orient(const safari_game *g, const tile_rec *t)
{
    return &g->ts->types[t->type].orient[t->rot];
}

static inline int safari__seg(int tile, int local)
{
    return tile * 4 + local;
}

/* Direction deltas by side N E S W. */
extern const int8_t safari__dx[4];
extern const int8_t safari__dy[4];

#endif
