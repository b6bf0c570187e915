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
