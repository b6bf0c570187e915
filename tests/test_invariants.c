/* SPDX-License-Identifier: MIT */
/* The invariants of docs/rules.md section 9 at scale: random games over every
 * option combination (2 to 5 seats, both final scorings, both baobab
 * timings, both boost rules, no board limit, small tables X = 3..6,
 * Y = 2..4, or small windows W = 6..8, H = 3..4). After every
 * move: conservation of meeples, tokens and tiles; undo restores the
 * previous position exactly; sampled legal moves apply and undo exactly;
 * and sampled illegal moves (of other decisions, off the board or the
 * table, wrong species, fields out of range) are refused with nothing
 * changed.
 *
 * SAFARI_INVARIANT_GAMES sets the number of games (default 10000); every
 * game makes every check. Under emulation scripts/platforms.sh plays
 * 2 x COMBOS (1216) games, each option combination twice: qemu runs this
 * test about ten times slower than x86_64. */
#include "testutil.h"

#include "fuzz/play_check.h"

#include <stdlib.h>
#include <string.h>

enum {
    DEFAULT_GAMES = 10000,
    /* seats 2..5 x final scoring x baobab timing x boosts x
     * (no limit + 4 X x 3 Y tables + 3 W x 2 H windows) */
    TABLES = 4 * 3,
    WINDOWS = 3 * 2,
    COMBOS = 4 * 2 * 2 * 2 * (1 + TABLES + WINDOWS),
    LEGAL_SAMPLES = 1,  /* legal moves applied and undone per position */
    ILLEGAL_SAMPLES = 1, /* illegal candidates tried per position */
    SWEEP_EVERY = 512    /* positions between two where every legal move is tried */
};

/* The ways an illegal candidate is made, counted so the test can show that
 * each one produced refused moves. */
enum { BAD_DECISION, BAD_CELL, BAD_SPECIES, BAD_FIELD, BAD_KINDS };

typedef struct run {
    test_rng rng;
    safari_options opt;
    size_t positions;
    size_t legal_checked;
    size_t refused[BAD_KINDS];
    size_t listed_candidates; /* candidates that turned out legal */
} run;

static size_t games_to_play(void)
{
    const char *env = getenv("SAFARI_INVARIANT_GAMES");
    if (!env || !*env)
        return DEFAULT_GAMES;
    char *end;
    unsigned long n = strtoul(env, &end, 10);
    assert_true(*end == '\0' && n > 0);
    return (size_t)n;
}

static void options_for(run *r, size_t game)
{
    size_t c = game % COMBOS;
    memset(&r->opt, 0, sizeof r->opt);
    r->opt.seats = 2 + (int32_t)(c % 4);
    r->opt.final_scoring = (int32_t)(c / 4 % 2);
    r->opt.baobab_tokens = (int32_t)(c / 8 % 2);
    r->opt.boosts = (int32_t)(c / 16 % 2);
    size_t limit = c / 32;
    if (limit > 0 && limit <= TABLES) {
        r->opt.board_limited = SAFARI_LIMIT_TABLE;
        r->opt.limit_x = 3 + (int32_t)((limit - 1) % 4);
        r->opt.limit_y = 2 + (int32_t)((limit - 1) / 4);
    } else if (limit > TABLES) {
        r->opt.board_limited = SAFARI_LIMIT_WINDOW;
        r->opt.limit_x = 6 + (int32_t)((limit - 1 - TABLES) % 3);
        r->opt.limit_y = 3 + (int32_t)((limit - 1 - TABLES) / 3);
    }
    r->opt.first_seat = (int32_t)test_rng_below(&r->rng, (uint32_t)r->opt.seats);
}

static int has_cell(uint8_t kind)
{
    return kind == SAFARI_MOVE_PLACE || kind == SAFARI_MOVE_RANGER || kind == SAFARI_MOVE_DIG ||
           kind == SAFARI_MOVE_EXPAND || kind == SAFARI_MOVE_PARK;
}

/* A cell no move may name: far from the board, or just off the table. */
static void bad_cell(run *r, safari_move *m)
{
    switch (test_rng_below(&r->rng, 3)) {
    case 0:
        m->x = (int16_t)(m->x + 100 + (int32_t)test_rng_below(&r->rng, 30000));
        break;
    case 1:
        m->y = (int16_t)(m->y - 100 - (int32_t)test_rng_below(&r->rng, 30000));
        break;
    default:
        if (r->opt.board_limited == SAFARI_LIMIT_TABLE)
            m->x = (int16_t)(r->opt.limit_x + 1);
        else
            m->x = INT16_MIN;
        break;
    }
}

/* An illegal candidate of the given way; a copy of a legal move (or of
 * nothing) with one thing made wrong. May still be legal by chance: the
 * caller decides from the legal list. */
