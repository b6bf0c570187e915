/* SPDX-License-Identifier: MIT */
/* Game lifecycle: option checks, the block layout, setup, clone and copy. */
#include "game.h"
#include "alloc.h"
#include "board.h"
#include "bounds.h"
#include "play.h"
#include "zobrist.h"

static uint32_t align8(size_t n)
{
    return (uint32_t)((n + 7) & ~(size_t)7);
}

static int within(int32_t v, int32_t limit)
{
    return v >= -limit && v <= limit;
}

/* Whether the cells the game starts with (the start cells and both rangers'
 * cells) may stand under the board limit of `o`. */
static int limit_holds_setup(const safari_options *o, const safari_tileset *ts)
{
    int32_t xs[SAFARI_MAX_START_CELLS + SAFARI_RANGERS], ys[SAFARI_MAX_START_CELLS + SAFARI_RANGERS];
    int n = 0;
    for (int i = 0; i < ts->nstart; i++, n++) {
        xs[n] = ts->start_x[i];
        ys[n] = ts->start_y[i];
    }
    for (int r = 0; r < SAFARI_RANGERS; r++, n++) {
        xs[n] = ts->ranger_x[r];
        ys[n] = ts->ranger_y[r];
    }
    int32_t x0 = xs[0], x1 = xs[0], y0 = ys[0], y1 = ys[0];
    for (int i = 0; i < n; i++) {
        if (o->board_limited == SAFARI_LIMIT_TABLE &&
            (!within(xs[i], o->limit_x) || !within(ys[i], o->limit_y)))
            return 0;
        x0 = xs[i] < x0 ? xs[i] : x0;
        x1 = xs[i] > x1 ? xs[i] : x1;
        y0 = ys[i] < y0 ? ys[i] : y0;
        y1 = ys[i] > y1 ? ys[i] : y1;
    }
    if (o->board_limited == SAFARI_LIMIT_WINDOW)
        return x1 - x0 < o->limit_x && y1 - y0 < o->limit_y;
    return 1;
}

/* Fills in defaults and checks every option. */
static int normalise_options(safari_options *o, const safari_tileset *ts)
{
    if (o->seats == 0)
        o->seats = 2;
    if (o->seats < 2 || o->seats > SAFARI_MAX_SEATS || o->first_seat < 0 ||
        o->first_seat >= o->seats)
        return SAFARI_EINVAL;
    if ((o->final_scoring != SAFARI_FINAL_MAJORITY && o->final_scoring != SAFARI_FINAL_ALL) ||
        (o->baobab_tokens != SAFARI_BAOBAB_BEFORE && o->baobab_tokens != SAFARI_BAOBAB_AFTER) ||
        (o->boosts != SAFARI_BOOSTS_INDEPENDENT && o->boosts != SAFARI_BOOSTS_DISTINCT))
        return SAFARI_EINVAL;
    switch (o->board_limited) {
    case SAFARI_LIMIT_NONE:
        o->limit_x = o->limit_y = 0;
        return SAFARI_OK;
    case SAFARI_LIMIT_TABLE:
        if (o->limit_x < 0 || o->limit_y < 0)
            return SAFARI_EINVAL;
        break;
    case SAFARI_LIMIT_WINDOW:
        if (o->limit_x < 1 || o->limit_y < 1)
            return SAFARI_EINVAL;
        break;
    default:
        return SAFARI_EINVAL;
    }
    if (o->limit_x > INT16_MAX || o->limit_y > INT16_MAX)
        return SAFARI_EINVAL;
    /* The table must hold the start tile and both rangers' starting cells. */
    return limit_holds_setup(o, ts) ? SAFARI_OK : SAFARI_EINVAL;
}

/* Computes the offsets of the arrays behind the struct. */
static void layout(safari_game *g)
{
    const safari_tileset *ts = g->ts;
    g->max_tiles = (uint32_t)(ts->nland + ts->nstart);
    /* The table holds tiles and frontier cells, at most 5 per tile (a tile
     * and its four neighbours); a quarter more keeps it at most 80 % full
     * (boards use far fewer: about 2 cells per tile). */
    g->cells_bits = 1;
    while ((1u << g->cells_bits) < 5 * g->max_tiles + 5 * g->max_tiles / 4)
        g->cells_bits++;
    /* below twice the bound: a slot's number fits front_cell.slot */
    _Static_assert(2 * (5 * MAX_TILES + 5 * MAX_TILES / 4) <= UINT16_MAX + 1, "slot numbers");
    /* Sized for any legal game (bounds.c); one more move's worth of journal
     * keeps apply's check of room (api.c) from ever refusing a legal move. */
    game_bounds b;
    safari__game_bounds(ts, g->opt.seats, &b);
    g->hist_cap = b.moves;
    g->journal_cap = b.journal + b.journal_move;
    g->journal_move_max = b.journal_move;

    uint32_t off = align8(sizeof *g);
    g->off_tiles = off;
    off += align8(g->max_tiles * sizeof(tile_rec));
    g->off_features = off;
    off += align8(g->max_tiles * 4 * sizeof(feature));
    g->off_front = off;
    off += align8(4 * g->max_tiles * sizeof(front_cell));
    g->off_usable = off;
    off += align8(4 * g->max_tiles * sizeof(uint16_t));
    g->off_usable_pos = off;
    off += align8(4 * g->max_tiles * sizeof(uint16_t));
    g->off_stack = off;
    off += align8((size_t)ts->nfaces);
    g->off_cells = off;
    off += align8(sizeof(cell_slot) << g->cells_bits);
    g->prefix_size = off;
    g->off_hist = off;
    off += align8(g->hist_cap * sizeof(hist_entry));
    g->off_journal = off;
    g->block_size = (size_t)off + g->journal_cap;
}

