/* SPDX-License-Identifier: MIT */
/* The board: tiles in a hash table of cells (lib/state.h), and the frontier
 * of empty cells next to them with the side codes each requires, so that a
 * placement check is one table look-up. Rangers stand on frontier cells. */
#include "board.h"
#include "feature.h"
#include "waterhole.h"
#include "zobrist.h"

const int8_t safari__dx[4] = {0, 1, 0, -1};
const int8_t safari__dy[4] = {1, 0, -1, 0};

int safari__in_limit(const safari_game *g, int32_t x, int32_t y)
{
    if (g->opt.board_limited != SAFARI_LIMIT_TABLE)
        return 1;
    return x >= -g->opt.limit_x && x <= g->opt.limit_x && y >= -g->opt.limit_y &&
           y <= g->opt.limit_y;
}

void safari__board_box(const safari_game *g, int skip, cell_range *out)
{
    SAFARI_ASSERT(skip >= -1 && skip < SAFARI_RANGERS);
    safari__tiles_box(g, out);
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        if (r == skip || !g->c.ranger[r].on)
            continue;
        int32_t rx = g->c.ranger[r].x, ry = g->c.ranger[r].y;
        out->x0 = rx < out->x0 ? rx : out->x0;
        out->x1 = rx > out->x1 ? rx : out->x1;
        out->y0 = ry < out->y0 ? ry : out->y0;
        out->y1 = ry > out->y1 ? ry : out->y1;
    }
}

/* Takes the table slot of (x, y) for the board, saving it first. */
static cell_slot *cell_take(safari_game *g, int32_t x, int32_t y)
{
    cell_slot *c = &CELLS(g)[safari__cell_find(g, x, y)];
    safari__save(g, c, sizeof *c);
    if (!c->used) {
        c->used = 1;
        c->x = (int16_t)x;
        c->y = (int16_t)y;
        c->tile = 0;
        c->front = NO_FRONT;
    }
    return c;
}

/* The rangers keep their cells' frontier positions (ranger_state.front),
 * so that move generation need not look them up: a ranger's position is
 * set when it moves and follows its cell when the cell moves in or joins
 * the frontier. */
static void ranger_front_follow(safari_game *g, int32_t x, int32_t y, uint32_t pos)
{
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        ranger_state *rs = &g->c.ranger[r];
        if (rs->on && rs->x == x && rs->y == y) {
            safari__save(g, &rs->front, sizeof rs->front);
            rs->front = (uint16_t)pos;
        }
    }
}

/* Removes frontier entry pos (its cell is taking a tile): the last entry
 * moves into its place. A ranger on pos's cell is displaced by the caller. */
static void front_remove(safari_game *g, uint32_t pos)
{
    front_cell *front = FRONT(g);
    SAFARI_ASSERT(g->c.nfront > 0 && pos < g->c.nfront);
    uint32_t last = (uint32_t)g->c.nfront - 1;
    /* The last entry's cell knows its position: it is what moves. */
    SAFARI_ASSERT(CELLS(g)[front[last].slot].front == last || pos == last);
    if (pos != last) {
        safari__save(g, &front[pos], sizeof front[pos]);
        front[pos] = front[last];
        cell_slot *c = &CELLS(g)[front[pos].slot];
        safari__save(g, &c->front, sizeof c->front);
        c->front = (uint16_t)pos;
        ranger_front_follow(g, front[pos].x, front[pos].y, pos);
    }
    g->c.nfront--;
}

/* The tile just placed shows `code` to its neighbour (x, y) on that cell's
 * side `side`. Returns the neighbour's tile index, or -1 for an empty cell,
 * which joins the frontier if it is allowed and not there yet (its other
 * neighbours are then empty: every empty cell next to a tile is in the
 * frontier); its key records the side. One table look-up serves it all. */
