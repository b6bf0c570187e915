/* SPDX-License-Identifier: MIT */
/* What a position shows, folded into the digest: see position.h. */
#include "position.h"

#include <stdlib.h>
#include <string.h>

/* Observation layouts by name (safari_game_observe's options). */
static const safari_observation_options obs_base = {sizeof obs_base, SAFARI_OBS_FLOAT32,
                                                    SAFARI_OBS_LAYOUT_BASE};

void fold_decision(run *r, const safari_game *game, safari_decision *d)
{
    int st = safari_game_decision(game, d);
    if (st != SAFARI_OK)
        die_status("safari_game_decision", st);
    tag(r, 'D');
    puti(r, d->kind);
    puti(r, d->to_move);
    puti(r, d->recipient);
    puti(r, d->active);
}

void fold_counts(run *r, const safari_game *game, int32_t seats)
{
    safari_pool_info pools;
    int32_t scores[SAFARI_MAX_SEATS];
    size_t count = 0;

    tag(r, 'C');
    put64(r, safari_game_hash(game));
    putz(r, safari_game_history_length(game));
    for (int32_t s = 0; s < seats; s++) {
        safari_seat_info info;
        puti(r, safari_game_seat(game, s, &info));
        puti(r, info.score);
        puti(r, info.meeples);
        for (int k = 0; k < SAFARI_SPECIES; k++)
            puti(r, info.tokens[k]);
        puti(r, safari_game_is_winner(game, s));
    }
    puti(r, safari_game_pools(game, &pools));
    puti(r, pools.seats);
    puti(r, pools.stack);
    puti(r, pools.discarded_tiles);
    for (int k = 0; k < SAFARI_SPECIES; k++) {
        puti(r, pools.bag[k]);
        puti(r, pools.discard[k]);
    }
    puti(r, safari_game_projected_scores_ex(game, scores, SAFARI_MAX_SEATS, &count));
    putz(r, count);
    for (size_t s = 0; s < count && s < SAFARI_MAX_SEATS; s++)
        puti(r, scores[s]);
}

/* Legal moves, then outcomes with weights; returns the number of outcomes. */
size_t fold_generation(run *r, const safari_game *game)
{
    size_t n = 0, m = 0, probe = 0;
    tag(r, 'G');
    puti(r, safari_game_legal_moves(game, r->moves, SAFARI_MAX_MOVES, &n));
    putz(r, n);
    for (size_t i = 0; i < n; i++)
        put_move(r, &r->moves[i]);
    puti(r, safari_game_outcomes(game, r->outcomes, r->weights, SAFARI_MAX_MOVES, &m));
    putz(r, m);
    for (size_t i = 0; i < m; i++) {
        put_move(r, &r->outcomes[i]);
        put32(r, r->weights[i]);
    }
    /* The size queries and a cut buffer, by the buffer rule. */
    puti(r, safari_game_legal_moves(game, NULL, 0, &probe));
    putz(r, probe);
    if (n > 1) {
        safari_move cut[1];
        puti(r, safari_game_legal_moves(game, cut, 1, &probe));
        put_move(r, &cut[0]);
    }
    return m;
}

void fold_events(run *r, const safari_game *game)
{
    size_t n = 0;
    int st = safari_game_events(game, NULL, 0, &n);
    r->events = grow(r->events, &r->events_cap, n, sizeof *r->events);
    st = safari_game_events(game, r->events, r->events_cap, &n);
    tag(r, 'E');
    puti(r, st);
    putz(r, n);
    for (size_t i = 0; i < n; i++) {
        const safari_event *e = &r->events[i];
        puti(r, e->kind);
        puti(r, e->seat);
        puti(r, e->points);
        put16(r, (uint16_t)e->x);
        put16(r, (uint16_t)e->y);
        puti(r, e->spot);
    }
}

static void fold_mask(run *r, const safari_game *game, const safari_window *w)
{
    size_t count = 0, outside = 0;
    int st = safari_game_legal_mask(game, w, NULL, 0, &count, &outside);
    tag(r, 'M');
    puti(r, st);
    if (st != SAFARI_OK && st != SAFARI_EBUFS)
        return;
    r->mask = grow(r->mask, &r->mask_cap, count, 1);
    puti(r, safari_game_legal_mask(game, w, r->mask, r->mask_cap, &count, &outside));
    putz(r, count);
    putz(r, outside);
    /* The mask by its nonzero entries (the same information, less folding). */
    for (size_t i = 0; i < count; i++) {
        if (r->mask[i] != 0) {
            put32(r, (uint32_t)i);
            put8(r, r->mask[i]);
        }
    }
}

