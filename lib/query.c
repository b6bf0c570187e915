/* SPDX-License-Identifier: MIT */
/* Read-only views of a game for front ends and AIs: counts, scores, the
 * board, pieces and scoring events. Never allocates. */
#include "board.h"
#include "feature.h"
#include "score.h"

int safari_game_seat(const safari_game *game, int32_t seat, safari_seat_info *out)
{
    if (!game || !out || seat < 0 || seat >= game->opt.seats)
        return SAFARI_EINVAL;
    out->score = game->c.score[seat];
    out->meeples = game->c.meeples_free[seat];
    for (int s = 0; s < SAFARI_SPECIES; s++)
        out->tokens[s] = game->c.supply[seat][s];
    return SAFARI_OK;
}

int safari_game_pools(const safari_game *game, safari_pool_info *out)
{
    if (!game || !out)
        return SAFARI_EINVAL;
    out->seats = game->opt.seats;
    out->stack = game->c.stack_total;
    out->discarded_tiles = game->c.tiles_discarded;
    for (int s = 0; s < SAFARI_SPECIES; s++) {
        out->bag[s] = game->c.bag[s];
        out->discard[s] = game->c.discard[s];
    }
    return SAFARI_OK;
}

int safari_game_projected_scores_ex(const safari_game *game, int32_t *scores, size_t cap,
                                    size_t *count)
{
    if (!game || !count || (cap && !scores))
        return SAFARI_EINVAL;
    size_t n = (size_t)game->opt.seats;
    *count = n;
    if (cap == 0)
        return SAFARI_EBUFS; /* n >= 2 */
    int32_t add[SAFARI_MAX_SEATS] = {0};
    if (game->c.phase != PH_END)
        safari__final_scoring(game, add, NULL);
    for (size_t s = 0; s < n && s < cap; s++)
        scores[s] = game->c.score[s] + add[s];
    return n > cap ? SAFARI_EBUFS : SAFARI_OK;
}

int safari_game_projected_scores(const safari_game *game, int32_t *scores, size_t cap)
{
    size_t count;
    return safari_game_projected_scores_ex(game, scores, cap, &count);
}

int safari_game_is_winner(const safari_game *game, int32_t seat)
{
    if (!game || seat < 0 || seat >= game->opt.seats || game->c.phase != PH_END)
        return 0;
    for (int s = 0; s < game->opt.seats; s++)
        if (game->c.score[s] > game->c.score[seat])
            return 0;
    return 1;
}

size_t safari_game_tile_count(const safari_game *game)
{
    return game ? game->c.nplaced : 0;
}

static void tile_info(const safari_game *g, int t, safari_tile_info *out)
{
    static const char letters[3] = {'s', 't', 'b'};
    SAFARI_ASSERT(t >= 0 && t < g->c.nplaced);
    const tile_rec *rec = &CTILES(g)[t];
    SAFARI_ASSERT(rec->rot < 4 && rec->face < g->ts->nfaces + g->ts->nstart);
    const ts_type *type = &g->ts->types[rec->type];
    const ts_orient *o = &type->orient[rec->rot];
    memset(out, 0, sizeof *out);
    out->x = rec->x;
    out->y = rec->y;
    out->tile = type->id;
    out->copy = g->ts->faces[rec->face].copy;
    out->rotation = rec->rot;
    out->start = rec->type >= g->ts->ntypes;
    for (int d = 0; d < 4; d++)
        out->sides[d] = letters[(o->code >> (2 * d)) & 3];
    out->baobab = type->baobab;
    out->features = type->nfeatures;
}

int safari_game_tile(const safari_game *game, size_t i, safari_tile_info *out)
{
    if (!game || !out || i >= game->c.nplaced)
        return SAFARI_EINVAL;
    tile_info(game, (int)i, out);
    return SAFARI_OK;
}

int safari_game_tile_at(const safari_game *game, int32_t x, int32_t y, safari_tile_info *out)
{
    if (!game || !out)
        return SAFARI_EINVAL;
    int t = safari__tile_at(game, x, y);
    if (t < 0)
        return SAFARI_ENOTFOUND;
    tile_info(game, t, out);
    return SAFARI_OK;
}

int safari_game_tile_feature(const safari_game *game, int32_t x, int32_t y, int32_t i,
                             safari_tile_feature *out)
{
    if (!game || !out || i < 0)
        return SAFARI_EINVAL;
    int t = safari__tile_at(game, x, y);
    if (t < 0)
        return SAFARI_ENOTFOUND;
    const tile_rec *rec = &CTILES(game)[t];
    const ts_type *type = &game->ts->types[rec->type];
    if (i >= type->nfeatures)
        return SAFARI_ENOTFOUND;
    out->kind = type->features[i].kind;
    out->sides = safari__orient(game, rec)->feature_sides[i];
    out->birds = type->features[i].birds;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        out->animals[s] = game->ts->faces[rec->face].animals[i][s];
    return SAFARI_OK;
}

