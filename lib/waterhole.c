/* SPDX-License-Identifier: MIT */
/* Watering holes: tokens on tile corners. The four corners meeting at a grid
 * vertex form a ring; two slots are adjacent when their tiles share a side
 * (neighbours on the ring), so diagonal slots are not adjacent. */
#include "waterhole.h"
#include "feature.h"
#include "pieces.h"
#include "score.h"
#include "zobrist.h"

/* Ring position p around a vertex: the tile at vertex + (ring_dx, ring_dy)
 * and its corner ring_corner. Consecutive positions share a side. */
static const int8_t ring_dx[4] = {-1, 0, 0, -1};
static const int8_t ring_dy[4] = {-1, -1, 0, 0};
static const uint8_t ring_corner[4] = {SAFARI_NE, SAFARI_NW, SAFARI_SW, SAFARI_SE};
/* Ring position of a corner (by safari_corner) and the vertex's offset from
 * the tile's cell. */
static const uint8_t ring_of_corner[4] = {0, 3, 2, 1};
static const int8_t vertex_dx[4] = {1, 1, 0, 0};
static const int8_t vertex_dy[4] = {1, 0, 0, 1};

typedef struct ring {
    int tile[4];      /* tile index at each position, or -1 */
    uint8_t token[4]; /* species + 1, or 0 */
    int self;         /* ring position of the slot asked about */
} ring;

static void ring_load(const safari_game *g, int tile, int corner, ring *r)
{
    const tile_rec *rec = &CTILES(g)[tile];
    int vx = rec->x + vertex_dx[corner], vy = rec->y + vertex_dy[corner];
    r->self = ring_of_corner[corner];
    for (int p = 0; p < 4; p++) {
        int t = p == r->self ? tile : safari__tile_at(g, vx + ring_dx[p], vy + ring_dy[p]);
        r->tile[p] = t;
        r->token[p] = t < 0 ? 0 : CTILES(g)[t].token[ring_corner[p]];
    }
}

/* Species bits of the tokens joined to the ring's slot through adjacent
 * filled slots, and their count. */
static int ring_group(const ring *r, uint8_t *species)
{
    int n = 0;
    uint8_t bits = 0;
    int p = r->self;
    int last = p;
    for (int k = 1; k < 4 && r->token[(p + k) & 3]; k++) {
        bits |= (uint8_t)(1u << (r->token[(p + k) & 3] - 1));
        last = (p + k) & 3;
        n++;
    }
    for (int k = 1; k < 4 && r->token[(p - k) & 3] && ((p - k) & 3) != last; k++) {
        bits |= (uint8_t)(1u << (r->token[(p - k) & 3] - 1));
        n++;
    }
    *species = bits;
    return n;
}

/* A slot's state from scratch (see SLOT_*); the cache is checked against it
 * in tests. */
uint8_t safari__slot_compute(const safari_game *g, int tile, int corner)
{
    const tile_rec *rec = &CTILES(g)[tile];
    if (rec->token[corner] || !(safari__orient(g, rec)->open_corners & (1u << corner)))
        return 0;
    ring r;
    ring_load(g, tile, corner, &r);
    if (!r.token[(r.self + 1) & 3] && !r.token[(r.self + 3) & 3])
        return SLOT_USABLE;
    uint8_t species;
    ring_group(&r, &species);
    return (uint8_t)(SLOT_USABLE | SLOT_JOINS | species);
}

/* What a slot allows: 0 nothing (closed corner or a token already there),
 * SAFARI_MOVE_DIG (no adjacent token) or SAFARI_MOVE_EXPAND (with the species
 * already in the group it would join). Reads the cache. */
int safari__slot_kind(const safari_game *g, int tile, int corner, uint8_t *group_species)
{
    uint8_t slot = CTILES(g)[tile].slot[corner];
    *group_species = slot & SLOT_SPECIES;
    if (!(slot & SLOT_USABLE))
        return 0;
    return slot & SLOT_JOINS ? SAFARI_MOVE_EXPAND : SAFARI_MOVE_DIG;
}

int safari__hole_needs(const safari_game *g, int tile, int corner, int *empty_cells)
{
    ring r;
    int slots = 0;
    ring_load(g, tile, corner, &r);
    *empty_cells = 0;
    for (int p = 0; p < 4; p++) {
        if (r.tile[p] < 0) {
            (*empty_cells)++;
            slots++;
        } else if (!r.token[p]) {
            if (!(safari__orient(g, &CTILES(g)[r.tile[p]])->open_corners & (1u << ring_corner[p])))
                return -1;
            slots++;
        }
    }
    return slots;
}

static void usable_add(safari_game *g, int id)
{
    uint16_t *list = USABLE(g), *pos = USABLE_POS(g);
    /* A slot of a placed tile; the list holds 4 a tile. (Whether it is
     * listed already is not asked: pos[] of an unlisted slot is not set.) */
    SAFARI_ASSERT(id >= 0 && (uint32_t)id < 4u * g->c.nplaced);
    SAFARI_ASSERT(g->c.nusable < 4 * g->max_tiles);
    uint16_t at = g->c.nusable++;
    safari__save(g, &list[at], sizeof list[at]);
    safari__save(g, &pos[id], sizeof pos[id]);
    list[at] = (uint16_t)id;
    pos[id] = at;
}

