/* SPDX-License-Identifier: MIT */
#include "scenario.h"

#include <stdio.h>
#include <string.h>

safari_game *scen_new(const char *tiles, int seats, const safari_options *opt)
{
    safari_tileset *ts = NULL;
    safari_diag diag;
    memset(&diag, 0, sizeof diag);
    int rc = safari_tileset_load(&ts, tiles, strlen(tiles), NULL, &diag);
    if (rc != SAFARI_OK)
        fail_msg("tile set line %d: %s", (int)diag.line, diag.message);
    safari_options o;
    if (opt)
        o = *opt;
    else
        memset(&o, 0, sizeof o);
    o.seats = seats ? seats : 2;
    o.tileset = ts;
    safari_game *g = NULL;
    rc = safari_game_new(&g, &o);
    /* The game holds its own reference to the tile set. */
    safari_tileset_free(ts);
    if (rc != SAFARI_OK)
        fail_msg("cannot create the game: %s", safari_strerror(rc));
    return g;
}

void scen_print(const safari_game *g)
{
    static char buf[1 << 17];
    size_t len = 0;
    if (safari_legal_write(g, buf, sizeof buf, &len) == SAFARI_OK)
        print_message("%s", buf);
}

/* Copies the next move text of `*p` (up to ';' or a newline, trimmed) into
 * buf; 0 when none is left. */
static int next_move(const char **p, char *buf, size_t cap)
{
    const char *s = *p;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == ';' || *s == '\n' || *s == '\r')
            s++;
        if (!*s) {
            *p = s;
            return 0;
        }
        const char *e = s;
        while (*e && *e != ';' && *e != '\n' && *e != '\r')
            e++;
        const char *end = e;
        while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
            end--;
        size_t n = (size_t)(end - s);
        if (n >= cap)
            fail_msg("move text too long: %.*s", (int)n, s);
        memcpy(buf, s, n);
        buf[n] = '\0';
        *p = e;
        return 1;
    }
}

static void apply_checked(safari_game *g, const char *text)
{
    safari_move m;
    int rc = safari_move_parse_ex(text, strlen(text), g, &m, NULL);
    if (rc != SAFARI_OK)
        fail_msg("cannot parse '%s': %s", text, safari_strerror(rc));
    rc = safari_game_apply(g, &m);
    if (rc != SAFARI_OK) {
        scen_print(g);
        fail_msg("cannot apply '%s': %s", text, safari_strerror(rc));
    }
    test_check_invariants(g);
}

size_t scen_play(safari_game *g, const char *moves)
{
    char buf[64];
    size_t n = 0;
    while (next_move(&moves, buf, sizeof buf)) {
        apply_checked(g, buf);
        n++;
    }
    return n;
}

void scen_play_undoable(safari_game *g, const char *moves)
{
    safari_game *before = NULL, *after = NULL;
    assert_int_equal(safari_game_clone(&before, g), SAFARI_OK);
    size_t n = scen_play(g, moves);
    assert_int_equal(safari_game_clone(&after, g), SAFARI_OK);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
    scen_assert_same(g, before);
    assert_int_equal(scen_play(g, moves), n);
    scen_assert_same(g, after);
    safari_game_free(before);
    safari_game_free(after);
}

void scen_apply_first(safari_game *g)
{
    safari_move m;
    size_t n = 0;
    int rc = safari_game_legal_moves(g, &m, 1, &n);
    assert_true(rc == SAFARI_OK || rc == SAFARI_EBUFS);
    assert_true(n > 0);
    assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    test_check_invariants(g);
}

static int parse(const safari_game *g, const char *text, safari_move *m)
{
    int rc = safari_move_parse_ex(text, strlen(text), g, m, NULL);
    if (rc != SAFARI_OK)
        fail_msg("cannot parse '%s': %s", text, safari_strerror(rc));
    return rc;
}

int scen_is_legal(const safari_game *g, const char *text)
{
    static safari_move moves[SAFARI_MAX_MOVES];
    safari_move m;
    parse(g, text, &m);
    size_t n = 0;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    int listed = 0;
    for (size_t i = 0; i < n; i++)
        listed += test_same_move(&moves[i], &m);
    assert_true(listed <= 1);
    if (listed != safari_game_is_legal(g, &m))
        fail_msg("'%s': listed %d but is_legal says %d", text, listed,
                 safari_game_is_legal(g, &m));
    return listed;
}

void scen_expect_illegal(safari_game *g, const char *text)
{
    if (scen_is_legal(g, text)) {
        scen_print(g);
        fail_msg("'%s' is legal", text);
    }
    safari_game *before = NULL;
    assert_int_equal(safari_game_clone(&before, g), SAFARI_OK);
    safari_move m;
    parse(g, text, &m);
    assert_int_equal(safari_game_apply(g, &m), SAFARI_EILLEGAL);
    scen_assert_same(g, before);
    assert_int_equal(safari_game_history_length(g), safari_game_history_length(before));
    safari_game_free(before);
}

size_t scen_count_moves(const safari_game *g, int kind)
{
    static safari_move moves[SAFARI_MAX_MOVES];
    size_t n = 0, k = 0;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    for (size_t i = 0; i < n; i++)
        k += moves[i].kind == kind;
    return k;
}

void scen_expect_decision(const safari_game *g, int kind, int to_move)
{
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    if (d.kind != kind || d.to_move != to_move) {
        scen_print(g);
        fail_msg("decision %d to move %d, expected %d to move %d", (int)d.kind,
                 (int)d.to_move, kind, to_move);
    }
}