int safari_game_meeple(const safari_game *game, int32_t seat, int32_t i, safari_meeple_info *out)
{
    if (!game || !out || seat < 0 || seat >= game->opt.seats || i < 0 || i >= SAFARI_MEEPLES)
        return SAFARI_EINVAL;
    const meeple_loc *m = &game->c.meeple[seat][i];
    memset(out, 0, sizeof *out);
    out->where = m->kind;
    if (m->kind == SAFARI_AT_SUPPLY)
        return SAFARI_OK;
    SAFARI_ASSERT(m->tile < game->c.nplaced); /* a meeple out of the supply stands on a tile */
    const tile_rec *rec = &CTILES(game)[m->tile];
    out->x = rec->x;
    out->y = rec->y;
    if (m->kind == SAFARI_AT_BAOBAB)
        out->spot = SAFARI_BAOBAB;
    else if (m->kind == SAFARI_AT_WATERHOLE)
        out->spot = m->sub;
    else
        out->spot = safari__meeple_side(game, m);
    return SAFARI_OK;
}

int safari_game_feature_at(const safari_game *game, int32_t x, int32_t y, int32_t side,
                           safari_feature_info *out)
{
    if (!game || !out || side < 0 || side > 3)
        return SAFARI_EINVAL;
    int t = safari__tile_at(game, x, y);
    int root = t < 0 ? -1 : safari__feature_of_side(game, t, side);
    if (root < 0)
        return SAFARI_ENOTFOUND;
    const feature *f = &CFEATS(game)[root];
    SAFARI_ASSERT(f->parent == root && f->open >= 0);
    memset(out, 0, sizeof *out);
    out->kind = f->kind;
    out->open_sides = f->open;
    out->complete = f->open == 0;
    out->tiles = f->size;
    out->birds = f->birds;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        out->animals[s] = f->animals[s];
    for (int s = 0; s < game->opt.seats; s++)
        out->meeples[s] = f->meeples[s];
    return SAFARI_OK;
}

int safari_game_feature_side(const safari_game *game, int32_t x, int32_t y, int32_t side,
                             int32_t *out)
{
    if (!game || !out || side < 0 || side > 3)
        return SAFARI_EINVAL;
    int t = safari__tile_at(game, x, y);
    int d = t < 0 ? -1 : safari__canonical_side(game, t, side);
    if (d < 0)
        return SAFARI_ENOTFOUND;
    *out = d;
    return SAFARI_OK;
}

int safari_game_slot(const safari_game *game, int32_t x, int32_t y, int32_t corner,
                     safari_slot_info *out)
{
    if (!game || !out || corner < 0 || corner > 3)
        return SAFARI_EINVAL;
    int t = safari__tile_at(game, x, y);
    if (t < 0)
        return SAFARI_ENOTFOUND;
    const tile_rec *rec = &CTILES(game)[t];
    out->open = (safari__orient(game, rec)->open_corners >> corner) & 1;
    out->species = rec->token[corner] ? rec->token[corner] - 1 : SAFARI_NO_SPECIES;
    out->owner = -1;
    for (int s = 0; s < game->opt.seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &game->c.meeple[s][i];
            if (m->kind == SAFARI_AT_WATERHOLE && m->tile == t && m->sub == corner) {
                SAFARI_ASSERT(out->owner < 0); /* one meeple a slot */
                out->owner = s;
            }
        }
    return SAFARI_OK;
}

int safari_game_ranger(const safari_game *game, int32_t ranger, int32_t *x, int32_t *y)
{
    if (!game || !x || !y || ranger < 0 || ranger >= SAFARI_RANGERS)
        return SAFARI_EINVAL;
    if (!game->c.ranger[ranger].on)
        return SAFARI_ENOTFOUND;
    *x = game->c.ranger[ranger].x;
    *y = game->c.ranger[ranger].y;
    return SAFARI_OK;
}

int safari_game_board_bounds(const safari_game *game, int32_t *x0, int32_t *y0, int32_t *x1,
                             int32_t *y1)
{
    if (!game || !x0 || !y0 || !x1 || !y1)
        return SAFARI_EINVAL;
    cell_range b;
    safari__board_box(game, -1, &b);
    *x0 = b.x0;
    *y0 = b.y0;
    *x1 = b.x1;
    *y1 = b.y1;
    return SAFARI_OK;
}

int safari_game_events(const safari_game *game, safari_event *events, size_t cap, size_t *count)
{
    if (!game || !count || (cap && !events))
        return SAFARI_EINVAL;
    size_t n = game->nevents;
    *count = n;
    if (cap)
        memcpy(events, game->events, (n < cap ? n : cap) * sizeof *events);
    return n > cap ? SAFARI_EBUFS : SAFARI_OK;
}