static void fold_actions(run *r, const safari_game *game, const safari_window *w)
{
    size_t count = 0, outside = 0;
    uint32_t total = 0;
    tag(r, 'A');
    puti(r, safari_game_action_count(game, w, &total));
    put32(r, total);
    puti(r, safari_game_legal_actions(game, w, r->actions, SAFARI_MAX_MOVES, &count, &outside));
    putz(r, count);
    putz(r, outside);
    for (size_t i = 0; i < count && i < SAFARI_MAX_MOVES; i++)
        put32(r, r->actions[i]);
}

static void fold_observation(run *r, const safari_game *game, const safari_window *w,
                             int32_t viewer)
{
    uint32_t planes = 0, vector = 0;
    size_t count = 0;
    tag(r, 'V');
    puti(r, safari_game_observation_shape(game, w, &obs_base, &planes, &vector));
    put32(r, planes);
    put32(r, vector);
    int st = safari_game_observe(game, w, viewer, &obs_base, NULL, 0, &count);
    puti(r, st);
    if (st != SAFARI_OK && st != SAFARI_EBUFS)
        return;
    r->obs = grow(r->obs, &r->obs_cap, count, sizeof *r->obs);
    puti(r, safari_game_observe(game, w, viewer, &obs_base, r->obs, r->obs_cap, &count));
    putz(r, count);
    for (size_t i = 0; i < count; i++) {
        if (r->obs[i] != 0.0f) {
            put32(r, (uint32_t)i);
            put_float(r, r->obs[i]);
        }
    }
}

/* Each move of the position through the action space of a window and back. */
void fold_action_roundtrip(run *r, const safari_game *game, const safari_window *w,
                                  const safari_move *m)
{
    uint32_t index = 0;
    safari_move back;
    int st = safari_game_action_index(game, w, m, &index);
    tag(r, 'I');
    puti(r, st);
    if (st != SAFARI_OK)
        return;
    put32(r, index);
    memset(&back, 0, sizeof back);
    puti(r, safari_game_action_move(game, w, index, &back));
    put_move(r, &back);
}

void fold_windows(run *r, const safari_game *game, int32_t viewer, int full_observation)
{
    /* The board's own window; a small fixed one that cuts the board; one far
     * away that holds no move; and one the library must refuse. */
    static const safari_window small = {-3, -1, 4, 3};
    static const safari_window far = {30000, -32000, 3, 2};
    static const safari_window bad = {0, 0, 0, 5};
    safari_window board;

    tag(r, 'W');
    puti(r, safari_game_board_window(game, &board));
    puti(r, board.x0);
    puti(r, board.y0);
    puti(r, board.width);
    puti(r, board.height);
    fold_actions(r, game, &board);
    fold_mask(r, game, &board);
    fold_actions(r, game, &small);
    fold_mask(r, game, &small);
    fold_observation(r, game, &small, viewer);
    fold_actions(r, game, &far);
    fold_actions(r, game, &bad);
    if (full_observation)
        fold_observation(r, game, &board, viewer);
}

/* The text of a move, and that text read back in the position. */
void fold_move_text(run *r, const safari_game *game, const safari_move *m)
{
    char buf[SAFARI_MOVE_TEXT_MAX];
    size_t len = 0;
    safari_move back;
    safari_diag diag;
    int st = safari_move_to_string(m, buf, sizeof buf, &len);
    tag(r, 'N');
    puti(r, st);
    if (st != SAFARI_OK)
        return;
    put_text(r, buf, len);
    memset(&back, 0, sizeof back);
    puti(r, safari_move_parse_ex(buf, len, game, &back, &diag));
    put_move(r, &back);
    check(r, memcmp(&back, m, sizeof back) == 0, "a move's text parses to the move"); /* zeros too */
}

/* Writes a text with the buffer rule into r->text; returns its length. */
typedef int (*text_writer)(const safari_game *, char *, size_t, size_t *);

static size_t write_text(run *r, const safari_game *game, text_writer write, const char *what)
{
    size_t len = 0;
    int st = write(game, NULL, 0, &len);
    if (st != SAFARI_EBUFS && st != SAFARI_OK)
        die_status(what, st);
    r->text = grow(r->text, &r->text_cap, len + 1, 1);
    st = write(game, r->text, r->text_cap, &len);
    if (st != SAFARI_OK)
        die_status(what, st);
    return len;
}