static int neighbour_touch(safari_game *g, int32_t x, int32_t y, int side, uint32_t code)
{
    cell_slot *c = &CELLS(g)[safari__cell_find(g, x, y)];
    if (c->used && c->tile)
        return c->tile - 1;
    if (!safari__in_limit(g, x, y))
        return -1;
    front_cell *front = FRONT(g);
    uint32_t pos = c->used ? c->front : NO_FRONT;
    if (pos != NO_FRONT) {
        /* The cell and its frontier entry name each other. */
        SAFARI_ASSERT(pos < g->c.nfront && front[pos].x == x && front[pos].y == y);
        safari__save(g, &front[pos], sizeof front[pos]);
    } else {
        /* The frontier's capacity (game.c): 4 empty cells a tile at most;
         * a slot's number fits front_cell.slot. */
        SAFARI_ASSERT(g->c.nfront < 4 * g->max_tiles);
        SAFARI_ASSERT((size_t)(c - CELLS(g)) <= UINT16_MAX);
        /* The slot past the end may still hold an entry that undo brings
         * back (a removal moved it), so it is saved too. */
        pos = g->c.nfront++;
        safari__save(g, &front[pos], sizeof front[pos]);
        safari__save(g, c, sizeof *c);
        c->used = 1;
        c->x = (int16_t)x;
        c->y = (int16_t)y;
        c->tile = 0;
        c->front = (uint16_t)pos;
        front[pos].x = (int16_t)x;
        front[pos].y = (int16_t)y;
        front[pos].key = 0xFF;
        front[pos].pad = 0;
        front[pos].slot = (uint16_t)(c - CELLS(g));
        ranger_front_follow(g, x, y, pos);
    }
    uint32_t shift = 2u * (uint32_t)side;
    front[pos].key = (uint8_t)((front[pos].key & ~(3u << shift)) | code << shift);
    return -1;
}

/* Puts a tile on the board: grid, frontier, features, hash. The caller has
 * checked legality (or is setting up the start tile). */
void safari__board_put(safari_game *g, int type, int face, int rot, int32_t x, int32_t y)
{
    int t = g->c.nplaced++;
    uint32_t cell = safari__cell_id(x, y);
    tile_rec *rec = &TILES(g)[t];
    rec->x = (int16_t)x;
    rec->y = (int16_t)y;
    rec->cell = cell;
    rec->type = (uint8_t)type;
    rec->face = (uint8_t)face;
    rec->rot = (uint8_t)rot;
    memset(rec->token, 0, sizeof rec->token);
    memset(rec->slot, 0, sizeof rec->slot);

    if (t == 0 || x < g->c.tiles_x0)
        g->c.tiles_x0 = (int16_t)x;
    if (t == 0 || x > g->c.tiles_x1)
        g->c.tiles_x1 = (int16_t)x;
    if (t == 0 || y < g->c.tiles_y0)
        g->c.tiles_y0 = (int16_t)y;
    if (t == 0 || y > g->c.tiles_y1)
        g->c.tiles_y1 = (int16_t)y;

    cell_slot *c = cell_take(g, x, y);
    c->tile = (uint8_t)(t + 1);
    if (c->front != NO_FRONT) {
        uint16_t pos = c->front;
        c->front = NO_FRONT;
        front_remove(g, pos);
    }
    uint32_t code = g->ts->types[type].orient[rot].code;
    int neighbour[4];
    for (int d = 0; d < 4; d++)
        neighbour[d] = neighbour_touch(g, x + safari__dx[d], y + safari__dy[d], (d + 2) & 3,
                                       (code >> (2 * d)) & 3u);

    safari__features_add_tile(g, t, neighbour);
    safari__slots_add_tile(g, t, neighbour);
    safari__hash_toggle(g, ZK_TILE, cell, (uint32_t)(face * 4 + rot));
}

int safari__can_place(const safari_game *g, int type, int rot, int32_t x, int32_t y)
{
    int pos = safari__front_at(g, x, y);
    if (pos < 0 || !((g->ts->types[type].fits[CFRONT(g)[pos].key] >> rot) & 1))
        return 0;
    cell_range allowed;
    safari__allowed_cells(g, -1, &allowed);
    return safari__cell_in(&allowed, x, y);
}

int safari__any_placement(const safari_game *g, int type)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const front_cell *front = CFRONT(g);
    cell_range allowed;
    safari__allowed_cells(g, -1, &allowed);
    for (uint32_t i = 0; i < g->c.nfront; i++)
        if (fits[front[i].key] && safari__cell_in(&allowed, front[i].x, front[i].y))
            return 1;
    return 0;
}

/* A moving ranger is on the board, its own cell one of the walk's two; a
 * parking (displaced) one is off it, and left out of the window's box. */
int safari__ranger_cell_ok(const safari_game *g, int ranger, int32_t x, int32_t y)
{
    int pos = safari__front_at(g, x, y);
    if (pos < 0)
        return 0;
    ranger_walk w;
    safari__ranger_walk_init(g, &w);
    if ((uint32_t)pos == w.lo || (uint32_t)pos == w.hi) /* the runs' ends */
        return 0;
    if (!w.windowed) /* every position of a run */
        return 1;
    safari__ranger_walk_allow(g, ranger, &w);
    return safari__ranger_walk_takes(g, &w, (uint32_t)pos);
}
