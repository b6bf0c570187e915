/* The board: tiles on a torus grid, and the frontier of empty cells next to
 * them with the side codes each requires, so that a placement check is one
 * table look-up. Rangers stand on frontier cells. */
#include "board.h"
#include "feature.h"
#include "waterhole.h"
#include "zobrist.h"

const int8_t safari__dx[4] = {0, 1, 0, -1};
const int8_t safari__dy[4] = {1, 0, -1, 0};

int safari__in_limit(const safari_game *g, int32_t x, int32_t y)
{
    if (!g->opt.board_limited)
        return 1;
    return x >= -g->opt.limit_x && x <= g->opt.limit_x && y >= -g->opt.limit_y &&
           y <= g->opt.limit_y;
}

static void front_remove(safari_game *g, uint32_t pos)
{
    front_cell *front = FRONT(g);
    uint32_t last = (uint32_t)g->c.nfront - 1;
    if (pos != last) {
        safari__save(g, &front[pos], sizeof front[pos]);
        front[pos] = front[last];
        uint16_t *cf = &CELL_FRONT(g)[front[pos].cell];
        safari__save(g, cf, sizeof *cf);
        *cf = (uint16_t)pos;
    }
    g->c.nfront--;
}

/* The tile just placed shows `code` to the empty cell (x, y) on that cell's
 * side `side`: the cell joins the frontier if it is allowed and not there
 * yet (its other neighbours are then empty: every empty cell next to a tile
 * is in the frontier), and its key records the side. */
static void front_touch(safari_game *g, int32_t x, int32_t y, int side, uint32_t code)
{
    if (safari__tile_at(g, x, y) >= 0 || !safari__in_limit(g, x, y))
        return;
    front_cell *front = FRONT(g);
    int pos = safari__front_at(g, x, y);
    if (pos >= 0) {
        safari__save(g, &front[pos], sizeof front[pos]);
    } else {
        /* The slot past the end may still hold an entry that undo brings
         * back (a removal moved it), so it is saved too. */
        pos = g->c.nfront++;
        safari__save(g, &front[pos], sizeof front[pos]);
        uint32_t cell = safari__cell(g, x, y);
        uint16_t *cf = &CELL_FRONT(g)[cell];
        safari__save(g, cf, sizeof *cf);
        *cf = (uint16_t)pos;
        front[pos].x = (int16_t)x;
        front[pos].y = (int16_t)y;
        front[pos].cell = (uint16_t)cell;
        front[pos].key = 0xFF;
    }
    uint32_t shift = 2u * (uint32_t)side;
    front[pos].key = (uint8_t)((front[pos].key & ~(3u << shift)) | code << shift);
}

/* Puts a tile on the board: grid, frontier, features, hash. The caller has
 * checked legality (or is setting up the start tile). */
void safari__board_put(safari_game *g, int type, int face, int rot, int32_t x, int32_t y)
{
    int t = g->c.nplaced++;
    uint32_t cell = safari__cell(g, x, y);
    tile_rec *rec = &TILES(g)[t];
    rec->x = (int16_t)x;
    rec->y = (int16_t)y;
    rec->cell = (uint16_t)cell;
    rec->type = (uint8_t)type;
    rec->face = (uint8_t)face;
    rec->rot = (uint8_t)rot;
    memset(rec->token, 0, sizeof rec->token);
    memset(rec->slot, 0, sizeof rec->slot);

    uint8_t *ct = &CELL_TILE(g)[cell];
    safari__save(g, ct, 1);
    *ct = (uint8_t)(t + 1);

    int pos = safari__front_at(g, x, y);
    if (pos >= 0)
        front_remove(g, (uint32_t)pos);
    uint32_t code = g->ts->types[type].orient[rot].code;
    for (int d = 0; d < 4; d++)
        front_touch(g, x + safari__dx[d], y + safari__dy[d], (d + 2) & 3,
                    (code >> (2 * d)) & 3u);

    safari__features_add_tile(g, t);
    safari__slots_add_tile(g, t);
    g->c.hash ^= safari__key(ZK_TILE, cell, (uint32_t)(face * 4 + rot));
}

int safari__can_place(const safari_game *g, int type, int rot, int32_t x, int32_t y)
{
    int pos = safari__front_at(g, x, y);
    return pos >= 0 && (g->ts->types[type].fits[CFRONT(g)[pos].key] >> rot) & 1;
}

int safari__any_placement(const safari_game *g, int type)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const front_cell *front = CFRONT(g);
    for (uint32_t i = 0; i < g->c.nfront; i++)
        if (fits[front[i].key])
            return 1;
    return 0;
}

/* Whether ranger `ranger` may stand on (x, y): an empty cell next to a tile,
 * within the limit, not the other ranger's; when moving, not its own. */
int safari__ranger_cell_ok(const safari_game *g, int ranger, int32_t x, int32_t y, int moving)
{
    if (safari__front_at(g, x, y) < 0)
        return 0;
    int other = 1 - ranger;
    if (g->c.ranger_on[other] && g->c.ranger_x[other] == x && g->c.ranger_y[other] == y)
        return 0;
    if (moving && g->c.ranger_x[ranger] == x && g->c.ranger_y[ranger] == y)
        return 0;
    return 1;
}
