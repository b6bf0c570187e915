/* SPDX-License-Identifier: MIT */
/* The determinism digest: plays a fixed set of seeded games through the
 * public API and folds everything it can observe into one 64-bit FNV-1a
 * digest, so that two builds (platforms, compilers, build types, the shared
 * and the static library, the portable build) can be compared by one line.
 *
 * Every value is folded from its integer value, byte by byte in
 * little-endian order: nothing depends on the byte order, the word size or
 * the layout of a struct. The seeds come from a SplitMix64 of this program
 * (and the library's own generator, which is the same algorithm), never
 * from rand(), and no environment variable changes what is played. The
 * program sees the library through include/safari.h only; it is built
 * against the shared and against the static library (CMakeLists.txt).
 * Files: digest.c, the games played; position.c, what a position shows;
 * fold.c, the folding.
 *
 * Usage: safari_digest [--expect HEX] [--flip] [--verbose]
 *   --expect HEX  exit 1, saying so, unless the digest is HEX (16 digits)
 *   --flip        flip one bit of the base seed: a different digest, which
 *                 shows that --expect can fail (tests/determinism)
 *   --verbose     also print the digest after each part, to find where two
 *                 platforms part ways
 * Exit status: 0 (printed, and equal to --expect if given), 1 (not equal,
 * or a property the API promises failed: the program says which),
 * 2 (bad usage, a library call that cannot fail failed, out of memory, or
 * stdout could not be written). */
#include "fold.h"
#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The base seed of every game; --flip flips its lowest bit. */
static const uint64_t BASE_SEED = 0x5AFA51D16E57ull;

/* ---- the games played ---- */

typedef enum tileset_kind { TILES_BUILTIN, TILES_LOADED_DEFAULT, TILES_SMALL } tileset_kind;

typedef struct config {
    int32_t seats, first, final_scoring, baobab_tokens, limit, lx, ly, boosts;
    tileset_kind tileset;
} config;

/* Every seat count with every value of every option, in combinations:
 * the table limit and the window (down to a table so tight that only
 * discards are left), both boost rules, the built-in tile set, the same
 * text loaded, and a small tile set of this program. */