static safari_move candidate(run *r, int way, const safari_move *moves, size_t n)
{
    safari_move m;
    memset(&m, 0, sizeof m);
    if (n > 0)
        m = moves[test_rng_below(&r->rng, (uint32_t)n)];
    switch (way) {
    case BAD_DECISION: {
        /* A well-formed move of another kind: cells near the board, ids of
         * the tile set, species and indices in range. */
        uint8_t kind = (uint8_t)test_rng_below(&r->rng, 11);
        safari_move o;
        memset(&o, 0, sizeof o);
        o.kind = kind;
        o.x = (int16_t)((int32_t)test_rng_below(&r->rng, 7) - 3);
        o.y = (int16_t)((int32_t)test_rng_below(&r->rng, 7) - 3);
        o.species = (uint8_t)test_rng_below(&r->rng, kind == SAFARI_MOVE_BOOST ? 6 : 5);
        o.index = (uint8_t)test_rng_below(&r->rng, kind == SAFARI_MOVE_MEEPLE ? 5 : 4);
        if (kind == SAFARI_MOVE_RANGER)
            o.index = (uint8_t)(o.index % 2);
        if (kind == SAFARI_MOVE_DRAW) {
            o.tile = (uint8_t)(1 + test_rng_below(&r->rng, 33));
            o.index = (uint8_t)(1 + test_rng_below(&r->rng, 4));
        }
        return play_move_canonical(&o);
    }
    case BAD_CELL:
        if (!has_cell(m.kind)) {
            m.kind = SAFARI_MOVE_PLACE;
            m.species = m.tile = 0;
        }
        bad_cell(r, &m);
        return play_move_canonical(&m);
    case BAD_SPECIES:
        if (m.kind != SAFARI_MOVE_TOKEN && m.kind != SAFARI_MOVE_BOOST &&
            m.kind != SAFARI_MOVE_DIG && m.kind != SAFARI_MOVE_EXPAND)
            m.kind = SAFARI_MOVE_TOKEN;
        /* Another species (maybe one not in the bag or supply), or none. */
        m.species = (uint8_t)(test_rng_below(&r->rng, 2)
                                  ? (m.species + 1 + test_rng_below(&r->rng, 4)) % 5
                                  : 6 + test_rng_below(&r->rng, 250));
        return play_move_canonical(&m);
    default: {
        /* A field out of its range for the kind. */
        static const uint8_t first_bad_index[11] = {0, 0, 4, 0, 5, 2, 4, 4, 0, 0, 0};
        if (m.kind == SAFARI_MOVE_DRAW)
            m.tile = test_rng_below(&r->rng, 2) ? 0 : (uint8_t)(100 + test_rng_below(&r->rng, 156));
        else if (m.kind < 11 && first_bad_index[m.kind])
            m.index = (uint8_t)(first_bad_index[m.kind] +
                                test_rng_below(&r->rng, 256u - first_bad_index[m.kind]));
        else
            m.kind = (uint8_t)(11 + test_rng_below(&r->rng, 245)); /* no such kind */
        return play_move_canonical(&m);
    }
    }
}

/* The checks of one position, which the game then leaves by `chosen`. */
static void check_position(run *r, safari_game *g, const safari_move *chosen)
{
    static safari_move moves[SAFARI_MAX_MOVES];
    play_snapshot before;
    play_snapshot_moves(g, &before, moves);
    size_t n = before.nmoves;
    test_check_invariants(g);
    r->positions++;

    /* Refused candidates first: they must leave even the events alone. */
    for (int i = 0; i < ILLEGAL_SAMPLES; i++) {
        int way = (int)test_rng_below(&r->rng, BAD_KINDS);
        safari_move m = candidate(r, way, moves, n);
        if (play_move_listed(moves, n, &m)) {
            r->listed_candidates++;
            play_check_apply_undo(g, &m, &before);
        } else {
            play_check_refused(g, &m, &before);
            r->refused[way]++;
        }
    }
    if (r->positions % SWEEP_EVERY == 0) {
        for (size_t i = 0; i < n; i++)
            play_check_apply_undo(g, &moves[i], &before);
        r->legal_checked += n;
    } else {
        for (int i = 0; i < LEGAL_SAMPLES && n > 0; i++) {
            play_check_apply_undo(g, &moves[test_rng_below(&r->rng, (uint32_t)n)], &before);
            r->legal_checked++;
        }
    }
    /* The move the game goes on with: its undo restores this position (the
     * invariants after it are checked as the next position). */
    play_check_apply_undo_ex(g, chosen, &before, 0);
    r->legal_checked++;
    assert_int_equal(safari_game_apply(g, chosen), SAFARI_OK);
}

static void play_one(run *r, size_t game)
{
    options_for(r, game);
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &r->opt), SAFARI_OK);
    safari_move m;
    while (test_pick_move(g, &r->rng, &m))
        check_position(r, g, &m);
    /* The end: invariants, no legal move, and nothing is accepted. */
    test_check_invariants(g);
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_END);
    play_snapshot end;
    play_snapshot_take(g, &end);
    assert_int_equal(end.nmoves, 0);
    m = candidate(r, BAD_DECISION, NULL, 0);
    play_check_refused(g, &m, &end);
    safari_game_free(g);
}

static void test_invariants__random_games_every_option(void **state)
{
    (void)state;
    size_t games = games_to_play();
    run r;
    memset(&r, 0, sizeof r);
    r.rng.s = 0x5AFA21u;
    for (size_t i = 0; i < games; i++)
        play_one(&r, i);
    print_message("%zu games, %zu positions, %zu legal moves applied and undone, "
                  "%zu illegal refused (decision %zu, cell %zu, species %zu, field %zu)\n",
                  games, r.positions, r.legal_checked,
                  r.refused[BAD_DECISION] + r.refused[BAD_CELL] + r.refused[BAD_SPECIES] +
                      r.refused[BAD_FIELD],
                  r.refused[BAD_DECISION], r.refused[BAD_CELL], r.refused[BAD_SPECIES],
                  r.refused[BAD_FIELD]);
    /* Each way of making an illegal move did produce refused moves. */
    for (int w = 0; w < BAD_KINDS; w++)
        assert_true(r.refused[w] > games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_invariants__random_games_every_option),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