/* Start tile, rangers, counts and hash; then the first decision. */
static void setup(safari_game *g)
{
    const safari_tileset *ts = g->ts;
    control *c = &g->c;
    memset(c, 0, sizeof *c);
    c->hand = c->placed = c->displaced = NONE8;
    c->phase = PH_SETUP;
    memset(CELLS(g), 0, sizeof(cell_slot) << g->cells_bits);

    for (int i = 0; i < ts->nstart; i++)
        safari__board_put(g, ts->ntypes + i, ts->nfaces + i, 0, ts->start_x[i], ts->start_y[i]);
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        c->ranger[r].on = 1;
        c->ranger[r].x = ts->ranger_x[r];
        c->ranger[r].y = ts->ranger_y[r];
        c->ranger[r].front = safari__front_pos(g, ts->ranger_x[r], ts->ranger_y[r]);
        c->hash ^= safari__key(ZK_RANGER, (uint32_t)r,
                               safari__cell_id(ts->ranger_x[r], ts->ranger_y[r]));
    }
    for (int f = 0; f < ts->nfaces; f++) {
        STACK(g)[f] = ts->faces[f].count;
        c->hash ^= safari__key(ZK_STACK, (uint32_t)f, ts->faces[f].count);
    }
    c->stack_total = (uint8_t)ts->nland;
    for (int s = 0; s < SAFARI_SPECIES; s++) {
        c->bag[s] = SAFARI_TOKENS_PER_SPECIES;
        c->hash ^= safari__key(ZK_BAG, (uint32_t)s, SAFARI_TOKENS_PER_SPECIES) ^
                   safari__key(ZK_DISCARD, (uint32_t)s, 0);
    }
    for (int seat = 0; seat < g->opt.seats; seat++) {
        c->meeples_free[seat] = SAFARI_MEEPLES;
        c->hash ^= safari__key(ZK_SCORE, (uint32_t)seat, 0);
        for (int s = 0; s < SAFARI_SPECIES; s++)
            c->hash ^= safari__key(ZK_SUPPLY, (uint32_t)(seat * SAFARI_SPECIES + s), 0);
    }
    safari__advance(g);
    /* Setup is not a move: nothing before it can be undone. */
    g->journal_top = 0;
    g->hist_len = 0;
    g->nevents = 0;
}

int safari__game_create(safari_game **out, const safari_options *options,
                        const safari_allocator *alloc)
{
    safari_options opt;
    if (options)
        opt = *options;
    else
        memset(&opt, 0, sizeof opt);
    safari_allocator hooks = safari__allocator(alloc);

    safari_tileset *own = NULL;
    const safari_tileset *ts = opt.tileset;
    if (!ts) {
        int rc = safari_tileset_new_default(&own, &hooks);
        if (rc != SAFARI_OK)
            return rc;
        ts = own;
    }
    int rc = normalise_options(&opt, ts);
    if (rc != SAFARI_OK) {
        safari_tileset_free(own);
        return rc;
    }
    opt.tileset = ts;
    safari_game probe;
    memset(&probe, 0, sizeof probe);
    probe.ts = ts;
    probe.opt = opt;
    layout(&probe);
    safari_game *g = safari__alloc(&hooks, probe.block_size);
    if (!g) {
        safari_tileset_free(own);
        return SAFARI_ENOMEM;
    }
    memset(g, 0, sizeof *g);
    g->ts = ts;
    g->opt = opt;
    layout(g);
    g->alloc = hooks;
    g->options_key = safari__options_key(&opt);
    if (!own)
        safari__tileset_retain(ts); /* a built-in set made here is owned already */
    setup(g);
    *out = g;
    return SAFARI_OK;
}