static const config CONFIGS[] = {
    {2, 0, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_NONE, 0, 0,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
    {2, 1, SAFARI_FINAL_ALL, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_TABLE, 3, 2,
     SAFARI_BOOSTS_DISTINCT, TILES_BUILTIN},
    {3, 2, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_WINDOW, 6, 5,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
    {4, 1, SAFARI_FINAL_ALL, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_NONE, 0, 0,
     SAFARI_BOOSTS_DISTINCT, TILES_LOADED_DEFAULT},
    {5, 4, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_TABLE, 4, 3,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
    {3, 0, SAFARI_FINAL_ALL, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_NONE, 0, 0,
     SAFARI_BOOSTS_INDEPENDENT, TILES_SMALL},
    {4, 3, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_WINDOW, 5, 4,
     SAFARI_BOOSTS_DISTINCT, TILES_BUILTIN},
    {5, 2, SAFARI_FINAL_ALL, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_WINDOW, 8, 6,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
    {2, 0, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_TABLE, 2, 1,
     SAFARI_BOOSTS_DISTINCT, TILES_SMALL},
    {3, 1, SAFARI_FINAL_ALL, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_TABLE, 3, 3,
     SAFARI_BOOSTS_DISTINCT, TILES_LOADED_DEFAULT},
    {4, 0, SAFARI_FINAL_ALL, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_NONE, 0, 0,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
    {5, 0, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_AFTER, SAFARI_LIMIT_NONE, 0, 0,
     SAFARI_BOOSTS_DISTINCT, TILES_SMALL},
    {2, 1, SAFARI_FINAL_ALL, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_WINDOW, 5, 1,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
    {3, 2, SAFARI_FINAL_MAJORITY, SAFARI_BAOBAB_BEFORE, SAFARI_LIMIT_NONE, 0, 0,
     SAFARI_BOOSTS_INDEPENDENT, TILES_BUILTIN},
};
enum { CONFIG_COUNT = (int)(sizeof CONFIGS / sizeof CONFIGS[0]) };

/* Games played to the end with everything observed, per config. */
enum { FULL_GAMES = 2 };

/* Playouts from a new game per config and policy (the chance pick of
 * safari_game_playout() at every draw of each). */
enum { PLAYOUT_GAMES = 24 };

/* A small tile set of this program, with CRLF line ends (the loader turns
 * them into LF): 20 land tiles in 10 types and a two-cell start tile. */
static const char SMALL_TILES[] =
    "# digest: a small tile set\r\n"
    "03 2 ssts trail:S baobab ; E@S ; Z@S\r\n"
    "04 2 tttt trail:N trail:E trail:S trail:W ; A@N ; L@N\r\n"
    "06 2 bsss bush:N/1 ; A@N ; L@N\r\n"
    "07 3 tsts trail:NS ; E@N ; G@N ; -\r\n"
    "08 1 bbbb bush:NESW/2 ; A@N,A@N\r\n"
    "11 2 bsbs bush:NS/1 ; G@N,G@N ; Z@N\r\n"
    "14 2 btst bush:N/1 trail:EW ; A@N ; Z@E,Z@E\r\n"
    "20 3 sstt trail:SW ; A@S ; G@S ; L@S\r\n"
    "21 2 sttt trail:E trail:S trail:W ; E@E ; -\r\n"
    "30 1 btst bush:N/0 trail:EW ; G@E\r\n"
    "start 0 0 stst trail:EW ; A@E\r\n"
    "start 1 0 stbt trail:EW bush:S/1 ; -\r\n"
    "rangers -1 0 2 0\r\n";

/* A tile set with an error on line 2, for the loader's diagnostics. */
static const char BAD_TILES[] = "01 1 ssss ; -\n02 1 sxss ; -\nstart 0 0 ssss ; -\n";

typedef struct tilesets {
    safari_tileset *loaded_default;
    safari_tileset *small;
} tilesets;

static void fold_tileset(run *r, const safari_tileset *ts)
{
    safari_tileset_info info;
    size_t len = 0;
    const char *text = safari_tileset_text(ts, &len);
    int st = safari_tileset_counts(ts, &info);
    if (st != SAFARI_OK || text == NULL)
        die_status("safari_tileset_info_get", st);
    tag(r, 'T');
    puti(r, info.types);
    puti(r, info.land_tiles);
    puti(r, info.faces);
    puti(r, info.start_cells);
    puti(r, safari_tileset_is_default(ts));
    put_text(r, text, len);
    for (int32_t i = 0; i < info.types; i++) {
        safari_tile_type_info t;
        puti(r, safari_tileset_type(ts, i, &t));
        puti(r, t.id);
        puti(r, t.copies);
        put_text(r, t.sides, strlen(t.sides));
        put8(r, t.baobab);
        put8(r, t.features);
        put8(r, t.reserved);
        for (int s = 0; s < SAFARI_SPECIES; s++)
            puti(r, t.animals[s]);
        puti(r, t.birds);
    }
    /* Out of range: refused. */
    safari_tile_type_info none;
    puti(r, safari_tileset_type(ts, info.types, &none));
}

static void tileset_part(run *r, tilesets *sets)
{
    safari_tileset *builtin = NULL;
    safari_tileset *bad = NULL;
    safari_diag diag;
    int st;

    st = safari_tileset_new_default(&builtin, NULL);
    if (st != SAFARI_OK)
        die_status("safari_tileset_new_default", st);
    fold_tileset(r, builtin);
    safari_tileset_free(builtin);

    const char *text = safari_tileset_default_text();
    st = safari_tileset_load(&sets->loaded_default, text, strlen(text), NULL, &diag);
    if (st != SAFARI_OK)
        die_status("safari_tileset_load (built-in text)", st);
    fold_tileset(r, sets->loaded_default);

    st = safari_tileset_load(&sets->small, SMALL_TILES, sizeof SMALL_TILES - 1, NULL, &diag);
    if (st != SAFARI_OK) {
        fprintf(stderr, "safari_digest: the small tile set, line %d: %s\n", (int)diag.line,
                diag.message);
        exit(2);
    }
    fold_tileset(r, sets->small);

    memset(&diag, 0, sizeof diag);
    st = safari_tileset_load(&bad, BAD_TILES, sizeof BAD_TILES - 1, NULL, &diag);
    tag(r, 'B');
    puti(r, st);
    puti(r, bad == NULL);
    fold_diag(r, &diag);
    part_done(r, "tilesets");
}

static void options_of(const config *c, const tilesets *sets, safari_options *o)
{
    memset(o, 0, sizeof *o);
    o->seats = c->seats;
    o->first_seat = c->first;
    o->final_scoring = c->final_scoring;
    o->baobab_tokens = c->baobab_tokens;
    o->board_limited = c->limit;
    o->limit_x = c->lx;
    o->limit_y = c->ly;
    o->boosts = c->boosts;
    o->tileset = c->tileset == TILES_LOADED_DEFAULT ? sets->loaded_default
               : c->tileset == TILES_SMALL        ? sets->small
                                                  : NULL;
}

static safari_game *new_game(const config *c, const tilesets *sets)
{
    safari_options o;
    safari_game *game = NULL;
    options_of(c, sets, &o);
    int st = safari_game_new(&game, &o);
    if (st != SAFARI_OK)
        die_status("safari_game_new", st);
    return game;
}

/* Options a game must refuse, each with its status. */
static void options_part(run *r, const tilesets *sets)
{
    static const config bad[] = {
        {1, 0, 0, 0, 0, 0, 0, 0, TILES_BUILTIN},  /* one seat */
        {6, 0, 0, 0, 0, 0, 0, 0, TILES_BUILTIN},  /* six seats */
        {3, 3, 0, 0, 0, 0, 0, 0, TILES_BUILTIN},  /* first seat beyond */
        {2, 0, 2, 0, 0, 0, 0, 0, TILES_BUILTIN},  /* final scoring */
        {2, 0, 0, 2, 0, 0, 0, 0, TILES_BUILTIN},  /* baobab tokens */
        {2, 0, 0, 0, 3, 0, 0, 0, TILES_BUILTIN},  /* board limit kind */
        {2, 0, 0, 0, 1, 1, 1, 0, TILES_BUILTIN},  /* table misses the rangers */
        {2, 0, 0, 0, 2, 4, 1, 0, TILES_BUILTIN},  /* window too narrow */
        {2, 0, 0, 0, 2, 0, 1, 0, TILES_BUILTIN},  /* window width 0 */
        {2, 0, 0, 0, 0, 0, 0, 2, TILES_BUILTIN},  /* boosts */
        {2, 0, 0, 0, 1, 2, 0, 0, TILES_BUILTIN},  /* the tightest table: accepted */
    };
    tag(r, 'O');
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        safari_options o;
        safari_game *game = NULL;
        options_of(&bad[i], sets, &o);
        int st = safari_game_new(&game, &o);
        puti(r, st);
        puti(r, game == NULL);
        if (game != NULL) {
            safari_settings got = SAFARI_SETTINGS_INIT;
            puti(r, safari_game_settings(game, &got));
            puti(r, got.seats);
            puti(r, got.limit_x);
            put64(r, safari_game_hash(game));
        }
        safari_game_free(game);
    }
    part_done(r, "options");
}

static safari_game *clone_of(const safari_game *game)
{
    safari_game *copy = NULL;
    int st = safari_game_clone(&copy, game);
    if (st != SAFARI_OK)
        die_status("safari_game_clone", st);
    return copy;
}

/* From one position: playouts with each policy, with a move limit, a batch
 * of playouts with each result kind (and a cut buffer), sample_move against
 * playout, and copy. */
static void fold_playouts_from(run *r, const safari_game *game, uint64_t seed, int32_t seats)
{
    safari_playout_options po;
    int32_t results[8 * SAFARI_MAX_SEATS];
    size_t played = 0, count = 0;

    tag(r, 'P');
    for (int32_t policy = SAFARI_POLICY_UNIFORM; policy <= SAFARI_POLICY_SCORING; policy++) {
        for (uint32_t limit = 0; limit <= 25; limit += 25) {
            safari_game *g = clone_of(game);
            uint64_t s = seed + (uint64_t)policy;
            memset(&po, 0, sizeof po);
            po.policy = policy;
            po.max_moves = limit;
            puti(r, safari_game_playout(g, &s, &po, &played));
            putz(r, played);
            put64(r, s);
            fold_counts(r, g, seats);
            if (limit == 0)
                fold_record(r, g);
            safari_game_free(g);
        }
        for (int32_t result = SAFARI_RESULT_SCORES; result <= SAFARI_RESULT_WINS; result++) {
            safari_game *scratch = clone_of(game);
            uint64_t s = seed ^ 0xA5A5u;
            memset(&po, 0, sizeof po);
            po.policy = policy;
            po.result = result;
            puti(r, safari_game_playouts(game, scratch, 6, &s, &po, results,
                                         sizeof results / sizeof results[0], &count));
            putz(r, count);
            for (size_t i = 0; i < count; i++)
                puti(r, results[i]);
            put64(r, s);
            check(r, safari_game_hash(scratch) == safari_game_hash(game), "playouts leave the scratch game at the root");
            /* A cut buffer runs only the rows that begin in it. */
            s = seed;
            puti(r, safari_game_playouts(game, scratch, 4, &s, &po, results,
                                         (size_t)seats * 2 - 1, &count));
            putz(r, count);
            for (size_t i = 0; i < (size_t)seats * 2 - 1; i++)
                puti(r, results[i]);
            put64(r, s);
            safari_game_free(scratch);
        }
        /* sample_move + apply, move by move, plays the game playout plays. */
        {
            safari_game *a = clone_of(game), *b = clone_of(game);
            uint64_t sa = seed * 3u, sb = seed * 3u;
            safari_move m;
            int steps = 0;
            memset(&po, 0, sizeof po);
            po.policy = policy;
            while (steps < 40 && safari_game_sample_move(a, &sa, &po, &m) == SAFARI_OK) {
                put_move(r, &m);
                if (safari_game_apply(a, &m) != SAFARI_OK)
                    die("a sampled move was refused");
                steps++;
            }
            po.max_moves = 40;
            puti(r, safari_game_playout(b, &sb, &po, &played));
            check(r, played == (size_t)steps && sa == sb, "sample_move draws as playout does");
            check(r, safari_game_hash(a) == safari_game_hash(b), "sample_move plays the game playout plays");
            puti(r, safari_game_copy(a, game));
            check(r, safari_game_hash(a) == safari_game_hash(game), "copy gives the position copied");
            safari_game_free(a);
            safari_game_free(b);
        }
    }
}

/* One game to its end, everything observed at every decision; the moves
 * come from sample_move with alternating policies, or from this program's
 * pick by weight. Returns the number of decisions. */
static size_t full_game(run *r, const config *c, const tilesets *sets, uint64_t seed)
{
    safari_game *game = new_game(c, sets);
    const uint64_t start_hash = safari_game_hash(game);
    uint64_t rng = seed, own = splitmix(&seed);
    safari_decision d;
    size_t step = 0;

    tag(r, 'S');
    put64(r, start_hash);
    puti(r, safari_game_tileset(game) != NULL);
    puti(r, safari_tileset_is_default(safari_game_tileset(game)));
    fold_counts(r, game, c->seats);
    for (;;) {
        fold_decision(r, game, &d);
        size_t m = fold_generation(r, game);
        fold_counts(r, game, c->seats);
        fold_windows(r, game, (int32_t)(step % (size_t)c->seats), step % 2 == 0);
        if (step % 8 == 0)
            fold_legal_text(r, game);
        if (d.kind == SAFARI_DECISION_END) {
            check(r, m == 0, "the end of a game has no outcome");
            break;
        }
        if (step == 40) {
            fold_playouts_from(r, game, splitmix(&own), c->seats);
            fold_record(r, game);
        }

        /* The move: sampled (both policies in turn), or picked by weight here. */
        safari_playout_options po;
        safari_move move;
        memset(&po, 0, sizeof po);
        po.policy = (int32_t)(step & 1u);
        int st = safari_game_sample_move(game, &rng, &po, &move);
        if (st != SAFARI_OK)
            die_status("safari_game_sample_move", st);
        put_move(r, &move);
        put64(r, rng);
        if (step % 4 == 3) {
            uint64_t total = 0, z;
            size_t i = 0;
            for (size_t k = 0; k < m; k++)
                total += r->weights[k];
            z = splitmix(&own) % total;
            while (z >= r->weights[i])
                z -= r->weights[i++];
            move = r->outcomes[i];
        }
        puti(r, safari_game_is_legal(game, &move));
        {
            safari_move wrong = move;
            wrong.kind = 11; /* no such kind */
            puti(r, safari_game_is_legal(game, &wrong));
            puti(r, safari_game_apply(game, &wrong));
        }
        safari_window board;
        puti(r, safari_game_board_window(game, &board));
        fold_action_roundtrip(r, game, &board, &move);
        fold_move_text(r, game, &move);

        /* Apply another outcome and undo it: the position comes back. */
        if (m > 1) {
            const uint64_t before = safari_game_hash(game);
            puti(r, safari_game_apply(game, &r->outcomes[m - 1]));
            put64(r, safari_game_hash(game));
            fold_events(r, game);
            puti(r, safari_game_undo(game));
            check(r, safari_game_hash(game) == before, "undo restores the hash");
        }

        st = safari_game_apply(game, &move);
        if (st != SAFARI_OK)
            die_status("safari_game_apply", st);
        fold_events(r, game);
        step++;
    }
    fold_board(r, game, c->seats);
    fold_history(r, game);
    fold_record(r, game);

    /* Undo to setup: the first position's hash, then nothing left to undo. */
    while (safari_game_undo(game) == SAFARI_OK) {
    }
    tag(r, 'U');
    check(r, safari_game_hash(game) == start_hash, "undo to setup gives the first position");
    putz(r, safari_game_history_length(game));
    puti(r, safari_game_undo(game));
    safari_game_free(game);
    return step;
}

/* Many games by safari_game_playout() from a new game: the chance pick at
 * every draw, and the record of some of them. */
static void playout_games(run *r, const config *c, const tilesets *sets, uint64_t seed)
{
    safari_game *root = new_game(c, sets);
    safari_game *g = clone_of(root);
    safari_playout_options po;
    size_t played = 0;

    for (int32_t policy = SAFARI_POLICY_UNIFORM; policy <= SAFARI_POLICY_SCORING; policy++) {
        memset(&po, 0, sizeof po);
        po.policy = policy;
        for (int k = 0; k < PLAYOUT_GAMES; k++) {
            uint64_t s = splitmix(&seed);
            int st = safari_game_copy(g, root);
            if (st != SAFARI_OK)
                die_status("safari_game_copy", st);
            tag(r, 'p');
            put64(r, s);
            puti(r, safari_game_playout(g, &s, &po, &played));
            putz(r, played);
            put64(r, s);
            fold_counts(r, g, c->seats);
            fold_history(r, g);
            if (k % 6 == 0)
                fold_record(r, g);
        }
    }
    safari_game_free(g);
    safari_game_free(root);
}

static int parse_hex(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    size_t n = strlen(s);
    if (n != 16)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        unsigned d;
        if (ch >= '0' && ch <= '9')
            d = (unsigned)(ch - '0');
        else if (ch >= 'a' && ch <= 'f')
            d = (unsigned)(ch - 'a') + 10u;
        else if (ch >= 'A' && ch <= 'F')
            d = (unsigned)(ch - 'A') + 10u;
        else
            return 0;
        v = (v << 4) | d;
    }
    *out = v;
    return 1;
}

static void to_hex(uint64_t v, char out[17])
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; i--) {
        out[i] = digits[v & 0xFu];
        v >>= 4;
    }
    out[16] = '\0';
}

int main(int argc, char **argv)
{
    static run r; /* static: the move buffers are large for a stack */
    tilesets sets = {NULL, NULL};
    uint64_t base = BASE_SEED, expect = 0;
    int have_expect = 0;
    size_t decisions = 0;
    char hex[17];

    r.h = 0xcbf29ce484222325ull; /* FNV-1a's offset basis */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--expect") == 0 && i + 1 < argc) {
            if (!parse_hex(argv[++i], &expect)) {
                fprintf(stderr, "safari_digest: --expect wants 16 hex digits, not '%s'\n", argv[i]);
                return 2;
            }
            have_expect = 1;
        } else if (strcmp(argv[i], "--flip") == 0) {
            base ^= 1u;
        } else if (strcmp(argv[i], "--verbose") == 0) {
            r.verbose = 1;
        } else {
            fprintf(stderr, "usage: safari_digest [--expect HEX] [--flip] [--verbose]\n");
            return 2;
        }
    }

    tag(&r, 'v');
    put32(&r, safari_version_number() / 10000u); /* the major: the ABI compared */
    tileset_part(&r, &sets);
    options_part(&r, &sets);
    for (int c = 0; c < CONFIG_COUNT; c++) {
        uint64_t s = base + (uint64_t)c * 0x1000u;
        size_t here = 0;
        for (int k = 0; k < FULL_GAMES; k++)
            here += full_game(&r, &CONFIGS[c], &sets, splitmix(&s));
        playout_games(&r, &CONFIGS[c], &sets, splitmix(&s));
        decisions += here;
        if (r.verbose) {
            char name[16];
            snprintf(name, sizeof name, "config %d", c);
            part_done(&r, name);
            printf("  %lu decisions in %d full games\n", (unsigned long)here, FULL_GAMES);
        }
    }
    safari_tileset_free(sets.loaded_default);
    safari_tileset_free(sets.small);
    free(r.mask);
    free(r.obs);
    free(r.text);
    free(r.events);

    to_hex(r.h, hex);
    if (r.verbose)
        printf("decisions %lu\n", (unsigned long)decisions);
    if (printf("digest %s\n", hex) < 0 || fflush(stdout) != 0) {
        fprintf(stderr, "safari_digest: cannot write to stdout\n");
        return 2;
    }
    if (r.failures != 0) {
        fprintf(stderr, "safari_digest: %lu consistency checks failed (first ones above)\n",
                r.failures);
        return 1;
    }
    if (have_expect && r.h != expect) {
        char want[17];
        to_hex(expect, want);
        fprintf(stderr,
                "safari_digest: MISMATCH: this build prints digest %s, the expected value is %s.\n"
                "The expected value is a regression value recorded on x86_64 (gcc, Linux); every\n"
                "platform must print it. Run with --verbose on both to find the first part that\n"
                "differs.\n",
                hex, want);
        return 1;
    }
    return 0;
}