static safari_seat_info seat_info(const safari_game *g, int seat)
{
    safari_seat_info s;
    assert_int_equal(safari_game_seat(g, seat, &s), SAFARI_OK);
    return s;
}

static safari_pool_info pool_info(const safari_game *g)
{
    safari_pool_info p;
    assert_int_equal(safari_game_pools(g, &p), SAFARI_OK);
    return p;
}

int scen_score(const safari_game *g, int seat)
{
    return seat_info(g, seat).score;
}

int scen_meeples(const safari_game *g, int seat)
{
    return seat_info(g, seat).meeples;
}

int scen_tokens(const safari_game *g, int seat, int species)
{
    return seat_info(g, seat).tokens[species];
}

int scen_discard(const safari_game *g, int species)
{
    return pool_info(g).discard[species];
}

int scen_bag_total(const safari_game *g)
{
    safari_pool_info p = pool_info(g);
    int n = 0;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        n += p.bag[s];
    return n;
}

void scen_expect_scores_(const safari_game *g, const int *scores, size_t n)
{
    assert_int_equal(n, pool_info(g).seats);
    for (size_t s = 0; s < n; s++) {
        int got = scen_score(g, (int)s);
        if (got != scores[s])
            fail_msg("seat %d scores %d, expected %d", (int)s, got, scores[s]);
    }
}

void scen_expect_events_(const safari_game *g, const safari_event *want, size_t n)
{
    safari_event got[64];
    size_t count = 0;
    assert_int_equal(safari_game_events(g, got, 64, &count), SAFARI_OK);
    for (size_t i = 0; i < count && i < n; i++) {
        const safari_event *a = &got[i], *b = &want[i];
        if (a->kind != b->kind || a->seat != b->seat || a->points != b->points ||
            a->x != b->x || a->y != b->y || a->spot != b->spot)
            fail_msg("event %d is {kind %d seat %d points %d at %d,%d spot %d}, expected "
                     "{kind %d seat %d points %d at %d,%d spot %d}",
                     (int)i, (int)a->kind, (int)a->seat, (int)a->points, a->x, a->y,
                     (int)a->spot, (int)b->kind, (int)b->seat, (int)b->points, b->x, b->y,
                     (int)b->spot);
    }
    if (count != n)
        fail_msg("%d scoring events, expected %d", (int)count, (int)n);
}

int scen_event_points(const safari_game *g, int kind, int seat)
{
    safari_event ev[64];
    size_t n = 0;
    assert_int_equal(safari_game_events(g, ev, 64, &n), SAFARI_OK);
    int sum = 0;
    for (size_t i = 0; i < n; i++)
        if (ev[i].kind == kind && ev[i].seat == seat)
            sum += ev[i].points;
    return sum;
}

void scen_expect_meeple(const safari_game *g, int seat, int i, int where, int x, int y,
                        int spot)
{
    safari_meeple_info m;
    assert_int_equal(safari_game_meeple(g, seat, i, &m), SAFARI_OK);
    assert_int_equal(m.where, where);
    if (where == SAFARI_AT_SUPPLY)
        return;
    assert_int_equal(m.x, x);
    assert_int_equal(m.y, y);
    assert_int_equal(m.spot, spot);
}

void scen_assert_same(const safari_game *a, const safari_game *b)
{
    test_assert_same_position(a, b);
    int seats = pool_info(a).seats;
    for (int s = 0; s < seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info ma, mb;
            assert_int_equal(safari_game_meeple(a, s, i, &ma), SAFARI_OK);
            assert_int_equal(safari_game_meeple(b, s, i, &mb), SAFARI_OK);
            assert_memory_equal(&ma, &mb, sizeof ma);
        }
    size_t nt = safari_game_tile_count(a);
    assert_int_equal(nt, safari_game_tile_count(b));
    for (size_t i = 0; i < nt; i++) {
        safari_tile_info ta, tb;
        assert_int_equal(safari_game_tile(a, i, &ta), SAFARI_OK);
        assert_int_equal(safari_game_tile(b, i, &tb), SAFARI_OK);
        assert_memory_equal(&ta, &tb, sizeof ta);
        for (int c = 0; c < 4; c++) {
            safari_slot_info sa, sb;
            assert_int_equal(safari_game_slot(a, ta.x, ta.y, c, &sa), SAFARI_OK);
            assert_int_equal(safari_game_slot(b, tb.x, tb.y, c, &sb), SAFARI_OK);
            assert_memory_equal(&sa, &sb, sizeof sa);
        }
    }
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        int32_t xa = 0, ya = 0, xb = 0, yb = 0;
        int ra = safari_game_ranger(a, r, &xa, &ya);
        assert_int_equal(ra, safari_game_ranger(b, r, &xb, &yb));
        if (ra == SAFARI_OK) {
            assert_int_equal(xa, xb);
            assert_int_equal(ya, yb);
        }
    }
    int32_t pa[SAFARI_MAX_SEATS], pb[SAFARI_MAX_SEATS];
    size_t na, nb;
    assert_int_equal(safari_game_projected_scores_ex(a, pa, SAFARI_MAX_SEATS, &na), SAFARI_OK);
    assert_int_equal(safari_game_projected_scores_ex(b, pb, SAFARI_MAX_SEATS, &nb), SAFARI_OK);
    assert_memory_equal(pa, pb, (size_t)seats * sizeof pa[0]);
}
