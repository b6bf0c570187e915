/* SPDX-License-Identifier: MIT */
/* Position hashing. Keys come from a fixed mixing function of (kind, a, b)
 * rather than stored tables: no table to build or share, and every game of
 * every process agrees on them. The incremental part lives in the control
 * block; the pending decision and the options are mixed in when the hash
 * is asked for, so games that differ only in an option never share one. */
#include "zobrist.h"

uint64_t safari__decision_key(const safari_game *g)
{
    const control *c = &g->c;
    uint32_t placed_cell = c->placed == NONE8 ? 0xFFFFFFFFu : CTILES(g)[c->placed].cell;
    uint32_t a = (uint32_t)c->phase | (uint32_t)c->active << 4 | (uint32_t)c->tok_pending << 8 |
                 (uint32_t)c->tok_recipient << 12 | (uint32_t)c->setup_done << 16 |
                 (uint32_t)c->displaced << 20;
    uint32_t b = (uint32_t)c->hand | (uint32_t)c->cursor << 8 | (uint32_t)c->boost_pos << 12 |
                 (uint32_t)c->boosted << 16 | (uint32_t)(c->ranger[0].gone | c->ranger[1].gone << 1) << 24;
    return safari__key(ZK_DECISION, a, b) ^
           safari__key(ZK_DECISION_2, placed_cell, c->boost_added);
}

uint64_t safari__options_key(const safari_options *o)
{
    uint32_t a = (uint32_t)o->seats | (uint32_t)o->first_seat << 4 |
                 (uint32_t)o->final_scoring << 8 | (uint32_t)o->baobab_tokens << 10 |
                 (uint32_t)o->boosts << 12 | (uint32_t)o->board_limited << 14;
    uint32_t b = (uint32_t)o->limit_x << 16 | ((uint32_t)o->limit_y & 0xFFFFu);
    return safari__key(ZK_OPTIONS, a, b);
}

uint64_t safari__hash_position(const safari_game *g)
{
    const control *c = &g->c;
    uint64_t h = 0;
    for (int t = 0; t < c->nplaced; t++) {
        const tile_rec *r = &CTILES(g)[t];
        h ^= safari__key(ZK_TILE, r->cell, (uint32_t)(r->face * 4 + r->rot));
        for (uint32_t corner = 0; corner < 4; corner++)
            if (r->token[corner])
                h ^= safari__key(ZK_TOKEN, r->cell * 4u + corner, r->token[corner] - 1u);
    }
    for (int r = 0; r < SAFARI_RANGERS; r++)
        if (c->ranger[r].on)
            h ^= safari__key(ZK_RANGER, (uint32_t)r, safari__cell_id(c->ranger[r].x, c->ranger[r].y));
    for (int f = 0; f < g->ts->nfaces; f++)
        h ^= safari__key(ZK_STACK, (uint32_t)f, CSTACK(g)[f]);
    for (int s = 0; s < SAFARI_SPECIES; s++)
        h ^= safari__key(ZK_BAG, (uint32_t)s, c->bag[s]) ^
             safari__key(ZK_DISCARD, (uint32_t)s, c->discard[s]);
    for (int seat = 0; seat < g->opt.seats; seat++) {
        h ^= safari__key(ZK_SCORE, (uint32_t)seat, (uint32_t)c->score[seat]);
        for (int s = 0; s < SAFARI_SPECIES; s++)
            h ^= safari__key(ZK_SUPPLY, (uint32_t)(seat * SAFARI_SPECIES + s), c->supply[seat][s]);
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &c->meeple[seat][i];
            if (m->kind != SAFARI_AT_SUPPLY)
                h ^= safari__key(ZK_MEEPLE, (uint32_t)seat,
                                 safari__meeple_key_loc(g, m->kind, m->tile, m->sub));
        }
    }
    return h;
}