static void usable_remove(safari_game *g, int id)
{
    uint16_t *list = USABLE(g), *pos = USABLE_POS(g);
    /* The list and the positions name each other. */
    SAFARI_ASSERT(g->c.nusable > 0 && id >= 0 && (uint32_t)id < 4u * g->c.nplaced);
    SAFARI_ASSERT(pos[id] < g->c.nusable && list[pos[id]] == id);
    uint16_t at = pos[id], last = (uint16_t)(g->c.nusable - 1);
    if (at != last) {
        safari__save(g, &list[at], sizeof list[at]);
        safari__save(g, &pos[list[last]], sizeof pos[list[last]]);
        list[at] = list[last];
        pos[list[at]] = at;
    }
    g->c.nusable--;
}

static void slot_set(safari_game *g, int tile, int corner, uint8_t value)
{
    uint8_t *slot = &TILES(g)[tile].slot[corner];
    if (*slot == value)
        return;
    safari__save(g, slot, 1);
    *slot = value;
}

/* A new tile's open corners join the usable set. Its corners hold no token,
 * so the slots around them keep their state. A corner's slot depends on
 * the tokens next to it on its vertex, in the corners of the neighbours
 * across its two sides (neighbour[d]: the tile on side d, or -1): with none
 * there (the common case) it is a plain dig slot, found without looking at
 * the vertex's diagonal cell. */
void safari__slots_add_tile(safari_game *g, int tile, const int neighbour[4])
{
    const tile_rec *tiles = CTILES(g);
    uint8_t open = safari__orient(g, &tiles[tile])->open_corners;
    for (int k = 0; k < 4; k++) {
        /* Corner k lies between sides k and k + 1; there the neighbour on
         * side k shows its corner k + 1, the one on side k + 1 its corner
         * k + 3 (for NE: the north tile's SE, the east tile's NW). */
        int a = neighbour[k], b = neighbour[(k + 1) & 3];
        int touching = (a >= 0 && tiles[a].token[(k + 1) & 3]) ||
                       (b >= 0 && tiles[b].token[(k + 3) & 3]);
        uint8_t value = !((open >> k) & 1) ? 0
                        : touching         ? safari__slot_compute(g, tile, k)
                                           : SLOT_USABLE;
        TILES(g)[tile].slot[k] = value;
        if (value)
            usable_add(g, tile * 4 + k);
    }
}

static int owner_at(const safari_game *g, int seat, int tile, int corner)
{
    for (int i = 0; i < SAFARI_MEEPLES; i++) {
        const meeple_loc *m = &g->c.meeple[seat][i];
        if (m->kind == SAFARI_AT_WATERHOLE && m->tile == tile && m->sub == corner)
            return i;
    }
    return -1;
}

/* Completes a full ring: each distinct seat with a meeple there scores 3
 * once, and those meeples go home. */
static void complete(safari_game *g, const ring *r)
{
    for (int seat = 0; seat < g->opt.seats; seat++) {
        int scored = 0;
        for (int p = 0; p < 4; p++) {
            int i = owner_at(g, seat, r->tile[p], ring_corner[p]);
            if (i < 0)
                continue;
            if (!scored)
                safari__add_score(g, seat, 3, SAFARI_EVENT_WATERHOLE, r->tile[p], ring_corner[p]);
            scored = 1;
            safari__meeple_return(g, seat, i);
        }
    }
}

/* Digs (with a meeple, 3 points) or expands (4, 5 or 6 points) at a slot. */
void safari__token_put(safari_game *g, int seat, int tile, int corner, int species, int dig)
{
    tile_rec *rec = &TILES(g)[tile];
    safari__save(g, &rec->token[corner], 1);
    rec->token[corner] = (uint8_t)(species + 1);
    safari__supply_add(g, seat, species, -1);
    safari__hash_toggle(g, ZK_TOKEN, rec->cell * 4u + (uint32_t)corner, (uint32_t)species);

    usable_remove(g, tile * 4 + corner);
    slot_set(g, tile, corner, 0);

    ring r;
    ring_load(g, tile, corner, &r);
    for (int p = 0; p < 4; p++)
        if (p != r.self && r.tile[p] >= 0)
            slot_set(g, r.tile[p], ring_corner[p], safari__slot_compute(g, r.tile[p], ring_corner[p]));
    if (dig) {
        safari__meeple_put(g, seat, SAFARI_AT_WATERHOLE, tile, corner);
        safari__add_score(g, seat, 3, SAFARI_EVENT_DIG, tile, corner);
    } else {
        uint8_t bits;
        int group = ring_group(&r, &bits) + 1;
        safari__add_score(g, seat, group + 2, SAFARI_EVENT_EXPAND, tile, corner);
    }
    if (r.token[0] && r.token[1] && r.token[2] && r.token[3])
        complete(g, &r);
}