/* The record of a game, read back into a new game and written again. */
void fold_record(run *r, const safari_game *game)
{
    safari_game *back = NULL;
    safari_diag diag;
    size_t len = write_text(r, game, safari_record_write, "safari_record_write");
    tag(r, 'R');
    put_text(r, r->text, len);
    int st = safari_record_read(&back, r->text, len, NULL, &diag);
    puti(r, st);
    if (st != SAFARI_OK) {
        fold_diag(r, &diag);
        return;
    }
    put64(r, safari_game_hash(back));
    check(r, safari_game_hash(back) == safari_game_hash(game), "a record reads back to the same position");
    putz(r, safari_game_history_length(back));
    char *first = malloc(len + 1);
    if (first == NULL)
        die("out of memory");
    memcpy(first, r->text, len + 1);
    size_t len2 = write_text(r, back, safari_record_write, "safari_record_write (read back)");
    check(r, len2 == len && memcmp(first, r->text, len) == 0, "a record read back writes the same record");
    free(first);
    safari_game_free(back);
}

void fold_legal_text(run *r, const safari_game *game)
{
    size_t len = write_text(r, game, safari_legal_write, "safari_legal_write");
    tag(r, 'L');
    put_text(r, r->text, len);
}

/* The board at the end of a game: tiles, their features, slots, meeples,
 * rangers. */
void fold_board(run *r, const safari_game *game, int32_t seats)
{
    size_t tiles = safari_game_tile_count(game);
    tag(r, 'b');
    putz(r, tiles);
    for (size_t i = 0; i < tiles; i++) {
        safari_tile_info t, at;
        int st = safari_game_tile(game, i, &t);
        if (st != SAFARI_OK)
            die_status("safari_game_tile", st);
        put16(r, (uint16_t)t.x);
        put16(r, (uint16_t)t.y);
        put8(r, t.tile);
        put8(r, t.copy);
        put8(r, t.rotation);
        put8(r, t.start);
        put_text(r, t.sides, bounded_len(t.sides, sizeof t.sides));
        put8(r, t.baobab);
        put8(r, t.features);
        put8(r, t.reserved);
        puti(r, safari_game_tile_at(game, t.x, t.y, &at));
        check(r, at.tile == t.tile && at.rotation == t.rotation, "tile_at agrees with tile");
        for (int32_t f = 0; f <= (int32_t)t.features; f++) { /* one past: ENOTFOUND */
            safari_tile_feature tf;
            int fs = safari_game_tile_feature(game, t.x, t.y, f, &tf);
            puti(r, fs);
            if (fs != SAFARI_OK)
                continue;
            puti(r, tf.kind);
            puti(r, tf.sides);
            puti(r, tf.birds);
            for (int k = 0; k < SAFARI_SPECIES; k++)
                puti(r, tf.animals[k]);
        }
        for (int32_t side = 0; side < 4; side++) {
            safari_feature_info fi;
            int32_t canonical = -1;
            int fs = safari_game_feature_at(game, t.x, t.y, side, &fi);
            puti(r, fs);
            if (fs == SAFARI_OK) {
                puti(r, fi.kind);
                puti(r, fi.complete);
                puti(r, fi.open_sides);
                puti(r, fi.tiles);
                puti(r, fi.birds);
                for (int k = 0; k < SAFARI_SPECIES; k++)
                    puti(r, fi.animals[k]);
                for (int k = 0; k < SAFARI_MAX_SEATS; k++)
                    puti(r, fi.meeples[k]);
            }
            puti(r, safari_game_feature_side(game, t.x, t.y, side, &canonical));
            puti(r, canonical);
        }
        for (int32_t corner = 0; corner < 4; corner++) {
            safari_slot_info slot;
            puti(r, safari_game_slot(game, t.x, t.y, corner, &slot));
            puti(r, slot.open);
            puti(r, slot.species);
            puti(r, slot.owner);
        }
    }
    for (int32_t s = 0; s < seats; s++) {
        for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info m;
            puti(r, safari_game_meeple(game, s, i, &m));
            puti(r, m.where);
            put16(r, (uint16_t)m.x);
            put16(r, (uint16_t)m.y);
            puti(r, m.spot);
        }
    }
    for (int32_t i = 0; i < SAFARI_RANGERS; i++) {
        int32_t x = 0, y = 0;
        puti(r, safari_game_ranger(game, i, &x, &y));
        puti(r, x);
        puti(r, y);
    }
}

void fold_history(run *r, const safari_game *game)
{
    size_t n = safari_game_history_length(game);
    tag(r, 'H');
    putz(r, n);
    for (size_t i = 0; i < n; i++) {
        safari_move m;
        int st = safari_game_history_move(game, i, &m);
        if (st != SAFARI_OK)
            die_status("safari_game_history_move", st);
        put_move(r, &m);
    }
}