void safari__game_destroy(safari_game *g)
{
    safari_tileset *ts = (safari_tileset *)(uintptr_t)g->ts;
    safari_allocator hooks = g->alloc;
    safari__free(&hooks, g, g->block_size);
    safari_tileset_free(ts);
}

/* Copies the used parts of src's block into dst (same layout). dst keeps
 * its own allocator and its own reference to an equal tile set. */
/* Copies n bytes at offset off of src's block to dst's. */
static void copy_range(safari_game *dst, const safari_game *src, uint32_t off, size_t n)
{
    memcpy((unsigned char *)dst + off, (const unsigned char *)src + off, n);
}

/* Only what is in use moves: the fixed part with the events of the last
 * apply, the control block, the arrays up to their counts (what lies
 * beyond a count is written before it is read, or restored from the
 * journal), the cell table and the stack whole, and with the history, the
 * history and journal up to their tops.
 *
 * How a game is used does not travel with its position: a copy with
 * history is a whole game (it journals, hashes and can undo) whatever the
 * source was. A source that kept no history (a batch's or a playout's
 * game) gives an empty history, so the copy undoes back to the position
 * copied, and a hash worked out from its pieces, as it kept none. */
static void copy_block(safari_game *dst, const safari_game *src, int with_history)
{
    safari_allocator hooks = dst->alloc;
    const safari_tileset *ts = dst->ts;
    const uint32_t unjournaled = dst->unjournaled;
    const uint32_t events = (uint32_t)offsetof(safari_game, events);
    const uint32_t control_at = (uint32_t)offsetof(safari_game, c);
    const uint32_t segments = 4u * src->c.nplaced;
    copy_range(dst, src, 0, events + src->nevents * sizeof(safari_event));
    copy_range(dst, src, control_at, sizeof src->c);
    copy_range(dst, src, src->off_tiles, src->c.nplaced * sizeof(tile_rec));
    copy_range(dst, src, src->off_features, segments * sizeof(feature));
    copy_range(dst, src, src->off_front, src->c.nfront * sizeof(front_cell));
    copy_range(dst, src, src->off_usable, src->c.nusable * sizeof(uint16_t));
    copy_range(dst, src, src->off_usable_pos, segments * sizeof(uint16_t));
    copy_range(dst, src, src->off_stack, (size_t)src->ts->nfaces);
    copy_range(dst, src, src->off_cells, sizeof(cell_slot) << src->cells_bits);
    if (with_history && !src->unjournaled) {
        copy_range(dst, src, src->off_hist, src->hist_len * sizeof(hist_entry));
        copy_range(dst, src, src->off_journal, src->journal_top);
    }
    if (src->unjournaled || !with_history) {
        dst->hist_len = 0;
        dst->journal_top = 0;
    }
    if (src->unjournaled && with_history)
        dst->c.hash = safari__hash_position(dst);
    dst->unjournaled = with_history ? 0 : unjournaled;
    dst->alloc = hooks;
    dst->ts = ts;
    dst->opt.tileset = ts;
}

/* Tile sets that make the same games: one set, both built-in, or the same
 * text (the parser is a function of the text). */
static int same_tileset(const safari_tileset *a, const safari_tileset *b)
{
    return a == b || (a->is_default && b->is_default) ||
           (a->text_len == b->text_len && memcmp(a->text, b->text, a->text_len) == 0);
}

static int same_options(const safari_options *a, const safari_options *b)
{
    return a->seats == b->seats && a->first_seat == b->first_seat &&
           a->final_scoring == b->final_scoring && a->baobab_tokens == b->baobab_tokens &&
           a->board_limited == b->board_limited && a->limit_x == b->limit_x &&
           a->limit_y == b->limit_y && a->boosts == b->boosts;
}

int safari__game_clone(safari_game **out, const safari_game *src)
{
    safari_game *g = safari__alloc(&src->alloc, src->block_size);
    if (!g)
        return SAFARI_ENOMEM;
    g->alloc = src->alloc;
    g->ts = src->ts;
    copy_block(g, src, 1);
    safari__tileset_retain(g->ts);
    *out = g;
    return SAFARI_OK;
}

int safari__games_match(const safari_game *a, const safari_game *b)
{
    return same_tileset(a->ts, b->ts) && same_options(&a->opt, &b->opt);
}

int safari__game_copy(safari_game *dst, const safari_game *src)
{
    if (!safari__games_match(dst, src))
        return SAFARI_EINVAL;
    if (dst != src)
        copy_block(dst, src, 1);
    return SAFARI_OK;
}

void safari__game_copy_position(safari_game *dst, const safari_game *src)
{
    SAFARI_ASSERT(dst != src && safari__games_match(dst, src));
    copy_block(dst, src, 0);
    dst->unjournaled = 1;
    SAFARI_ASSERT(dst->hist_len == 0 && dst->journal_top == 0);
}
